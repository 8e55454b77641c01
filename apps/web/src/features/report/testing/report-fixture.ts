import type { ValidationReportPayload } from '@tagproof/contracts';

/** A saved report of a two-step journey: a click that sent duplicates, and a purchase. */
export const REPORT_FIXTURE: ValidationReportPayload = {
  AllRequestsAllActionsAllTestResults: {
    summary: {
      validationResults: { errors: 1, warnings: 1, info: 2 },
      totalActions: 2,
      vendors: { GOOGLEANALYTICS4: { totalRequests: 3 }, FACEBOOK: { totalRequests: 1 } },
    },
    validationResults: {
      'action-1': {
        actionInfo: {
          elementClickedText: 'Add to cart',
          description: 'Click the Add to cart button',
          screenshotUrl: '/api/automation/results/job-1/screenshots/1',
        },
        actionValidationResults: [
          {
            severity: 'warning',
            message: 'add_to_cart was sent twice for one click',
            triggeredBy: { rule: 'DUPLICATE_EVENT', metrics: ['en'], received: 2, expected: 1 },
          },
        ],
        requests: [
          {
            originalRequest: {
              queryString: 'v=2&tid=G-ABC123&en=add_to_cart&cu=EUR&epn.value=19.99',
              postData: null,
              eventName: 'add_to_cart',
              accountID: 'G-ABC123',
              requestCategory: 'GOOGLEANALYTICS4',
            },
            // The engine's decoded parameters with their labels (the worker saves them).
            parameters: [
              { name: 'v', label: 'Protocol version', group: 'other', value: '2' },
              { name: 'tid', label: 'Measurement ID', group: 'most_used', value: 'G-ABC123' },
              { name: 'en', label: 'Event name', group: 'most_used', value: 'add_to_cart' },
              { name: 'cu', label: 'Currency', group: 'e_commerce', value: 'EUR' },
              { name: 'epn.value', label: 'value (number)', group: 'e_commerce', value: '19.99' },
            ],
            validationResults: [
              {
                severity: 'error',
                fieldPath: 'epn.value',
                message: 'items is missing',
                triggeredBy: {
                  rule: 'GA4_ITEMS_REQUIRED',
                  metrics: ['pr1'],
                  received: null,
                  expected: 'an item',
                },
              },
              { severity: 'info', message: 'Consider sending a currency', triggeredBy: { metrics: ['cu'] } },
            ],
            testResults: [
              { testID: 't1', testName: 'Currency is EUR', passed: true, skipped: false },
              {
                testID: 't2',
                testName: 'Value above zero',
                passed: false,
                skipped: false,
                conditions: [
                  { metric: 'cu', comparison: 'equals', expected: 'EUR', received: 'EUR', passed: true },
                  {
                    metric: 'epn.value',
                    comparison: 'equals',
                    expected: '19.99',
                    received: '0',
                    passed: false,
                  },
                ],
              },
              { testID: 't3', testName: 'Purchase has items', passed: false, skipped: true },
            ],
          },
          {
            originalRequest: {
              queryString:
                'v=2&tid=G-ABC123&en=add_to_cart&dl=https%3A%2F%2Fshop.example%2F%3Femail%3Djane.doe%2540example.com',
              postData: 'en=scroll&epn.percent_scrolled=90\nen=user_engagement&_et=1200',
              eventName: 'add_to_cart',
              accountID: 'G-ABC123',
              requestCategory: 'GOOGLEANALYTICS4',
            },
            validationResults: [],
            testResults: [],
          },
        ],
      },
      'action-2': {
        actionInfo: { elementClickedText: '', description: 'Place order' },
        actionValidationResults: [],
        requests: [
          {
            originalRequest: {
              queryString: 'id=123456&ev=Purchase',
              postData: '{"custom_data":{"value":42,"currency":"EUR"}}',
              eventName: 'Purchase',
              accountID: '123456',
              requestCategory: 'FACEBOOK',
              // Sent by a payment provider's frame in the checkout page.
              tabUrl: 'https://shop.example.com/checkout',
              frameUrl: 'https://pay.example-psp.com/frame',
            },
            validationResults: [{ severity: 'warning', message: 'content_ids is recommended' }],
            testResults: [],
          },
        ],
      },
    },
  },
};
