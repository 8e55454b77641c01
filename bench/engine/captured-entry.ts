/**
 * One captured request as the benchmark hands it to the engine: a fresh object whose fields are
 * added one by one, first the request's own and then `extra`, so that entries with the same fields
 * share one hidden class, as the entries of a payload parsed from JSON do (what the validation
 * service, the web app and the CLI give the engine).
 *
 * Spreading (`{ ...request, requestId }`) gave almost every entry a hidden class of its own (V8 made
 * 191 of them for 200 mixed requests), and every property read of the engine then took V8's slow
 * path: reading the 10,000 mixed entries took 25 ms instead of 3, a cost no caller's input has.
 */
export function capturedEntry(
  request: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const key of Object.keys(request)) entry[key] = request[key];
  for (const key of Object.keys(extra)) entry[key] = extra[key];
  return entry;
}
