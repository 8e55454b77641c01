/**
 * GA4 event names: required, at most 40 characters, a letter first, then letters, digits and
 * underscores. Names are case-sensitive; letters may be non-English.
 */
import type { Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_LIMITS } from './limits.js';
import { mpBody } from './mp-body.js';
import { NAME_PATTERN, nameTooLong } from './naming.js';
import { GA4_SOURCES } from './sources.js';
import { clip, isFilled, longerThan, quote } from './text.js';

/** Google Tag Manager names its own data layer events `gtm.js`, `gtm.dom`, `gtm.load`, `gtm.click`… */
const GTM_EVENT_PREFIX = 'gtm.';

export const EVENT_NAME_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'event-name-required',
    code: 'VALUE_REQUIRED',
    severity: 'error',
    description: 'Every event has a name.',
    source: { gtag: GA4_SOURCES.namingRules, mp: GA4_SOURCES.mpPayload },
    check: (view, request, session) => {
      if (isFilled(view.eventName?.value)) return [];
      // A batch whose body the capture left out: its events are unknown, not nameless (BODY_NOT_CAPTURED).
      if (request.findings.some((finding) => finding.code === 'BODY_NOT_CAPTURED')) return [];
      if (view.protocol === 'mp') {
        const body = mpBody(request, session);
        if (body === null) return []; // BODY_NOT_JSON already says why.
        if (body.eventCount === 0) {
          return [
            {
              fieldPath: 'events',
              parameter: 'events',
              message: 'This Measurement Protocol request holds no events, so nothing is collected.',
              expected: 'at least one event with a name',
              received: 'no events',
            },
          ];
        }
      }
      const fieldPath = view.protocol === 'gtag' ? 'en' : 'name';
      return [
        {
          fieldPath,
          parameter: 'event_name',
          message: `This event has no name (${fieldPath}), so GA4 cannot collect it.`,
          expected: 'an event name',
          received: view.eventName === undefined ? 'nothing' : 'an empty name',
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'event-name-length',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'Event names: at most 40 characters.',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
      const name = view.eventName;
      const limit = GA4_LIMITS[view.protocol].eventName;
      return name && longerThan(name.value, limit)
        ? [nameTooLong(name.wireName, 'event_name', name.value, limit, 'event name')]
        : [];
    },
  }),
  ...defineGa4Rules({
    id: 'event-name-format',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'Event names start with a letter and hold only letters, digits and underscores.',
    source: { gtag: GA4_SOURCES.namingRules, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
      const name = view.eventName;
      if (!name || !isFilled(name.value) || NAME_PATTERN.test(name.value)) return [];
      return [
        {
          fieldPath: name.wireName,
          parameter: 'event_name',
          message: name.value.startsWith(GTM_EVENT_PREFIX)
            ? `The event name ${quote(name.value)} is one of Google Tag Manager's own data layer events (gtm.js, gtm.dom, gtm.load, gtm.init_consent…), not an event of the site: most often, a GA4 event tag that takes its name from the Event variable fired on it (a trigger on every event, or on gtm.*). GA4 does not collect it: its name breaks GA4's naming rules (the dot). Give the tag a fixed event name, or keep gtm.* events out of its trigger.`
            : `The event name ${quote(name.value)} breaks GA4's naming rules: it must start with a letter and use only letters, digits and underscores (no spaces or hyphens).`,
          expected: 'a letter, then letters, digits or underscores',
          received: clip(name.value),
        },
      ];
    },
  }),
];
