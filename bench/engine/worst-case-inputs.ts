import { capturedEntry } from './captured-entry.js';

/**
 * The adversarial inputs of the engine's unit tests (no timed unit tests: their speed is measured
 * here): long hostile values for the e-mail and phone scanners, a GA4 value that is a long
 * almost-number, sessions where thousands of purchases share one transaction_id, and an X pixel hit
 * with a huge `events` array.
 */

/** Values of about 200 KB that make an e-mail scanner read far or often (email-scan.test.ts). */
export const HOSTILE_EMAIL_VALUES: readonly string[] = [
  'a'.repeat(200_000),
  '@'.repeat(200_000),
  'a@'.repeat(100_000),
  `${'a.'.repeat(100_000)}@`,
  `@${'a.'.repeat(100_000)}`,
  `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`,
  'x@y.'.repeat(50_000),
  `${'-'.repeat(100_000)}@${'-'.repeat(100_000)}`,
];

/** Values of about 200 KB that make a phone scanner try many candidates (phone-scan.test.ts). */
export const HOSTILE_PHONE_VALUES: readonly string[] = [
  '+'.repeat(200_000),
  '+1'.repeat(100_000),
  '+1 '.repeat(70_000),
  '(555) '.repeat(40_000),
  '555-123-'.repeat(30_000),
  '1-'.repeat(100_000),
  '9'.repeat(200_000),
  ' 1'.repeat(100_000),
];

const GTAG =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&gtm=45je4bi0v9171998105&cid=1698765432.1731923912&ul=en-us&sid=1731923912&sct=1&seg=1&dl=https%3A%2F%2Fshop.example.com%2Fthanks&dt=Thanks';

/** `count` captured requests cycling through `requests`, with ids r1, r2… as a capture has them. */
function session(
  count: number,
  requests: ReadonlyArray<Record<string, unknown>>,
): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, index) =>
    capturedEntry(requests[index % requests.length] ?? {}, {
      requestId: `r${index + 1}`,
      timestamp: 1731923912000 + index * 250,
    }),
  );
}

/** A GA4 purchase whose value is 200,000 digits and an `x` (text.test.ts: parseDecimal). */
export function almostNumberPurchase(): Array<Record<string, unknown>> {
  const value = `${'1'.repeat(200_000)}x`;
  return session(1, [
    { url: `${GTAG}&en=purchase&cu=EUR&ep.transaction_id=T-1&epn.value=${value}`, method: 'POST' },
  ]);
}

/** 5,000 GA4 purchases with one transaction_id (transaction.test.ts). */
export function purchasesSharingOneId(): Array<Record<string, unknown>> {
  const purchase = `${GTAG}&en=purchase&cu=EUR&ep.transaction_id=SAME&epn.value=10&pr1=idSKU_1~nmItem%201~pr10~qt1`;
  return session(5_000, [{ url: purchase, method: 'POST' }]);
}

/** 6,000 requests: a page view, a purchase (all 2,000 with one transaction_id), a Meta pixel (robustness.test.ts). */
export function largeSession(): Array<Record<string, unknown>> {
  return session(6_000, [
    { url: `${GTAG}&en=page_view&gcs=G100`, method: 'POST' },
    { url: `${GTAG}&en=purchase&cu=EUR&ep.transaction_id=T&epn.value=10&pr1=idA~pr10`, method: 'POST' },
    { url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView', method: 'GET' },
  ]);
}

/**
 * An X pixel POST whose `events` array holds 50,000 events: 100,000 flattened parameters, as many as
 * twitter.test.ts gives the event-name reader. (100,000 events are not decoded: the flattened
 * parameters are pushed as spread arguments, past V8's limit, and the hit says it could not be read.)
 */
export function twitterManyEvents(): { url: string; method: string; postData: string } {
  const events = JSON.stringify(Array.from({ length: 50_000 }, (_, index) => [`event_${index}`, {}]));
  return {
    url: 'https://analytics.twitter.com/i/adsctp',
    method: 'POST',
    postData: `txn_id=o309v&p_id=Twitter&events=${encodeURIComponent(events)}`,
  };
}
