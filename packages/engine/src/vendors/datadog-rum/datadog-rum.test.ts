import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { MAX_BATCH_LINES } from './batch-lines.js';

describeVendorFixtures(import.meta.dirname);

// Requests built the way the SDK's endpoint builder builds them (query fields, `\n`-joined messages,
// the replay's multipart `segment` and `event` parts); no capture of these tracks was at hand.
const QUERY =
  'ddsource=browser&ddtags=sdk_version%3A5.35.1%2Capi%3Afetch%2Cenv%3Aprod%2Cservice%3Ashop' +
  '&dd-api-key=pub0123456789abcdef0123456789abcdef&dd-evp-origin-version=5.35.1&dd-evp-origin=browser' +
  '&dd-request-id=4a16f21c-818e-4949-aaa6-19c62610ab56';
const APP = '2f31f954-44f4-405b-9bdf-b2a0775f63b4';
const rumEvent = (type: string) =>
  JSON.stringify({ application: { id: APP }, date: 1746729079208, session: { id: 's1' }, type });

const byName = (event: { parameters: Array<{ name: string; value: string }> } | undefined, name: string) =>
  event?.parameters.find((param) => param.name === name)?.value;

describe('other sites, tracks and bodies', () => {
  it('reads the intake host of every site, and the older per-track subdomains', () => {
    for (const host of [
      'browser-intake-datadoghq.eu',
      'browser-intake-us3-datadoghq.com',
      'browser-intake-ap1-datadoghq.com',
      'browser-intake-ddog-gov.com',
      'rum.browser-intake-datadoghq.com',
    ]) {
      const events = decode({
        url: `https://${host}/api/v2/rum?${QUERY}`,
        method: 'POST',
        postData: rumEvent('view'),
      });
      expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
        ['DATADOGRUM', 'view', APP],
      ]);
    }
  });

  it('decodes a logs batch, one log per line', () => {
    const postData = [
      JSON.stringify({
        date: 1,
        message: 'checkout failed',
        status: 'error',
        origin: 'logger',
        application_id: APP,
      }),
      JSON.stringify({
        date: 2,
        message: 'loaded',
        status: 'info',
        origin: 'console',
        view: { url: 'https://a.example/' },
      }),
    ].join('\n');
    const events = decode({
      url: `https://browser-intake-datadoghq.com/api/v2/logs?${QUERY}`,
      method: 'POST',
      postData,
    });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['log', APP],
      ['log', null],
    ]);
    expect(byName(events[0], 'message')).toBe('checkout failed');
    expect(byName(events[1], 'view.url')).toBe('https://a.example/');
  });

  it('decodes the metadata of a replay segment and leaves the recording out', () => {
    const metadata = {
      application: { id: APP },
      session: { id: 's1' },
      view: { id: 'v1' },
      records_count: 12,
    };
    const postData = [
      '------boundary',
      'Content-Disposition: form-data; name="segment"; filename="s1-1746729079208"',
      'Content-Type: application/octet-stream',
      '',
      'x\u0001\u0002binary',
      '------boundary',
      'Content-Disposition: form-data; name="event"; filename="blob"',
      'Content-Type: application/json',
      '',
      JSON.stringify(metadata),
      '------boundary--',
      '',
    ].join('\r\n');
    const [event, ...rest] = decode({
      url: `https://browser-intake-datadoghq.com/api/v2/replay?${QUERY}`,
      method: 'POST',
      postData,
    });
    expect(rest).toEqual([]);
    expect([event?.eventName, event?.accountID]).toEqual(['replay_segment', APP]);
    expect(byName(event, 'records_count')).toBe('12');
    expect(byName(event, 'segment')).toBeUndefined();
  });

  it('reads no body sent compressed', () => {
    const events = decode({
      url: `https://browser-intake-datadoghq.com/api/v2/rum?${QUERY}&dd-evp-encoding=deflate&batch_time=1`,
      method: 'POST',
      postData: 'x\u009c\u0003binary',
    });
    expect(events.map((event) => [event.eventName, event.findings.length])).toEqual([
      ['compressed_batch', 0],
    ]);
  });

  it('reports a line that is not a JSON event, and keeps the others', () => {
    const postData = [rumEvent('action'), '{"type":"view"', rumEvent('resource')].join('\n');
    const events = decode({
      url: `https://browser-intake-datadoghq.com/api/v2/rum?${QUERY}`,
      method: 'POST',
      postData,
    });
    expect(events.map((event) => [event.eventName, event.findings.map((finding) => finding.code)])).toEqual([
      ['action', []],
      ['unknown_event', ['BODY_NOT_JSON']],
      ['resource', []],
    ]);
  });

  it(`decodes at most ${MAX_BATCH_LINES} lines of a batch`, () => {
    const postData = Array.from({ length: MAX_BATCH_LINES + 5 }, () => rumEvent('resource')).join('\n');
    const events = decode({
      url: `https://browser-intake-datadoghq.com/api/v2/rum?${QUERY}`,
      method: 'POST',
      postData,
    });
    expect(events).toHaveLength(MAX_BATCH_LINES);
    expect(events.at(-1)?.findings.map((finding) => finding.code)).toEqual(['EXCEEDED_MAX_ENTITIES']);
  });
});

describe('drift alarm on the intake hosts', () => {
  const findingsOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('flags an unknown intake path, leaves the known undecoded tracks and CSP reports alone', () => {
    expect(findingsOf(`https://browser-intake-datadoghq.com/api/v3/rum?${QUERY}`)).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
    expect(findingsOf(`https://browser-intake-datadoghq.com/api/v2/exposures?${QUERY}`)).not.toContain(
      'UNKNOWN_VENDOR_ENDPOINT',
    );
    expect(
      findingsOf(
        'https://csp-report.browser-intake-datadoghq.com/api/v2/logs?ddsource=csp-report&dd-api-key=pub1',
      ),
    ).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});

describe('duplicates', () => {
  const FULL_EVENT = {
    application: { id: APP },
    date: 1746729079208,
    service: 'shop',
    source: 'browser',
    session: { id: 's1', type: 'user', has_replay: false },
    view: { id: 'v1', url: 'https://shop.example/', referrer: '', name: '/' },
    display: { viewport: { width: 1280, height: 720 } },
    connectivity: { status: 'connected', interfaces: ['wifi'], effective_type: '4g' },
    usr: { anonymous_id: 'u1' },
    _dd: { format_version: 2, drift: 0, configuration: { session_sample_rate: 100 } },
  };
  const batch = (api: string, requestId: string) => ({
    url: `https://browser-intake-datadoghq.com/api/v2/rum?${QUERY.replace(
      'api%3Afetch',
      `api%3A${api}`,
    ).replace('4a16f21c-818e-4949-aaa6-19c62610ab56', requestId)}`,
    method: 'POST',
    // Events as full as the SDK's: the fields the two sends share outweigh the transport they differ in.
    postData: ['view', 'action'].map((type) => JSON.stringify({ ...FULL_EVENT, type })).join('\n'),
  });
  const groupsOf = (...inputs: Array<ReturnType<typeof batch>>) =>
    findDuplicates(
      inputs.flatMap((input, index) => decode({ ...input, requestId: `r${index + 1}` })),
    ).flatMap((result) =>
      result.duplicateGroups.map(
        (group) => `${result.eventName}: ${group.requestIds.join(',')}@${group.matchPercentage}`,
      ),
    );

  it('sees one batch sent twice with fetch as duplicates', () => {
    expect(groupsOf(batch('fetch', 'a1'), batch('fetch', 'b2'))).toEqual([
      'view: r1#1,r2#1@100',
      'action: r1#2,r2#2@100',
    ]);
  });

  it('does not count the XHR resend of a batch whose fetch failed (a real capture of www.crowdstrike.com has one)', () => {
    expect(groupsOf(batch('fetch', 'a1'), batch('xhr', 'b2'))).toEqual([]);
  });
});
