import { decode, forgetCall, maskPersonalData, validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import {
  almostNumberPurchase,
  HOSTILE_EMAIL_VALUES,
  HOSTILE_PHONE_VALUES,
  largeSession,
  purchasesSharingOneId,
  twitterManyEvents,
} from './worst-case-inputs.js';

/** The worst-case figures time the work they name, not a shortcut or a failure of it. */
describe('the worst-case inputs', () => {
  it('are hostile values that hold no personal data', () => {
    for (const value of [...HOSTILE_EMAIL_VALUES, ...HOSTILE_PHONE_VALUES]) {
      expect(value.length).toBeGreaterThanOrEqual(200_000);
      expect(maskPersonalData(value)).toBe(value);
    }
  });

  it('decode the X pixel hit with all 50,000 event names', () => {
    const [event] = decode(twitterManyEvents());
    forgetCall();
    expect(event?.category).toBe('TWITTER');
    expect(event?.findings).toEqual([]);
    expect(event?.eventName?.split(',')).toHaveLength(50_000);
  });

  it('validate the almost-number as an invalid value, and every shared transaction_id', () => {
    const codes = (requests: ReadonlyArray<Record<string, unknown>>) =>
      (validate({ requests }).data?.validatedRequests ?? []).map((request) =>
        request.validation.autoValidationResults.suggestedParameters
          .concat(request.validation.autoValidationResults.erroredParameters)
          .map((finding) => finding.code),
      );
    expect(codes(almostNumberPurchase())[0]).toContain('VALUE_INVALID');
    const purchases = codes(purchasesSharingOneId());
    expect(purchases).toHaveLength(5_000);
    expect(purchases.every((found) => found.includes('TRANSACTION_ID_REUSED'))).toBe(true);
    const session = codes(largeSession());
    expect(session).toHaveLength(6_000);
    expect(session.filter((found) => found.includes('TRANSACTION_ID_REUSED'))).toHaveLength(2_000);
  });
});
