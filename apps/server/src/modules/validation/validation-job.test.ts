import { ValidationResponseSchema } from '@tagproof/contracts';
import { describe, expect, it } from 'vitest';
import { runValidationJob } from './validation-job.js';

const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view';
const job = (text: string, maxAnswerBytes?: number) =>
  runValidationJob(Buffer.from(text), maxAnswerBytes === undefined ? {} : { maxAnswerBytes });

describe('runValidationJob', () => {
  it('answers the JSON bytes of the validation response', () => {
    const outcome = job(JSON.stringify({ requests: [{ url: GA4 }] }));
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    const body = ValidationResponseSchema.parse(JSON.parse(Buffer.from(outcome.json).toString('utf8')));
    expect(body.success).toBe(true);
  });

  it('refuses an answer over the byte limit with validation_answer_too_large', () => {
    const requests = Array.from({ length: 20 }, () => ({ url: GA4 }));
    expect(job(JSON.stringify({ requests }), 10_000)).toMatchObject({
      kind: 'error',
      type: 'validation_answer_too_large',
    });
  });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', '{"requests": ['],
    ['prototype poisoning', '{"requests": [], "__proto__": {"polluted": true}}'],
    ['constructor poisoning', '{"requests": [], "constructor": {"prototype": {"polluted": true}}}'],
    ['a payload off the schema', '{"requests": "none"}'],
  ])('answers %s with general_argument_invalid', (_case, text) => {
    expect(job(text)).toMatchObject({ kind: 'error', type: 'general_argument_invalid' });
  });
});
