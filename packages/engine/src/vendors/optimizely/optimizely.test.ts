import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Optimizely duplicates', () => {
  const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

  it('does not count the different events of one batch (other type, other entity, own uuid) as duplicates', () => {
    expect(groupsOf('cnn-activation-batch.json', 'cnn-page-views.json', 'cnn-custom-event.json')).toEqual([]);
  });

  it('counts a batch sent twice as duplicates, event by event (same uuids)', () => {
    expect(groupsOf('cnn-activation-batch.json', 'cnn-activation-batch.json')).toEqual([
      'client_activation: r1#1,r2#1',
      'campaign_activated: r1#2,r2#2',
      'campaign_activated: r1#3,r2#3',
      'campaign_activated: r1#4,r2#4',
    ]);
  });
});
