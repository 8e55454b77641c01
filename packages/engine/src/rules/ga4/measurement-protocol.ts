/**
 * Measurement Protocol (`/mp/collect`) rules beyond the shared GA4 limits: the request carries its
 * secret, stream and client, at most 25 events and a body under 130 kB (130,000 bytes). Request-wide
 * findings are given once, on the request's first event. The stricter item limit (10 custom item
 * parameters) is `ga4.mp.custom-item-param-count` in limits.ts.
 */
import type { Rule, RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { isFirstEvent, mpBody } from './mp-body.js';
import { GA4_SOURCES } from './sources.js';
import { isFilled } from './text.js';
import type { Ga4View } from './view.js';
import { appendAll } from '../../append-all.js';

export const MP_LIMITS = { eventsPerRequest: 25, bodyBytes: 130_000 } as const;

function required(view: Ga4View, wireName: string, why: string): RuleHit[] {
  if (isFilled(view.first.get(wireName))) return [];
  return [
    {
      fieldPath: wireName,
      parameter: wireName,
      message: `This Measurement Protocol request has no ${wireName}: ${why}. Google accepts the request but drops its events.`,
      expected: `a ${wireName}`,
      received: view.first.has(wireName) ? 'an empty value' : 'nothing',
    },
  ];
}

export const MEASUREMENT_PROTOCOL_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'request-ids',
    code: 'VALUE_REQUIRED',
    severity: 'error',
    description:
      'The request names its API secret, its stream (measurement_id or firebase_app_id) and its client.',
    source: { mp: GA4_SOURCES.mpPayload },
    check: (view, request, session) => {
      if (!isFirstEvent(request)) return [];
      const app = isFilled(view.first.get('firebase_app_id'));
      const hits = required(view, 'api_secret', 'it authorises the request');
      if (!app)
        appendAll(hits, required(view, 'measurement_id', 'it names the web stream that receives the events'));
      if (mpBody(request, session) !== null) {
        appendAll(
          hits,
          app
            ? required(view, 'app_instance_id', 'it names the app installation')
            : required(view, 'client_id', 'it names the browser or device, as the _ga cookie does'),
        );
      }
      return hits;
    },
  }),
  ...defineGa4Rules({
    id: 'events-per-request',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description: 'At most 25 events per Measurement Protocol request.',
    source: { mp: GA4_SOURCES.mpLimits },
    check: (_view, request, session) => {
      const body = mpBody(request, session);
      if (!isFirstEvent(request) || !body || body.eventCount <= MP_LIMITS.eventsPerRequest) return [];
      return [
        {
          fieldPath: 'events',
          parameter: 'events',
          message: `This Measurement Protocol request sends ${body.eventCount} events; it accepts at most ${MP_LIMITS.eventsPerRequest} per request. Split the events over several requests.`,
          expected: `at most ${MP_LIMITS.eventsPerRequest} events`,
          received: `${body.eventCount} events`,
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'body-size',
    code: 'VALUE_OUT_OF_BOUNDS',
    severity: 'error',
    description: 'The Measurement Protocol body is smaller than 130 kB.',
    source: { mp: GA4_SOURCES.mpLimits },
    check: (_view, request, session) => {
      const body = mpBody(request, session);
      if (!isFirstEvent(request) || !body || body.bytes < MP_LIMITS.bodyBytes) return [];
      return [
        {
          fieldPath: 'postData',
          parameter: 'request body',
          message: `This Measurement Protocol body is ${body.bytes} bytes; it must be smaller than 130 kB (${MP_LIMITS.bodyBytes} bytes). Send fewer events or items per request.`,
          expected: `fewer than ${MP_LIMITS.bodyBytes} bytes`,
          received: `${body.bytes} bytes`,
        },
      ];
    },
  }),
];
