import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { decodeAll } from './decode-all.js';

const batched = {
  url: 'https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2',
  method: 'POST',
  postData: 'en=page_view\r\nen=scroll&epn.percent_scrolled=90',
};
const meta = { url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView' };

describe('decodeAll', () => {
  it('decodes every readable entry into as many events as validate() answers, and skips the rest', () => {
    const requests = [batched, { method: 'GET' }, meta, 'not an entry'];
    const validated = validate({ requests }).data?.validatedRequests ?? [];
    const readable = validated.filter((request) => request.requestMetadata.requestUrl !== '');
    expect(decodeAll(requests)).toBe(3);
    expect(readable).toHaveLength(3);
  });
});
