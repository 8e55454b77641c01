import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const findingsOf = (url: string) =>
  decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

describe('custom variables', () => {
  it('leaves a hit whose cvar is not JSON a plain page view, without reading an action', () => {
    const [event] = decode({
      url: 'https://collector-1555.tvsquared.com/tv2track.php?idsite=TV-81454545-1&rec=1&cvar=%7B5%3A',
    });
    expect(event?.eventName).toBe('page_view');
    expect(event?.parameters.some((param) => param.name.startsWith('action.'))).toBe(false);
  });

  it('reads the action from a form-encoded POST body too', () => {
    const [event] = decode({
      url: 'https://collector-1555.tvsquared.com/tv2track.php',
      method: 'POST',
      postData:
        'idsite=TV-81454545-1&rec=1&cvar=%7B%225%22%3A%5B%22purchase%22%2C%22%7B%5C%22id%5C%22%3A%5C%22A1%5C%22%7D%22%5D%7D',
    });
    expect(event?.eventName).toBe('action');
    expect(event?.accountID).toBe('TV-81454545-1');
    expect(event?.parameters.find((param) => param.name === 'action.id')?.value).toBe('A1');
  });
});

describe('drift alarm on the collector hosts', () => {
  it('flags an unknown file on a collector, leaves the company site alone', () => {
    expect(findingsOf('https://collector-20290.tvsquared.com/tv3track.php?idsite=TV-1-1')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
    expect(findingsOf('https://www.tvsquared.com/solutions/')).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});
