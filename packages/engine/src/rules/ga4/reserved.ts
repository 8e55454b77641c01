/**
 * Names GA4 reserves. Reserved parameter and user-property names are errors (GA4 rejects them). Reserved
 * event names are warnings, and only for names gtag.js never sends itself: its automatic and enhanced
 * measurement events (`page_view`, `scroll`, `click`, `session_start`, ...) are normal traffic, and so
 * are the events it sends for a linked Google product (`ad_impression` of AdSense).
 */
import { NO_HITS, type Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_SOURCES } from './sources.js';
import { quote } from './text.js';
import type { Ga4Protocol, Ga4View } from './view.js';
import { findParam } from './params.js';

/** Splits a list of names written as words. */
const names = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Web reserved event names that gtag.js does not send on its own (app-only or reserved for Google). */
export const RESERVED_WEB_EVENT_NAMES = names(`
  ad_impression app_remove app_store_refund app_store_subscription_cancel app_store_subscription_renew
  error first_open in_app_purchase view_complete`);
/** Measurement Protocol reserved event names: none of these can be sent from a server. */
export const RESERVED_MP_EVENT_NAMES = names(`
  ad_activeview ad_click ad_exposure ad_impression ad_query ad_reward adunit_exposure app_background
  app_clear_data app_exception app_install app_remove app_store_refund app_store_subscription_cancel
  app_store_subscription_convert app_store_subscription_renew app_update app_upgrade dynamic_link_app_open
  dynamic_link_app_update dynamic_link_first_open error firebase_campaign firebase_in_app_message_action
  firebase_in_app_message_dismiss firebase_in_app_message_impression first_open first_visit in_app_purchase
  notification_dismiss notification_foreground notification_open notification_receive notification_send
  os_update screen_view session_start user_engagement`);
const RESERVED_EVENT_NAMES: Readonly<Record<Ga4Protocol, ReadonlySet<string>>> = {
  gtag: RESERVED_WEB_EVENT_NAMES,
  mp: RESERVED_MP_EVENT_NAMES,
};

export const RESERVED_PARAM_PREFIXES: readonly string[] = ['_', 'firebase_', 'ga_', 'google_', 'gtag.'];
/** Reserved web event parameter names (the Measurement Protocol recommends `session_id` and `engagement_time_msec`). */
const RESERVED_PARAM_NAMES: Readonly<Record<Ga4Protocol, ReadonlySet<string>>> = {
  gtag: names('engagement_time_msec gclid session_id session_number'),
  mp: new Set(),
};
export const RESERVED_USER_PROPERTY_PREFIXES: readonly string[] = ['_', 'firebase_', 'ga_', 'google_'];
export const RESERVED_USER_PROPERTY_NAMES = names(
  'first_open_time first_visit_time last_deep_link_referrer user_id first_open_after_install',
);

/**
 * Reserved events gtag.js sends itself for a Google product linked to the property, told by the
 * parameter that product adds: `ad_impression` with the AdSense query id (`query_id`, itself a reserved
 * prefix: a real gorest.co.in page with AdSense, 2024). Normal traffic, not the site's to rename.
 */
const GOOGLE_SENT: Readonly<Record<string, string>> = { ad_impression: 'query_id' };

function sentByGoogle(view: Ga4View, eventName: string): boolean {
  const marker = Object.hasOwn(GOOGLE_SENT, eventName) ? GOOGLE_SENT[eventName] : undefined;
  return view.protocol === 'gtag' && marker !== undefined && findParam(view, marker) !== undefined;
}

function reservedBy(
  name: string,
  prefixes: readonly string[],
  names: ReadonlySet<string>,
): string | undefined {
  if (names.has(name)) return `the name ${quote(name)}`;
  const prefix = prefixes.find((candidate) => name.startsWith(candidate));
  return prefix === undefined ? undefined : `the prefix ${quote(prefix)}`;
}

export const RESERVED_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'event-name-reserved',
    code: 'NAME_RESERVED',
    severity: 'warning',
    description: 'Reserved event names (gtag.js automatic events excepted).',
    source: { gtag: GA4_SOURCES.namingRules, mp: GA4_SOURCES.mpReservedNames },
    check: (view) => {
      const name = view.eventName;
      if (!name || !RESERVED_EVENT_NAMES[view.protocol].has(name.value) || sentByGoogle(view, name.value))
        return [];
      return [
        {
          fieldPath: name.wireName,
          parameter: 'event_name',
          message: `${quote(name.value)} is an event name GA4 reserves for its own use; a custom event of that name may be rejected or mixed with Google's. Rename the event.`,
          expected: 'an event name GA4 does not reserve',
          received: name.value,
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'param-name-reserved',
    code: 'NAME_RESERVED',
    severity: 'error',
    description:
      'Event parameters may not use the reserved prefixes _, firebase_, ga_, google_, gtag. (nor, on the web, the reserved names).',
    source: { gtag: GA4_SOURCES.namingRules, mp: GA4_SOURCES.mpReservedNames },
    check: (view) =>
      view.eventParams.length === 0
        ? NO_HITS
        : view.eventParams.flatMap((param) => {
            const reason = reservedBy(
              param.name,
              RESERVED_PARAM_PREFIXES,
              RESERVED_PARAM_NAMES[view.protocol],
            );
            if (reason === undefined) return [];
            return [
              {
                fieldPath: param.wireName,
                parameter: param.name,
                message: `The event parameter ${quote(param.name)} uses ${reason}, which GA4 reserves, so it is not collected. Rename it.`,
                expected: `a name without the reserved prefixes ${RESERVED_PARAM_PREFIXES.join(' ')}`,
                received: param.name,
              },
            ];
          }),
  }),
  ...defineGa4Rules({
    id: 'user-property-name-reserved',
    code: 'NAME_RESERVED',
    severity: 'error',
    description:
      'User properties may not use the reserved prefixes _, firebase_, ga_, google_ nor the reserved names.',
    source: { gtag: GA4_SOURCES.namingRules, mp: GA4_SOURCES.mpReservedNames },
    check: (view) =>
      view.userProperties.length === 0
        ? NO_HITS
        : view.userProperties.flatMap((property) => {
            const reason = reservedBy(
              property.name,
              RESERVED_USER_PROPERTY_PREFIXES,
              RESERVED_USER_PROPERTY_NAMES,
            );
            if (reason === undefined) return [];
            return [
              {
                fieldPath: property.wireName,
                parameter: `user_properties.${property.name}`,
                message: `The user property ${quote(property.name)} uses ${reason}, which GA4 reserves, so it is not collected. Rename it.`,
                expected: `a name without the reserved prefixes ${RESERVED_USER_PROPERTY_PREFIXES.join(' ')}`,
                received: property.name,
              },
            ];
          }),
  }),
];
