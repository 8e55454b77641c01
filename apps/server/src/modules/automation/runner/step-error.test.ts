import { describe, expect, it } from 'vitest';
import { stepError } from './journey-runner.js';

describe('a failed step’s reason', () => {
  it('drops the URL Chromium repeats when the step already names it', () => {
    expect(
      stepError(
        'net::ERR_EMPTY_RESPONSE at http://127.0.0.1:4000/product',
        'Navigate to http://127.0.0.1:4000/product',
      ),
    ).toBe('net::ERR_EMPTY_RESPONSE');
  });

  it('keeps a URL the step does not name, and only the first line', () => {
    expect(
      stepError('net::ERR_ABORTED at https://other.example/\n    at Frame.goto', 'Click "Add to cart"'),
    ).toBe('net::ERR_ABORTED at https://other.example/');
  });
});
