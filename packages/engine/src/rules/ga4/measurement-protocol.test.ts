import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, mpEvent, mpRequest, runSession } from './testing/requests.js';

const events = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `event_${i}`, params: {} }));

describe('Measurement Protocol requests', () => {
  it('accept 25 events and give request-wide findings once, on the first event', () => {
    expect(errorsOf(findingsOf(mpRequest({ client_id: '1', events: events(25) })))).toEqual([]);
    const checked = runSession(mpRequest({ events: events(30) }));
    expect(checked).toHaveLength(30);
    expect(checked.map(({ findings }) => codesOf(errorsOf(findings)).length)).toEqual([
      2,
      ...Array<number>(29).fill(0),
    ]);
    expect(codesOf(errorsOf(checked[0]?.findings ?? []))).toEqual([
      'EXCEEDED_MAX_ENTITIES',
      'VALUE_REQUIRED',
    ]);
  });

  it('accept a body just under 130 kB', () => {
    const padding = 'p'.repeat(129_900);
    const body = JSON.stringify({ client_id: '1', padding, events: events(1) });
    expect(body.length).toBeLessThan(130_000);
    expect(errorsOf(findingsOf(mpRequest(body)))).toEqual([]);
  });

  it('count the body in UTF-8 bytes', () => {
    const body = JSON.stringify({ client_id: '1', padding: 'é'.repeat(65_000), events: events(1) });
    expect(errorsOf(findingsOf(mpRequest(body)))).toMatchObject([
      { code: 'VALUE_OUT_OF_BOUNDS', fieldPath: 'postData' },
    ]);
  });

  it('need app_instance_id for app streams, client_id for web streams', () => {
    const app = mpRequest({ events: events(1) }, 'firebase_app_id=1:23:android:45&api_secret=s');
    expect(errorsOf(findingsOf(app))).toMatchObject([
      { code: 'VALUE_REQUIRED', fieldPath: 'app_instance_id' },
    ]);
    const web = mpRequest({ client_id: '', events: events(1) });
    expect(errorsOf(findingsOf(web))).toMatchObject([
      { code: 'VALUE_REQUIRED', fieldPath: 'client_id', received: 'an empty value' },
    ]);
  });

  it('need a measurement_id for a web stream', () => {
    expect(errorsOf(findingsOf(mpRequest(mpEvent('x', {}), 'api_secret=s')))).toMatchObject([
      { code: 'VALUE_REQUIRED', fieldPath: 'measurement_id' },
    ]);
  });

  it('name the Measurement Protocol as their rule book', () => {
    const [finding] = errorsOf(findingsOf(mpRequest({ client_id: '1', events: events(26) })));
    expect(finding?.source).toBe('GA4 Measurement Protocol');
  });
});
