import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('EveryAction', () => {
  it('raises the drift alarm on a tracking path it cannot read, not on a form definition', () => {
    const codes = (url: string) =>
      decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));
    expect(codes('https://actions.everyaction.com/v1/Track/')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
    expect(codes('https://actions.everyaction.com/v1/Forms/75X6VAefDkqf42b3crezsA2')).not.toContain(
      'UNKNOWN_VENDOR_ENDPOINT',
    );
  });
});
