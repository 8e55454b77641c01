import { checkConnection, checkTarget, type NetworkPolicy, type TargetVerdict } from './network-guard.js';

/**
 * The network policy of one run: answers, once per origin, whether the browser may send a request,
 * and keeps the first refusal (the reason the run fails).
 */
export class RequestGuard {
  readonly policy: NetworkPolicy;
  readonly #onRefusal: (reason: string) => void;
  readonly #verdicts = new Map<string, Promise<TargetVerdict>>();
  #refusal: string | null = null;

  constructor(policy: NetworkPolicy, onRefusal: (reason: string) => void = () => {}) {
    this.policy = policy;
    this.#onRefusal = onRefusal;
  }

  /** Why the run must stop, or null. */
  get refusal(): string | null {
    return this.#refusal;
  }

  /** Whether the browser may send a request to `url`; a refusal is recorded. */
  async allows(url: string): Promise<boolean> {
    const verdict = await this.#verdictFor(url);
    if (!verdict.allowed) this.refuse(`Blocked a request: ${verdict.reason}`);
    return verdict.allowed;
  }

  /**
   * The address a connection of the browser to `host:port` may use (the SOCKS gate asks for every
   * connection, so WebSocket handshakes, TURN over TCP and prefetches meet the policy too), or null.
   * A refused address stops the run; a name that does not resolve only fails its connection.
   */
  async connectionAddress(host: string, port: number): Promise<string | null> {
    const verdict = await checkConnection(host, this.policy);
    if ('address' in verdict) return verdict.address;
    if ('refused' in verdict) this.refuse(`Blocked a connection to ${host}:${port}: ${verdict.refused}`);
    return null;
  }

  refuse(reason: string): void {
    if (this.#refusal !== null) return;
    this.#refusal = reason;
    this.#onRefusal(reason);
  }

  /** The policy's answer for `url`, looked up once per origin of the run. */
  async #verdictFor(url: string): Promise<TargetVerdict> {
    let origin: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return checkTarget(url, this.policy);
      origin = `${parsed.protocol}//${parsed.host}/`;
    } catch {
      return checkTarget(url, this.policy);
    }
    let verdict = this.#verdicts.get(origin);
    if (!verdict) {
      verdict = checkTarget(origin, this.policy);
      this.#verdicts.set(origin, verdict);
    }
    const answer = await verdict;
    if (answer.allowed) return answer;
    const shown = url.length > 200 ? `${url.slice(0, 200)}…` : url;
    return {
      allowed: false,
      reason: answer.reason.startsWith(origin) ? shown + answer.reason.slice(origin.length) : answer.reason,
    };
  }
}
