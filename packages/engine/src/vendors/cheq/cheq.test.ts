import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('CHEQ monitoring posts', () => {
  it('reports a JSON-looking body that does not parse, and still decodes the query', () => {
    const [event] = decode({
      url: 'https://obs.fishrobotflower.com/mon?cri=jfECv66HI9',
      method: 'POST',
      postData: '{"e":"37df',
    });
    expect(event?.eventName).toBe('monitor');
    expect(event?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_JSON']);
    expect(event?.parameters.find((param) => param.name === 'cri')?.value).toBe('jfECv66HI9');
  });

  it('decodes a post without a body', () => {
    const [event] = decode({ url: 'https://obseu.fishrobotflower.com/mon', method: 'POST' });
    expect(event?.category).toBe('CHEQ');
    expect(event?.findings).toEqual([]);
  });
});

describe('CHEQ duplicates', () => {
  it('counts two sends of the pixel that differ only in their send time as duplicates', () => {
    const send = (cb: number, index: number) => ({
      requestId: `r${index}`,
      url: `https://obs.fishrobotflower.com/tracker/tc_imp.gif?e=37dfbd8ee84e&cri=jfECv66HI9&ts=429&cb=${cb}`,
      timestamp: 1_746_729_080_075 + index * 100,
    });
    const answer = validate({ requests: [send(1_746_729_080_075, 1), send(1_746_729_080_180, 2)] });
    const [, second] = answer.data?.validatedRequests ?? [];
    expect(second?.validation.duplicateInfo).toMatchObject({ isDuplicate: true, requestIds: ['r1', 'r2'] });
  });
});

describe('drift alarm on the CHEQ domains', () => {
  it('flags an unknown path of a CHEQ host', () => {
    const codes = decode({ url: 'https://obs.fishrobotflower.com/tracker/other.gif?e=1' }).flatMap((event) =>
      event.findings.map((finding) => finding.code),
    );
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
