import { describe, expect, it } from 'vitest';
import { decodeRequestBody } from './request-body.js';

const bytes = (text: string): ArrayBuffer => {
  const encoded = new TextEncoder().encode(text);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength) as ArrayBuffer;
};

describe('decodeRequestBody', () => {
  it('gives null without a body, with an error, or when empty', () => {
    expect(decodeRequestBody(undefined)).toBeNull();
    expect(decodeRequestBody({ error: 'Unknown error.' })).toBeNull();
    expect(decodeRequestBody({})).toBeNull();
    expect(decodeRequestBody({ raw: [] })).toBeNull();
    expect(decodeRequestBody({ raw: [{ bytes: new ArrayBuffer(0) }] })).toBeNull();
    expect(decodeRequestBody({ formData: {} })).toBeNull();
  });

  it('decodes raw bytes as UTF-8, joining the parts in order', () => {
    const body = 'en=page_view&ep.city=Zürich\nen=scroll&epn.percent_scrolled=90';
    const cut = 20;
    expect(
      decodeRequestBody({ raw: [{ bytes: bytes(body.slice(0, cut)) }, { bytes: bytes(body.slice(cut)) }] }),
    ).toBe(body);
  });

  it('keeps a multi-byte character split across two parts', () => {
    const all = new TextEncoder().encode('ü');
    const first = all.slice(0, 1).buffer;
    const second = all.slice(1).buffer;
    expect(decodeRequestBody({ raw: [{ bytes: first }, { bytes: second }] })).toBe('ü');
  });

  it('skips uploaded files', () => {
    expect(decodeRequestBody({ raw: [{ file: '/tmp/upload.bin' }, { bytes: bytes('{"a":1}') }] })).toBe(
      '{"a":1}',
    );
  });

  it('replaces invalid UTF-8 instead of failing', () => {
    expect(decodeRequestBody({ raw: [{ bytes: new Uint8Array([0x61, 0xff, 0x62]).buffer }] })).toBe(
      'a\uFFFDb',
    );
  });

  it('re-encodes form data as a URL-encoded body, repeated keys kept', () => {
    expect(
      decodeRequestBody({
        formData: { id: ['123'], ev: ['Purchase'], 'cd[content_ids]': ['["a b"]'], tag: ['x', 'y&z'] },
      }),
    ).toBe('id=123&ev=Purchase&cd%5Bcontent_ids%5D=%5B%22a%20b%22%5D&tag=x&tag=y%26z');
  });

  it('decodes form values Chrome gives as bytes', () => {
    expect(decodeRequestBody({ formData: { note: [bytes('héllo')] } })).toBe('note=h%C3%A9llo');
  });
});
