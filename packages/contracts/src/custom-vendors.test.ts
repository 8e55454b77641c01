import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_VENDORS_BYTES } from './custom-vendors.js';
import { ValidationPayloadSchema } from './validation-payload.js';

const ACME = {
  code: 'ACME',
  name: 'Acme',
  match: { hosts: ['collect.acme.example'], paths: ['/e'] },
  event: 'ev',
};
const REQUESTS = [{ url: 'https://collect.acme.example/e?ev=x' }];

describe('custom vendors in contracts', () => {
  it('lets a validation payload carry definitions, unchanged', () => {
    const parsed = ValidationPayloadSchema.parse({ requests: REQUESTS, vendors: [ACME] });
    expect(parsed.vendors).toEqual([ACME]);
  });

  it.each<[string, unknown]>([
    ['a built-in code', [{ ...ACME, code: 'FACEBOOK' }]],
    ['a malformed definition', [{ ...ACME, match: { hosts: [] } }]],
    ['not a list', { ACME }],
    ['too many', Array.from({ length: 101 }, (_, index) => ({ ...ACME, code: `A${index}B` }))],
    ['too large', [{ ...ACME, name: 'x'.repeat(MAX_CUSTOM_VENDORS_BYTES) }]],
  ])('refuses %s, with the path of the field', (_, vendors) => {
    const parsed = ValidationPayloadSchema.safeParse({ requests: REQUESTS, vendors });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe('vendors');
  });
});
