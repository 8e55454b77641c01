import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

const ga4 = (gcd: string) =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-XK2R4E1PZQ&en=page_view&dl=https%3A%2F%2Fshop.example.com%2F&gcd=${gcd}`;
const meta =
  'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F';

describe('validate() answers with the consent timeline', () => {
  it('gives the states per page and marks the hits told', () => {
    const response = validate({
      requests: [{ url: ga4('13p3p3p3p5') }, { url: meta }, { url: ga4('13r3r3r3r5') }, { url: meta }],
    });
    const pages = response.data?.consent?.pages ?? [];
    expect(pages).toHaveLength(1);
    expect(pages[0]?.states.map((state) => state.ad_storage)).toEqual(['denied', 'granted']);
    expect(pages[0]?.hits.map((hit) => hit.offending)).toEqual([[], ['AD_STORAGE_DENIED'], [], []]);
    const codes = response.data?.validatedRequests.map((request) =>
      request.validation.autoValidationResults.suggestedParameters.map((finding) => finding.code),
    );
    expect(codes?.[1]).toContain('AD_STORAGE_DENIED');
    expect(codes?.[3]).not.toContain('AD_STORAGE_DENIED');
  });

  it('gives no pages when nothing carries consent', () => {
    expect(validate({ requests: [{ url: meta }] }).data?.consent).toEqual({ pages: [] });
  });

  it('keeps one page when a tag reports it without www (LinkedIn on www.nevadahealthlink.com)', () => {
    const linkedIn = {
      url: 'https://px.ads.linkedin.com/wa/',
      method: 'POST',
      postData: JSON.stringify({
        pids: [301905],
        url: 'https://shop.example.com/',
        signalType: 'PAGE_VISIT',
      }),
    };
    const onWww = (gcd: string) => ga4(gcd).replace('shop.example.com', 'www.shop.example.com');
    const pages =
      validate({ requests: [{ url: onWww('13p3p3p3p5') }, linkedIn, { url: onWww('13r3r3r3r5') }] }).data
        ?.consent?.pages ?? [];
    expect(pages.map((page) => page.pageUrl)).toEqual(['https://www.shop.example.com/']);
    expect(pages[0]?.hits).toHaveLength(3);
  });
});
