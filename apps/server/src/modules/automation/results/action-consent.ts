import type {
  ConsentState,
  ConsentTimeline,
  ConsentTimelineHit,
  ConsentTimelinePage,
} from '@tagproof/engine';

/** An action's consent, read from the run's consent timeline (saved with the action in the report). */
export interface ActionConsent {
  /** The state in force when the action's first tracking request fired; null when none was known yet. */
  inForce: ConsentState | null;
  /** The states the action's own requests reported, in order. */
  set: ConsentState[];
}

/**
 * The consent of the action whose requests are `requestIds` (in the order they were sent): the state in
 * force when its first request on the timeline fired, and the states its requests reported. Null when
 * the timeline says nothing about these requests, so a run without consent strings saves nothing.
 */
export function actionConsent(
  timeline: ConsentTimeline | undefined,
  requestIds: readonly string[],
): ActionConsent | null {
  if (!timeline || timeline.pages.length === 0 || requestIds.length === 0) return null;
  const ids = new Set(requestIds);
  const hits = new Map<string, { page: ConsentTimelinePage; hit: ConsentTimelineHit }>();
  for (const page of timeline.pages) for (const hit of page.hits) hits.set(hit.requestId, { page, hit });
  const set = timeline.pages.flatMap((page) =>
    page.states.filter((state) => state.source !== 'carried' && ids.has(state.from)),
  );
  const first = requestIds.map((id) => hits.get(id)).find((entry) => entry !== undefined);
  if (!first && set.length === 0) return null;
  const index = first?.hit.stateIndex ?? null;
  return { inForce: first && index !== null ? (first.page.states[index] ?? null) : null, set };
}
