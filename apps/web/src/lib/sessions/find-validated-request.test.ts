import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import type { ValidatedRequest } from '../validation-types';
import { findValidatedRequest } from './find-validated-request';
import type { SessionData, SessionSummary } from './session-types';

/** A real validated request (the engine's answer) with the given id. */
const request = (requestId: string): ValidatedRequest => {
  const validated = validate({ requests: [{ url: 'https://example.com/', requestId }] }).data
    ?.validatedRequests[0];
  if (!validated) throw new Error('the engine validated nothing');
  return validated;
};
const summary = (id: string, status: 'validated' | 'error' = 'validated'): SessionSummary => ({
  id,
  status,
  timestamp: 1,
  requestCount: 1,
  categories: [],
  pageUrl: null,
  pageTitle: null,
  customChecksCount: 0,
  customChecksFailedCount: 0,
  errorMessage: null,
});
const data = (ids: string[]): SessionData => ({
  requestData: [],
  timestamp: 1,
  validationResponse: {
    success: true,
    error: null,
    data: {
      validatedRequests: ids.map(request),
      duplicates: [],
      crossValidation: { triggers: [], navigation: [], purchaseParity: [] },
    },
  },
});

describe('findValidatedRequest', () => {
  const sessions = {
    list: () => [summary('s-error', 'error'), summary('s1'), summary('s2')],
    loadData: async (id: string) => (id === 's1' ? data(['a']) : id === 's2' ? data(['b', 'c']) : undefined),
  };

  it('finds a request on screen first', async () => {
    const shown = request('x');
    expect(await findValidatedRequest('x', [shown], sessions)).toBe(shown);
  });

  it('then in the stored sessions, newest first', async () => {
    expect((await findValidatedRequest('c', [], sessions))?.requestMetadata.requestId).toBe('c');
    expect(await findValidatedRequest('zzz', undefined, sessions)).toBeNull();
  });
});
