/**
 * The baseline: the least any validator must do with the same payload — a JSON round trip, then each
 * request's URL and body parsed with the platform's own parsers. The engine's cost is reported as a
 * ratio to this, measured in the same run.
 */
export function bareParse(requests: ReadonlyArray<Record<string, unknown>>): number {
  const payload: unknown = JSON.parse(JSON.stringify({ requests }));
  const entries: unknown[] =
    payload !== null &&
    typeof payload === 'object' &&
    'requests' in payload &&
    Array.isArray(payload.requests)
      ? payload.requests
      : [];
  let parameters = 0;
  for (const request of entries) {
    // What any reader of untyped JSON checks: an object with a URL.
    if (request === null || typeof request !== 'object' || !('url' in request)) continue;
    if (typeof request.url !== 'string') continue;
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      continue; // a URL the platform cannot read: nothing more to parse
    }
    url.searchParams.forEach(() => parameters++);
    const body = 'postData' in request ? request.postData : undefined;
    if (typeof body === 'string' && body.length > 0) {
      if (body.startsWith('{') || body.startsWith('[')) parameters += jsonKeys(body);
      else for (const line of body.split('\n')) new URLSearchParams(line).forEach(() => parameters++);
    }
  }
  return parameters;
}

/** The top-level keys of a JSON body; 0 when it does not parse (a truncated or hand-broken body). */
function jsonKeys(body: string): number {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
  } catch {
    return 0;
  }
}
