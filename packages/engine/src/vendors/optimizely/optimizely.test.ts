import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

/** The request of a fixture file of this folder (the real cnn.com batches). */
function fixtureRequest(file: string): { url: string; method: string; postData: string } {
  const text = readFileSync(join(import.meta.dirname, 'fixtures', file), 'utf8');
  return (JSON.parse(text) as { request: { url: string; method: string; postData: string } }).request;
}

describe('Optimizely duplicates', () => {
  const groupsOf = (...files: string[]) =>
    findDuplicates(
      files.flatMap((file, index) => decode({ ...fixtureRequest(file), requestId: `r${index + 1}` })),
    ).flatMap((result) =>
      result.duplicateGroups.map((group) => `${result.eventName}: ${group.requestIds.join(',')}`),
    );

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
