import type { ErrorType } from '@tagproof/contracts';

/**
 * A failed automation call: `message` is the specification's text (§8), chosen from the answer's
 * catalogue `type`; `detail` what the service or the network said, when that helps the user.
 */
export class AutomationApiError extends Error {
  override readonly name = 'AutomationApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly detail: string | null = null,
    /** The catalogue type of the service's error answer (null when the network failed). */
    readonly type: ErrorType | null = null,
  ) {
    super(message);
  }
}

/** The `message` of an error body (`{message, code, type}` at our API boundary), if any. */
export function errorMessageOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : null;
  return text && text.trim() ? text.trim() : null;
}

/** Headers of every automation call: JSON, plus the signed-in user's id as bearer (specification §7). */
export function automationHeaders(userId: string | null): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(userId ? { authorization: `Bearer ${userId}` } : {}),
  };
}

export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
