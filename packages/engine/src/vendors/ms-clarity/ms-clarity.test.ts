import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { readClarityPayload } from './payload.js';

describeVendorFixtures(import.meta.dirname);

describe('Clarity upload bodies', () => {
  it('reads an empty or envelope-less JSON body without findings', () => {
    expect(readClarityPayload(null)).toEqual({ params: [], projectId: null, findings: [] });
    expect(readClarityPayload('{}')).toEqual({ params: [], projectId: null, findings: [] });
  });

  it('gives at most one info finding for an unreadable body, never an error', () => {
    for (const body of ['\u001f\u008b\b\u0000', '[1,2,3]', 'not json', '{"e":']) {
      const { findings } = readClarityPayload(body);
      expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
        ['PARAMETER_FORMAT_UNKNOWN', 'info'],
      ]);
    }
  });

  it('keeps envelope fields it does not know by position', () => {
    const { params } = readClarityPayload(
      '{"e":["0.8.1",2,100,50,"abc123","u","s",3,1,1,0,"https://x.example/"]}',
    );
    expect(params.map((param) => param.name)).toContain('e[11]');
    expect(params.find((param) => param.name === 'end')?.value).toBe('1');
  });

  it('never throws on odd tokens', () => {
    const body = '{"e":[null,{},[]],"a":[null,1,[],[1],[1,24],[1,34,"x"],[1,34,{"a":1},[null]]],"p":{}}';
    expect(() => decode({ url: 'https://k.clarity.ms/collect', postData: body })).not.toThrow();
  });
});
