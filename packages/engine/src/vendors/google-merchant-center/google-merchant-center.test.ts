import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Google Merchant Center tag', () => {
  it('is no GA4 property: no GA4 rule runs on its hits', () => {
    const response = validate({
      requests: [
        {
          url: 'https://www.merchant-center-analytics.goog/mc/collect?v=2&tid=MC-Y41CDBPZ5C&cid=1.2&en=purchase&dl=https%3A%2F%2Fshop.example%2F',
        },
      ],
    });
    const [request] = response.data?.validatedRequests ?? [];
    expect(request?.requestMetadata.requestCategory).toBe('GOOGLEMERCHANTCENTER');
    // A GA4 purchase without currency, value or transaction id would get GA4 findings.
    expect(request?.validation.autoValidationResults.erroredParameters).toEqual([]);
  });
});
