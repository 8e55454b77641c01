import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutomationRequest } from './automation-types';
import { AutomationApiError } from './automation-api-error';
import { fetchAutomationResults, resultsUrl } from './fetch-automation-results';
import { submitAutomation } from './submit-automation';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const request: AutomationRequest = {
  metadata: { isPremium: false, isLoggedIn: false, userID: null },
  navigation: { websiteUrl: 'https://shop.example', timeoutPerStep: 30000 },
  instructions: [],
  useAI: false,
  nonAIInstructions: [{ type: 'navigate', url: 'https://shop.example' }],
};

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(body === undefined ? 'not json' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

async function rejection(promise: Promise<unknown>): Promise<AutomationApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AutomationApiError);
  return error as AutomationApiError;
}

describe('submitAutomation', () => {
  it('posts the request as JSON with the bearer user id, and returns the job', async () => {
    const fetchImpl = answer(202, { jobId: 'j1', token: 't1', status: 'queued' });
    expect(await submitAutomation(request, { userId: 'u1', fetchImpl })).toEqual({
      jobId: 'j1',
      token: 't1',
      status: 'queued',
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/automation');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer u1' });
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('sends no authorization header for an anonymous user', async () => {
    const fetchImpl = answer(202, { jobId: 'j1', token: 't1', status: 'queued' });
    await submitAutomation(request, { fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('says "Failed to submit automation request" with the service reason on a non-ok answer', async () => {
    const error = await rejection(
      submitAutomation(request, {
        fetchImpl: answer(400, {
          message: 'Private addresses are refused',
          code: 400,
          type: 'automation_private_target',
        }),
      }),
    );
    expect(error.message).toBe('Failed to submit automation request');
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Private addresses are refused');

    const html = await rejection(submitAutomation(request, { fetchImpl: answer(502, undefined) }));
    expect(html.detail).toBe('The automation service answered HTTP 502.');
  });

  it('fails on a network error and on an answer without a job id', async () => {
    const offline = await rejection(
      submitAutomation(request, {
        fetchImpl: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('x'))),
      }),
    );
    expect(offline.message).toBe('Failed to submit automation request');
    const empty = await rejection(submitAutomation(request, { fetchImpl: answer(202, {}) }));
    expect(empty.detail).toBe('The automation service did not return a job id.');
  });
});

describe('fetchAutomationResults', () => {
  it('reads the job with the token and the bearer user id', async () => {
    const fetchImpl = answer(200, { status: 'processing' });
    expect(await fetchAutomationResults('j/1', { token: 'a b', userId: 'u1', fetchImpl })).toEqual({
      status: 'processing',
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/automation/results/j%2F1?token=a%20b');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer u1' });
    expect(resultsUrl('j1', null)).toBe('/api/automation/results/j1');
  });

  it.each([401, 403])('answers %i with the not-authorised text', async (status) => {
    const error = await rejection(
      fetchAutomationResults('j1', { fetchImpl: answer(status, { message: 'no' }) }),
    );
    expect(error.message).toBe('You are not authorized to view these results');
  });

  it('answers other failures with "Failed to fetch results"', async () => {
    const missing = await rejection(
      fetchAutomationResults('j1', { fetchImpl: answer(404, { message: 'No automation job j1' }) }),
    );
    expect([missing.message, missing.detail]).toEqual(['Failed to fetch results', 'No automation job j1']);
    const broken = await rejection(fetchAutomationResults('j1', { fetchImpl: answer(200, { nope: true }) }));
    expect(broken.message).toBe('Failed to fetch results');
    const offline = await rejection(
      fetchAutomationResults('j1', {
        fetchImpl: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('x'))),
      }),
    );
    expect(offline.message).toBe('Failed to fetch results');
  });
});
