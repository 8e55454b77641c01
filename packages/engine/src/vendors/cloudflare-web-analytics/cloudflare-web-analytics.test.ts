import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Cloudflare Web Analytics load report', () => {
  it('keeps the resource timing list whole: one parameter, not 26 per file', () => {
    const resources = Array.from({ length: 100 }, (_, index) => ({
      n: `https://shop.example/${index}.js`,
      s: index,
      d: 1,
    }));
    const [event] = decode({
      url: 'https://shop.example/cdn-cgi/rum?',
      method: 'POST',
      postData: JSON.stringify({
        resources,
        eventType: 1,
        siteToken: 'abc',
        location: 'https://shop.example/',
      }),
    });
    const names = event?.parameters.map((param) => param.name) ?? [];
    expect(names.filter((name) => name.startsWith('resources'))).toEqual(['resources']);
    expect(JSON.parse(event?.parameters.find((param) => param.name === 'resources')?.value ?? '')).toEqual(
      resources,
    );
    expect(names).toContain('location');
  });
});
