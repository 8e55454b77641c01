import { describe, expect, it } from 'vitest';
import type { ValidatedRequest } from '../validation-types';
import { findValidatedRequest } from './find-validated-request';
import type { SessionData, SessionSummary } from './session-types';

const request = (requestId: string) => ({ requestMetadata: { requestId } }) as unknown as ValidatedRequest;
const summary = (id: string, status: 'validated' | 'error' = 'validated') =>
  ({ id, status, timestamp: 1, requestCount: 1, categories: [] }) as unknown as SessionSummary;
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
