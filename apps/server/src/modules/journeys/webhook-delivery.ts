import { createHmac, randomUUID } from 'node:crypto';
import { checkNavigationTarget, type NetworkPolicy } from '../automation/runner/network-guard.js';

/** Waits before the 2nd, 3rd… attempt of a webhook (five attempts in about a minute). */
export const DEFAULT_WEBHOOK_DELAYS_MS: readonly number[] = [2_000, 6_000, 18_000, 40_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

export interface WebhookDelivery {
  url: string;
  /** The exact JSON text sent, which the signature covers. */
  body: string;
  secret: string;
  policy: NetworkPolicy;
  /** Delays before each retry; their count is the number of retries. */
  delaysMs?: readonly number[];
  fetch?: typeof fetch;
}

/** How a delivery ended. */
export type WebhookResult =
  | { delivered: true; attempts: number; status: number }
  | { delivered: false; attempts: number; reason: string };

/** `sha256=<hex HMAC-SHA256 of body>`: the `X-Tagproof-Signature` a receiver recomputes with its secret. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a signed JSON body to a webhook: the address is checked before every attempt as the
 * automation runner checks its targets (no private, loopback or link-local address unless
 * AUTOMATION_ALLOW_PRIVATE_TARGETS), redirects are not followed, and a network error, a timeout,
 * 408, 429 or a 5xx answer is retried after each of `delaysMs`; any 2xx ends it. Every attempt
 * carries the same `X-Tagproof-Delivery` id, so a receiver can drop repeats.
 */
export async function deliverWebhook(delivery: WebhookDelivery): Promise<WebhookResult> {
  const delays = delivery.delaysMs ?? DEFAULT_WEBHOOK_DELAYS_MS;
  const send = delivery.fetch ?? fetch;
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Tagproof-Webhook/1',
    'x-tagproof-event': 'journey.alert',
    'x-tagproof-delivery': randomUUID(),
    'x-tagproof-signature': webhookSignature(delivery.secret, delivery.body),
  };
  let reason = 'not sent';
  for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
    if (attempt > 1) await sleep(delays[attempt - 2] ?? 0);
    const verdict = await checkNavigationTarget(delivery.url, delivery.policy);
    if (!verdict.allowed) return { delivered: false, attempts: attempt, reason: verdict.reason };
    try {
      const response = await send(delivery.url, {
        method: 'POST',
        headers,
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300)
        return { delivered: true, attempts: attempt, status: response.status };
      reason = `the receiver answered ${response.status}`;
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      if (!retryable) return { delivered: false, attempts: attempt, reason };
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  return { delivered: false, attempts: delays.length + 1, reason };
}
