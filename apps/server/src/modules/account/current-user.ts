/**
 * The signed-in user as every module sees it. The session plugin (plugins/session.ts) sets
 * `request.user` from the session cookie on every request: null for a visitor.
 */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerification: boolean;
  prefs: Record<string, unknown>;
  /** Id of the session the request came with. */
  sessionId: string;
  /**
   * Epoch milliseconds when that session ends unless used again (the earlier of its absolute end
   * and its idle end, as of this reading); absent where unknown.
   */
  sessionEndsAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}
