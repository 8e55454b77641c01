/**
 * The baseline: the least any validator must do with the same payload — a JSON round trip, then each
 * request's URL and body parsed with the platform's own parsers. The engine's cost is reported as a
 * ratio to this, measured in the same run.
 */
export function bareParse(requests: ReadonlyArray<Record<string, unknown>>): number {
  const payload = JSON.parse(JSON.stringify({ requests })) as {
    requests: Array<{ url: string; postData?: string }>;
  };
  let parameters = 0;
  for (const request of payload.requests) {
    const url = new URL(request.url);
    url.searchParams.forEach(() => parameters++);
    const body = request.postData;
    if (body) {
      if (body.startsWith('{')) parameters += Object.keys(JSON.parse(body) as object).length;
      else for (const line of body.split('\n')) new URLSearchParams(line).forEach(() => parameters++);
    }
  }
  return parameters;
}
