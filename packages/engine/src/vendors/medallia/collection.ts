/**
 * Medallia Digital's collection requests: the events its onsite script reports (`nebula_page_view`,
 * `nebula_load_form_bycode`…) through the Cooladata tracker it bundles (`cool-<version>.min.js`).
 *
 * The tracker's source (`_send_request`) sends a batch `{"events": [...]}` as base64 JSON in the `data`
 * field of an image `/egw/5/<token>/track/__cool.gif?data=…` (seen on `udc-neb.kampyle.com`), or, when
 * the JSON is over 1,400 characters, as a form body `data=<JSON>` posted to `/v1/<token>/track` (read
 * off the source, not seen in a capture). The token is the tracker's own, the same on every Medallia
 * site: the account is each event's `websiteId`, the property id of the embed script's path.
 */
import { makeFinding } from '../../findings/make-finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import type { ParamSpec, RequestView, VendorEvent } from '../define-vendor.js';
import { decodeBase64Text } from '../mixpanel/data-field.js';

export const COLLECTION_DOMAIN = 'kampyle.com';
const IMAGE = /^\/egw\/\d+\/[A-Za-z0-9]+\/track\/__cool\.gif$/;
const POST = /^\/v1\/[A-Za-z0-9]+\/track$/;

/** True for a Digital collection request: the tracker's image or its POST, on a Kampyle host. */
export function isCollection(request: RequestView): boolean {
  const { host, path } = request.url;
  return hostMatches(host, COLLECTION_DOMAIN) && (IMAGE.test(path) || POST.test(path));
}

/** The `data` field as JSON text: from the query or a form body, base64 or plain. */
function dataOf(request: RequestView): string | undefined {
  const body = request.body?.trim() ?? '';
  const data =
    getParam(request.query, 'data') ?? (body.length > 0 ? getParam(parseParams(body), 'data') : undefined);
  if (data === undefined) return undefined;
  const text = data.trim();
  return text.startsWith('{') ? text : (decodeBase64Text(text) ?? data);
}

function eventsOf(json: unknown): unknown[] | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const events = (json as Record<string, unknown>).events;
  return Array.isArray(events) ? events : null;
}

const PRODUCT: Param = { name: 'product', value: 'Digital' };

/** One event per entry of the batch, with the request's other query fields. */
export function decodeCollection(request: RequestView): VendorEvent[] {
  const shared = request.query.filter((param) => param.name !== 'data');
  const data = dataOf(request);
  const parsed = data === undefined ? null : tryParseJson(data);
  const events = parsed?.ok === true ? eventsOf(parsed.value) : null;
  if (events === null || events.length === 0) {
    const findings =
      data === undefined
        ? []
        : [
            makeFinding('VALUE_INVALID', {
              fieldPath: 'data',
              parameter: 'data',
              message:
                'The Medallia Digital data field is not a base64 or JSON {"events": [...]} batch, so its events cannot be read.',
              expected: 'base64 JSON with an events list',
              received: data.length > 120 ? `${data.slice(0, 120)}…` : data,
            }),
          ];
    return [{ eventName: 'unknown_event', accountID: null, params: [PRODUCT, ...request.query], findings }];
  }
  return events.map((event) => {
    const own = flattenJson(event);
    const website = getParam(own, 'websiteId');
    return {
      eventName: getParam(own, 'event_name') || 'unknown_event',
      accountID: website !== undefined && website.length > 0 && website !== 'null' ? website : null,
      params: [PRODUCT, ...shared, ...own],
    };
  });
}

/** Labels of the fields the onsite script sends with each event. */
export const COLLECTION_PARAMS: Readonly<Record<string, ParamSpec>> = {
  event_name: { label: 'Event name', group: 'most_used' },
  websiteId: { label: 'Property ID (websiteId)', group: 'most_used' },
  accountId: { label: 'Digital account ID', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  formId: { label: 'Form ID', group: 'most_used' },
  formTriggerType: { label: 'Form trigger type', group: 'most_used' },
  enviroment: { label: 'Environment (data centre)', group: 'other' },
  user_id: { label: 'Tracker user ID', group: 'user' },
  isUserIdentified: { label: 'User identified', group: 'user' },
  'kampyle_data.kampyle_userid': { label: 'Digital user ID (kampyle_userid)', group: 'user' },
  'kampyle_data.kampyleUserSession': { label: 'Session start (kampyleUserSession)', group: 'user' },
  'kampyle_data.kampyleUserPercentile': { label: 'Targeting percentile', group: 'user' },
  'kampyle_data.kampyleInvitePresented': { label: 'Invite presented in the session', group: 'other' },
  'kampyle_data.LAST_INVITATION_VIEW': { label: 'Last invitation view', group: 'other' },
  'kampyle_data.DECLINED_DATE': { label: 'Last declined', group: 'other' },
  'kampyle_data.SUBMITTED_DATE': { label: 'Last submitted', group: 'other' },
  event_timestamp_epoch: { label: 'Event time (ms)', group: 'other' },
  event_local_timestamp: { label: 'Event local time (ms)', group: 'other' },
  event_timezone_offset: { label: 'Time zone offset (hours)', group: 'other' },
  session_screen_size: { label: 'Screen size', group: 'other' },
  session_dua: { label: 'User agent', group: 'other' },
  session_platform: { label: 'Platform', group: 'other' },
  tracker_type: { label: 'Tracker type', group: 'other' },
  tracker_version: { label: 'Tracker version', group: 'other' },
  kampyle_version: { label: 'Digital script version', group: 'other' },
  onsite_version: { label: 'Onsite script version', group: 'other' },
  cookie_size: { label: 'Cookie size', group: 'other' },
  history_length: { label: 'History length', group: 'other' },
  feedback_correlation_uuid: { label: 'Feedback correlation ID', group: 'other' },
};
