/** How many realtime connections one client may hold open at once, in this process. */
export interface ConnectionQuotaLimits {
  /** Per client IP address (`request.ip`: the proxy's client address with `TRUST_PROXY=1`). */
  perIp: number;
  /** Per signed-in user, whatever their addresses. */
  perUser: number;
}

/** Which limit refused a connection, and its size. */
export interface QuotaRefusal {
  limit: 'ip' | 'user';
  max: number;
}

/** One open connection's place in the count; {@link ConnectionSlot.release} gives it back. */
export interface ConnectionSlot {
  readonly ip: string;
  readonly userId: string | null;
  /** Counts the connection for `userId` instead (a visitor signed in by a message); null when that user is full. */
  moveTo(userId: string): QuotaRefusal | null;
  /** Gives the slot back; calling it again does nothing. */
  release(): void;
}

/**
 * Counts the open realtime connections of each client IP address and each signed-in user, so that
 * one client cannot hold the server's memory and connection registry with thousands of sockets.
 * A slot is claimed at the handshake and released when the connection ends, however it ends.
 *
 * @example
 * const claimed = quota.claim(request.ip, request.user?.id ?? null);
 * if ('limit' in claimed) refuse(claimed);
 * else socket.once('close', () => claimed.release());
 */
export class ConnectionQuota {
  readonly limits: ConnectionQuotaLimits;
  readonly #byIp = new Map<string, number>();
  readonly #byUser = new Map<string, number>();

  constructor(limits: ConnectionQuotaLimits) {
    this.limits = limits;
  }

  /** Open connections counted for `ip`. */
  openForIp(ip: string): number {
    return this.#byIp.get(ip) ?? 0;
  }

  /** Open connections counted for `userId`. */
  openForUser(userId: string): number {
    return this.#byUser.get(userId) ?? 0;
  }

  /** A slot for a new connection, or which limit it would pass (nothing is counted then). */
  claim(ip: string, userId: string | null): ConnectionSlot | QuotaRefusal {
    if (this.openForIp(ip) >= this.limits.perIp) return { limit: 'ip', max: this.limits.perIp };
    if (userId !== null && this.openForUser(userId) >= this.limits.perUser) {
      return { limit: 'user', max: this.limits.perUser };
    }
    increment(this.#byIp, ip);
    if (userId !== null) increment(this.#byUser, userId);
    return this.#slot(ip, userId);
  }

  #slot(ip: string, initialUserId: string | null): ConnectionSlot {
    let userId = initialUserId;
    let released = false;
    return {
      ip,
      get userId() {
        return userId;
      },
      moveTo: (next) => {
        if (released || next === userId) return null;
        if (this.openForUser(next) >= this.limits.perUser) return { limit: 'user', max: this.limits.perUser };
        if (userId !== null) decrement(this.#byUser, userId);
        increment(this.#byUser, next);
        userId = next;
        return null;
      },
      release: () => {
        if (released) return;
        released = true;
        decrement(this.#byIp, ip);
        if (userId !== null) decrement(this.#byUser, userId);
      },
    };
  }
}

/** True when {@link ConnectionQuota.claim} refused. */
export function isQuotaRefusal(claimed: ConnectionSlot | QuotaRefusal): claimed is QuotaRefusal {
  return 'limit' in claimed;
}

/** The refusal in words, for a log line or a close reason (at most 123 bytes). */
export function describeRefusal(refusal: QuotaRefusal): string {
  const whose = refusal.limit === 'ip' ? 'this IP address' : 'this user';
  return `Too many realtime connections for ${whose}: at most ${refusal.max} at once.`;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

// Keys at zero are deleted, so the maps hold only clients with open connections.
function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
