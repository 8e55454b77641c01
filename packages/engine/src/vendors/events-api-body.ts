import type { Finding } from '../findings/finding.js';
import { flattenJson } from '../url/flatten-json.js';
import type { Param } from '../url/params.js';
import { readJsonBody } from './body.js';
import { isRecord } from '../json-value.js';
import { appendAll } from '../append-all.js';

/** A server-side events API body split into its events. */
export interface EventsApiBody {
  /** The flattened top-level fields other than `data` (`event_source`, `test_event_code`…), shared by every event. */
  shared: Param[];
  /** One flattened parameter list per entry of the `data` array, names relative to the entry. */
  events: Param[][];
  findings: Finding[];
}

/**
 * Reads the JSON body of a conversions / events API call (`{…, data: [{…}, {…}]}`, the shape of the
 * Pinterest Conversions API and the TikTok Events API): the top-level fields and one parameter list per
 * `data` entry. A body that is not JSON gives BODY_NOT_JSON and no events; a body without a `data`
 * array gives its fields as `shared` and no events. Never throws.
 */
export function readEventsApiBody(body: string | null): EventsApiBody {
  const read = readJsonBody(body);
  if (!isRecord(read.json)) return { shared: read.params, events: [], findings: read.findings };
  const shared: Param[] = [];
  let events: Param[][] = [];
  for (const [key, value] of Object.entries(read.json)) {
    if (key === 'data' && Array.isArray(value)) events = value.map((entry) => flattenJson(entry));
    else appendAll(shared, flattenJson(value, key));
  }
  return { shared, events, findings: read.findings };
}
