import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Criteo OneTag parameter labels', () => {
  const labels = (url: string) =>
    Object.fromEntries(
      (decode({ url })[0]?.parameters ?? []).map((parameter) => [
        parameter.name,
        `${parameter.label} [${parameter.group}]`,
      ]),
    );

  it('name each event by its position, as sent and field by field', () => {
    const events = Array.from({ length: 11 }, (_, index) => `p${index}=e%3Dvh`).join('&');
    const found = labels(`https://sslwidget.criteo.com/event?a=103480&${events}&p1x=1`);
    expect(found).toMatchObject({
      p0: 'Event 1 (as sent) [other]',
      p1: 'Event 2 (as sent) [other]',
      'p1.e': 'Event 2: event [most_used]',
      p10: 'Event 11 (as sent) [other]',
      'p10.e': 'Event 11: event [most_used]',
      p1x: 'p1x [other]',
    });
  });
});
