/**
 * Per-request random or time-based ids that sites add under their own names (`ep.event_id`,
 * `cd[event_time]`, `properties.event_id`…). Matched on the last segment of the wire name, so the
 * vendor's prefix does not matter. They change on every send, so two copies of one event differ in them.
 */
export const RANDOM_ID_NAMES: ReadonlySet<string> = new Set([
  'event_id',
  'eventid',
  'unique_event_id',
  'uniqueeventid',
  'uuid',
  'nonce',
  'random',
  'rnd',
  'cachebuster',
  'cache_buster',
  'timestamp',
  'timestamp_micros',
  'event_time',
  'event_timestamp',
  'request_id',
  'requestid',
]);

/** The last segment of a wire name: `ep.event_id` → `event_id`, `cd[event_time]` → `event_time`. */
export function bareName(name: string): string {
  let bare = name.toLowerCase();
  if (bare.endsWith(']')) {
    const open = bare.lastIndexOf('[');
    if (open !== -1) bare = bare.slice(open + 1, -1);
  }
  const dot = bare.lastIndexOf('.');
  return dot === -1 ? bare : bare.slice(dot + 1);
}
