import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { META_RULES } from '../../rules/meta/index.js';
import { META_REFERENCE } from '../../rules/meta/meta-facts.js';
import { facebookSdk } from './facebook-sdk.js';
import { describeVendorFixtures, loadPositiveFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('an App Event of the Facebook JS SDK', () => {
  // The two App IDs of marchofdimes.org (fixtures), beside the site's real pixel PageView.
  const fixtures = loadPositiveFixtures(import.meta.dirname);
  const request = (file: string) => fixtures.find((fixture) => fixture.file === file)?.request;
  const pixelPageView = {
    url: 'https://www.facebook.com/tr/?id=133018690663760&ev=PageView&dl=https%3A%2F%2Fwww.marchofdimes.org%2F&rl=&if=false&ts=1634685432364&sw=375&sh=812&v=2.9.47&r=stable&ec=0&o=30&fbp=fb.1.1634685432350.561590879&it=1634685431162&coo=false&rqm=GET',
  };

  it('is no Meta Pixel hit: its own category, the App ID as account, and no Meta rule runs on it', () => {
    const answer = validate({
      requests: [
        request('page-view-marchofdimes-2021.json'),
        request('page-view-second-app-marchofdimes-2021.json'),
        pixelPageView,
      ],
    });
    const validated = answer.data?.validatedRequests ?? [];
    expect(
      validated.map((entry) => [
        entry.requestMetadata.requestCategory,
        entry.requestMetadata.eventName,
        entry.requestMetadata.accountID,
      ]),
    ).toEqual([
      ['FACEBOOKSDK', 'fb_page_view', '457792097759428'],
      ['FACEBOOKSDK', 'fb_page_view', '179668297098'],
      ['FACEBOOK', 'PageView', '133018690663760'],
    ]);
    for (const entry of validated.slice(0, 2)) {
      const { erroredParameters, suggestedParameters } = entry.validation.autoValidationResults;
      const codes = [...erroredParameters, ...suggestedParameters].map((finding) => finding.code);
      expect(codes.filter((code) => code.startsWith('META_'))).toEqual([]);
      const sources = [...erroredParameters, ...suggestedParameters].map((finding) => finding.source);
      expect(sources).not.toContain(META_REFERENCE.book);
      expect(codes).not.toContain('REQUEST_UNRECOGNISED');
      expect(codes).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
    }
  });

  it('is a category no Meta rule is declared for', () => {
    for (const rule of META_RULES) {
      expect(rule.categories === 'all' || rule.categories.includes(facebookSdk.code), rule.id).toBe(false);
    }
  });
});
