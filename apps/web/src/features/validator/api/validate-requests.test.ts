import { validate } from '@tagproof/engine';
import { describe, expect, it, vi } from 'vitest';
import { ValidationFailure } from './validation-failure';
import { validateRequests, VALIDATE_URL } from './validate-requests';

const payload = {
  requests: [{ url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view' }],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ValidationFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ValidationFailure))
    throw new Error(`expected a ValidationFailure, got ${String(error)}`);
  return error;
}

describe('validateRequests', () => {
  it('POSTs the payload as JSON to the service and returns the parsed answer', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(validate(payload)),
    );
    const response = await validateRequests(payload, { fetchImpl });
    expect(response.success).toBe(true);
    expect(response.data?.validatedRequests[0]?.requestMetadata.eventName).toBe('page_view');
    const [url, init = {}] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(VALIDATE_URL);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await failure(
      validateRequests(payload, { fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    expect(error.code).toBe('FETCH_ERROR');
  });

  it('maps a timeout to TIMEOUT_ERROR', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const error = await failure(validateRequests(payload, { fetchImpl, timeoutMs: 10 }));
    expect(error.code).toBe('TIMEOUT_ERROR');
  });

  it('maps an unreadable or unexpected answer to PARSING_ERROR', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notJson = await failure(
      validateRequests(payload, { fetchImpl: async () => new Response('<html>', { status: 200 }) }),
    );
    expect(notJson.code).toBe('PARSING_ERROR');
    const wrongShape = await failure(
      validateRequests(payload, { fetchImpl: async () => json({ success: true, data: { nope: 1 } }) }),
    );
    expect(wrongShape.code).toBe('PARSING_ERROR');
  });

  it('maps an HTTP error to its status, with the message of the answer when there is one', async () => {
    const down = await failure(
      validateRequests(payload, {
        fetchImpl: async () => new Response('Service Unavailable', { status: 503 }),
      }),
    );
    expect(down.code).toBe(503);
    expect(down.message).toContain('503');
    const invalid = await failure(
      validateRequests(payload, {
        fetchImpl: async () =>
          json({ message: 'Invalid payload: requests', code: 400, type: 'general_argument_invalid' }, 400),
      }),
    );
    expect(invalid).toMatchObject({ code: 400, message: 'Invalid payload: requests' });
  });
});
