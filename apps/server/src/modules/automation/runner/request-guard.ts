import { isIP } from 'node:net';
import {
  checkConnection,
  checkTarget,
  isLocalName,
  type NetworkPolicy,
  type TargetVerdict,
} from './network-guard.js';

/**
 * The network policy of one run: answers, once per origin, whether the browser may send a request,
 * and keeps the first refusal (the reason the run fails).
 */
export class RequestGuard {
  readonly policy: NetworkPolicy;
  readonly #onRefusal: (reason: string) => void;
  readonly #verdicts = new Map<string, Promise<TargetVerdict>>();
  /** Host names of the requests the pages sent. */
  readonly #pageHosts = new Set<string>();
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
   * A refused IP address or local name, or a name a page request used (its DNS answer changed
   * since: rebinding), stops the run. Other refused names only fail their connection: the
   * browser's own background connections pass the gate too, and must not fail a journey.
   */
  async connectionAddress(host: string, port: number): Promise<string | null> {
    const verdict = await checkConnection(host, this.policy);
    if ('address' in verdict) return verdict.address;
    const name = host.replace(/^\[|\]$/g, '').toLowerCase();
    if ('refused' in verdict && (isIP(name) !== 0 || isLocalName(name) || this.#pageHosts.has(name))) {
      this.refuse(`Blocked a connection to ${host}:${port}: ${verdict.refused}`);
    }
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
      this.#pageHosts.add(parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase());
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
