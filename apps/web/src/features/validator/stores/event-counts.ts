import type { ValidationData } from '../../../lib/validation-types';
import { plural } from '../../../lib/format';

/** How the captured requests became the validated events: a batched hit is split into one per event. */
export interface EventCounts {
  /** Requests as captured (a batched hit counts once). */
  captured: number;
  /** Validated events, the page's "requests" (a batched hit counts once per event). */
  events: number;
  /** Batched hits that were split into several events. */
  split: number;
}

/** A split event's id: the captured request's id plus `#1`, `#2`… (DESIGN.md). */
const SPLIT_ID = /#\d+$/;

export function eventCounts(data: ValidationData | null): EventCounts {
  const requests = data?.validatedRequests ?? [];
  const splitHits = new Set<string>();
  let splitEvents = 0;
  for (const request of requests) {
    const { requestId, batched } = request.requestMetadata;
    if (!batched || !SPLIT_ID.test(requestId)) continue;
    splitEvents++;
    splitHits.add(requestId.replace(SPLIT_ID, ''));
  }
  return {
    captured: requests.length - splitEvents + splitHits.size,
    events: requests.length,
    split: splitHits.size,
  };
}

/** "103 captured requests". */
export function capturedPhrase(counts: EventCounts): string {
  return plural(counts.captured, 'captured request', 'captured requests');
}

/** "5 batched hits split". */
export function splitPhrase(counts: EventCounts): string {
  return `${plural(counts.split, 'batched hit', 'batched hits')} split`;
}

/**
 * The counts as one phrase, the same wherever counts appear: "103 captured requests → 113 events (5
 * batched hits split)", or "103 requests" when no hit was split.
 */
export function countsPhrase(counts: EventCounts): string {
  if (counts.split === 0) return plural(counts.events, 'request', 'requests');
  return `${capturedPhrase(counts)} → ${plural(counts.events, 'event', 'events')} (${splitPhrase(counts)})`;
}
