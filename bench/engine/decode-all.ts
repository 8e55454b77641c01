import { decodeCaptured, forgetCall, normalizeRequest } from '@tagproof/engine';

/**
 * Decoding alone, as validate() decodes: each entry read, recognised, decoded and labelled, names and
 * values shared within the call, then forgotten. No rules, duplicates, checks nor answer: the share of
 * validate()'s time that work on those cannot take off. Answers the number of decoded events.
 */
export function decodeAll(requests: readonly unknown[]): number {
  let events = 0;
  try {
    for (let index = 0; index < requests.length; index++) {
      const captured = normalizeRequest(requests[index], index);
      if (!('reason' in captured)) events += decodeCaptured(captured).length;
    }
  } finally {
    forgetCall();
  }
  return events;
}
