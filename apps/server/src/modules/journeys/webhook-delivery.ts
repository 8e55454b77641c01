import { createHmac } from 'node:crypto';
import { checkNavigationTarget, type NetworkPolicy } from '../automation/runner/network-guard.js';

/** Waits before the 2nd, 3rd… attempt of a webhook (five attempts in about a minute). */
export const DEFAULT_WEBHOOK_DELAYS_MS: readonly number[] = [2_000, 6_000, 18_000, 40_000];
/** How long one attempt may take before it counts as a timeout (retryable). */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;

/** One attempt, as it is sent every time: the same id and signature on each. */
export interface WebhookAttempt {
  url: string;
  /** The exact JSON text sent. */
  body: string;
  /** The `X-Tagproof-Delivery` id. */
  deliveryId: string;
  /** The `X-Tagproof-Signature` ({@link webhookSignature} of the body). */
  signature: string;
}

/** How one attempt went: delivered, worth retrying (network error, timeout, 408, 429, 5xx), or final. */
export type WebhookAttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'retryable'; reason: string }
  | { kind: 'final'; reason: string };

/** `sha256=<hex HMAC-SHA256 of body>`: the `X-Tagproof-Signature` a receiver recomputes with its secret. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Makes one attempt: the address is checked first as the automation runner checks its targets (no
 * private, loopback or link-local address unless AUTOMATION_ALLOW_PRIVATE_TARGETS; a refusal is
 * final), redirects are not followed, any 2xx delivers.
 */
export async function attemptWebhook(
  attempt: WebhookAttempt,
  policy: NetworkPolicy,
  send: typeof fetch = fetch,
): Promise<WebhookAttemptOutcome> {
  const verdict = await checkNavigationTarget(attempt.url, policy);
  if (!verdict.allowed) return { kind: 'final', reason: verdict.reason };
  try {
    const response = await send(attempt.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Tagproof-Webhook/1',
        'x-tagproof-event': 'journey.alert',
        'x-tagproof-delivery': attempt.deliveryId,
        'x-tagproof-signature': attempt.signature,
      },
      body: attempt.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300)
      return { kind: 'delivered', status: response.status };
    const reason = `the receiver answered ${response.status}`;
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    return retryable ? { kind: 'retryable', reason } : { kind: 'final', reason };
  } catch (error) {
    return { kind: 'retryable', reason: error instanceof Error ? error.message : String(error) };
  }
}
