import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ErrorBodySchema, importErrorType, isErrorType } from './index.js';

describe('error catalogue', () => {
  it('gives every engine import failure a catalogue type', () => {
    const codes = [
      'IMPORT_NOT_HAR',
      'IMPORT_INVALID_JSON',
      'IMPORT_INVALID_ENTRIES',
      'IMPORT_EMPTY',
      'IMPORT_UNKNOWN_FORMAT',
    ] as const;
    for (const code of codes) expect(isErrorType(importErrorType(code)), code).toBe(true);
  });

  it('parses an error body of a catalogue type and refuses an unknown type', () => {
    const body = { message: 'Document not found.', code: 404, type: 'document_not_found', version: '1.0.0' };
    expect(ErrorBodySchema.parse(body)).toEqual(body);
    expect(ErrorBodySchema.safeParse({ ...body, type: 'not_in_the_catalogue' }).success).toBe(false);
    expect(isErrorType('toString')).toBe(false);
  });

  it('answers 4xx or 5xx statuses only', () => {
    for (const [type, entry] of Object.entries(ERROR_CATALOGUE))
      expect(entry.status >= 400 && entry.status < 600, type).toBe(true);
  });
});
