/**
 * A minimal browser for tests of redirect flows over real HTTP: a cookie jar per host, manual
 * redirects, and an `Origin` header on state-changing requests as browsers send it. Cookies follow
 * the host only (no Path/Domain subtleties); `Secure` cookies are kept on http too.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, Map<string, string>>();
  /** The fetch in place when the browser was made (tests may then stub the global one with this browser). */
  readonly #fetch: typeof fetch = globalThis.fetch.bind(globalThis);

  /** The `Cookie` header this browser would send to `url`'s host. */
  cookieHeader(url: string | URL): string {
    const jar = this.#cookies.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  cookie(url: string | URL, name: string): string | undefined {
    return this.#cookies.get(new URL(url).host)?.get(name);
  }

  /** One request, no redirect following; stores the cookies the answer sets. */
  async fetch(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url instanceof Request ? url.url : url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', target.origin);
    const response = await this.#fetch(target, { ...init, headers, redirect: 'manual' });
    this.#store(target, response.headers.getSetCookie());
    return response;
  }

  /** Follows redirects until `stop(url)` is true or an answer is not a redirect; answers the last URL and answer. */
  async follow(
    url: string | URL,
    stop: (url: URL) => boolean,
    maxRedirects = 20,
  ): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    for (let step = 0; step < maxRedirects; step += 1) {
      if (stop(current)) return { url: current, response: null };
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      await response.arrayBuffer();
      current = new URL(location, current);
    }
    throw new Error(`more than ${maxRedirects} redirects from ${String(url)}`);
  }

  #store(url: URL, setCookies: string[]): void {
    let jar = this.#cookies.get(url.host);
    if (!jar) this.#cookies.set(url.host, (jar = new Map()));
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
}
