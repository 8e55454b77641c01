import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { MAX_ENTRIES } from './new-relic.js';

describeVendorFixtures(import.meta.dirname);

// Requests built the way the agent's harvester builds them (src/common/harvest/send.js); no capture of
// these harvests was at hand.
const KEY = 'NRJS-0a1b2c3d4e5f6a7b8c9';
const QUERY = 'a=123456789&sa=1&v=1.274.0&t=Unnamed%20Transaction&rst=15230&ck=0&s=9f2c4e1a7b3d5f60';

const byName = (event: { parameters: Array<{ name: string; value: string }> } | undefined, name: string) =>
  event?.parameters.find((param) => param.name === name)?.value;

describe('other harvests', () => {
  it('decodes a logs harvest, one log per entry, with the attributes shared by all', () => {
    const postData = JSON.stringify([
      {
        common: {
          attributes: {
            appId: 123456789,
            session: '9f2c4e1a7b3d5f60',
            ptid: 'a1b2',
            agentVersion: '1.274.0',
          },
        },
        logs: [
          {
            timestamp: 1,
            message: 'checkout failed',
            attributes: { pageUrl: 'https://shop.example/' },
            level: 'ERROR',
          },
          {
            timestamp: 2,
            message: 'loaded',
            attributes: { pageUrl: 'https://shop.example/' },
            level: 'INFO',
          },
        ],
      },
    ]);
    const events = decode({
      url: `https://bam.nr-data.net/browser/logs?browser_monitoring_key=${KEY}`,
      method: 'POST',
      postData,
    });
    expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['NEWRELIC', 'log', '123456789'],
      ['NEWRELIC', 'log', '123456789'],
    ]);
    expect(byName(events[0], 'message')).toBe('checkout failed');
    expect(byName(events[1], 'level')).toBe('INFO');
    expect(byName(events[1], 'common.attributes.session')).toBe('9f2c4e1a7b3d5f60');
  });

  it('names the session trace chunks of current agents and the /resources/ traces of older ones', () => {
    const blob = decode({
      url: `https://bam.nr-data.net/browser/blobs?browser_monitoring_key=${KEY}&type=BrowserSessionChunk&app_id=123456789&protocol_version=0&timestamp=1&attributes=harvestId%3Ds_p_1%26trace.nodes%3D12`,
      method: 'POST',
      postData: '[{"n":"load","s":1,"e":2}]',
    });
    expect(blob.map((event) => [event.eventName, event.accountID])).toEqual([['session_trace', '123456789']]);
    expect(byName(blob[0], 'attributes.trace.nodes')).toBe('12');
    const resources = decode({
      url: `https://bam.nr-data.net/resources/1/${KEY}?${QUERY}&st=1746729078135&hr=0&fts=1746729078140&n=3`,
      method: 'POST',
      postData: '{"res":[]}',
    });
    expect(resources.map((event) => [event.eventName, event.accountID])).toEqual([
      ['session_trace', '123456789'],
    ]);
  });

  it('names an events harvest by its serialisation: ajax and SPA interactions', () => {
    const nameOf = (postData: string) =>
      decode({ url: `https://bam.nr-data.net/events/1/${KEY}?${QUERY}`, method: 'POST', postData })[0]
        ?.eventName;
    expect(nameOf("bel.7;2,1,,1a,,,'GET,5k,'shop.example:443,'/api/cart,,1b,1,'0,!!!")).toBe('ajax');
    expect(nameOf("bel.7;1,3,0,2s,2s,'initialPageLoad,'https://shop.example/")).toBe('browser_interaction');
  });

  it('names the errors harvest by what it carries', () => {
    const nameOf = (postData: string) =>
      decode({ url: `https://bam.nr-data.net/jserrors/1/${KEY}?${QUERY}`, method: 'POST', postData })[0]
        ?.eventName;
    expect(nameOf('{"sm":[{"params":{"name":"Config/SessionReplay/Enabled"},"stats":{"c":1}}]}')).toBe(
      'agent_metrics',
    );
    expect(nameOf('{"xhr":[{"params":{"method":"GET","status":200},"metrics":{"count":1}}]}')).toBe(
      'ajax_timings',
    );
  });

  it(`decodes at most ${MAX_ENTRIES} generic events of one body, and reports a body that is not JSON`, () => {
    const ins = Array.from({ length: MAX_ENTRIES + 3 }, (_, index) => ({
      eventType: 'PageAction',
      actionName: `a${index}`,
    }));
    const events = decode({
      url: `https://bam.nr-data.net/ins/1/${KEY}?${QUERY}`,
      method: 'POST',
      postData: JSON.stringify({ ins }),
    });
    expect(events).toHaveLength(MAX_ENTRIES);
    expect(events.at(-1)?.findings.map((finding) => finding.code)).toEqual(['EXCEEDED_MAX_ENTITIES']);
    const broken = decode({
      url: `https://bam.nr-data.net/ins/1/${KEY}?${QUERY}`,
      method: 'POST',
      postData: '{"ins":[',
    });
    expect(broken.map((event) => [event.eventName, event.findings.map((finding) => finding.code)])).toEqual([
      ['generic_events', ['BODY_NOT_JSON']],
    ]);
  });

  it('names each harvest when its body says nothing more (missing, empty or of another kind)', () => {
    const nameOf = (path: string, postData?: string) =>
      decode({ url: `https://bam.nr-data.net${path}`, method: 'POST', postData })[0]?.eventName;
    expect(nameOf(`/events/1/${KEY}?${QUERY}`)).toBe('events_harvest');
    expect(nameOf(`/events/1/${KEY}?${QUERY}`, 'bel.9;x')).toBe('events_harvest');
    expect(nameOf(`/jserrors/1/${KEY}?${QUERY}`)).toBe('errors_harvest');
    expect(nameOf(`/jserrors/1/${KEY}?${QUERY}`, '{"err":[]}')).toBe('errors_harvest');
    expect(nameOf(`/browser/blobs?browser_monitoring_key=${KEY}&type=Other&app_id=123456789`)).toBe('blob');
  });

  it('reads the errors buckets older agents send as JSON in the query string, errors first', () => {
    const err = encodeURIComponent('[{"params":{"exceptionClass":"TypeError","message":"x is undefined"}}]');
    const xhr = encodeURIComponent('[{"params":{"method":"GET","status":200},"metrics":{"count":1}}]');
    const events = decode({
      url: `https://bam.nr-data.net/jserrors/1/${KEY}?${QUERY}&err=${err}&xhr=${xhr}`,
      method: 'POST',
    });
    expect(events.map((event) => event.eventName)).toEqual(['js_errors']);
    expect(byName(events[0], 'err[0].params.exceptionClass')).toBe('TypeError');
    expect(byName(events[0], 'xhr[0].params.status')).toBe('200');
  });

  it('gives a custom event type its own name', () => {
    const events = decode({
      url: `https://gov-bam.nr-data.net/ins/1/${KEY}?${QUERY}`,
      method: 'POST',
      postData: '{"ins":[{"eventType":"CheckoutStep","step":2}]}',
    });
    expect(events.map((event) => event.eventName)).toEqual(['CheckoutStep']);
  });
});

describe('drift alarm on the beacon hosts', () => {
  it('flags an unknown beacon path', () => {
    const findings = decode({
      url: `https://bam.nr-data.net/newharvest/1/${KEY}?${QUERY}`,
      method: 'POST',
    }).flatMap((event) => event.findings.map((finding) => finding.code));
    expect(findings).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
