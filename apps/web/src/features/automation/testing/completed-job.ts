import type { AutomationJobResultPayload } from '@tagproof/contracts';
import type { AutomationResultsBody } from '../api/automation-types';

const RUN_TIMES = {
  startedAt: '2026-01-05T10:00:00.000Z',
  finishedAt: '2026-01-05T10:00:04.000Z',
  durationMs: 4000,
};

/** What the run of {@link COMPLETED_JOB} got to, as the worker builds it (the contract's job result). */
export const COMPLETED_RESULT = {
  jobId: 'job-1',
  status: 'completed',
  mode: 'recording',
  websiteUrl: 'https://shop.example/product',
  reportId: 'report-9',
  reportUrl: '/automatedResults/report-9',
  report: null,
  summary: {
    validationResults: { errors: 1, warnings: 2, info: 0 },
    totalActions: 2,
    totalRequests: 3,
    vendors: { GOOGLEANALYTICS4: { vendorName: 'Google Analytics 4', totalRequests: 3 } },
    customTests: { passed: 0, failed: 0, skipped: 0 },
    duplicateGroups: 0,
    status: 'completed',
    error: null,
    websiteUrl: 'https://shop.example/product',
    mode: 'recording',
    ...RUN_TIMES,
  },
  actions: [
    {
      index: 1,
      type: 'navigate',
      description: 'Open https://shop.example/product',
      elementClickedText: null,
      instruction: null,
      resolvedBy: null,
      status: 'passed',
      error: null,
      durationMs: 1200,
      pageUrl: 'https://shop.example/product',
      events: [gaEvent('r1', 'page_view', 0, 0)],
      screenshotUrl: '/api/automation/results/job-1/screenshots/1',
    },
    {
      index: 2,
      type: 'click',
      description: 'Click "Add to cart"',
      elementClickedText: 'Add to cart',
      instruction: 'Click the Add to cart button',
      resolvedBy: 'selector',
      status: 'passed',
      error: null,
      durationMs: 800,
      pageUrl: 'https://shop.example/product',
      events: [gaEvent('r2', 'add_to_cart', 1, 1), gaEvent('r3', 'add_to_cart', 0, 1)],
      screenshotUrl: '/api/automation/results/job-1/screenshots/2',
    },
  ],
  recording: {
    title: 'Resolved',
    steps: [
      { type: 'navigate', url: 'https://shop.example' },
      { type: 'click', selectors: [['#add']] },
    ],
  },
  ...RUN_TIMES,
} satisfies AutomationJobResultPayload;

function gaEvent(requestId: string, eventName: string, errors: number, suggestions: number) {
  return {
    requestId,
    vendor: 'Google Analytics 4',
    category: 'GOOGLEANALYTICS4',
    eventName,
    accountID: 'G-TEST',
    errors,
    suggestions,
  };
}

/** An ended job as the automation service answers it (the contract's job view). */
export const COMPLETED_JOB: AutomationResultsBody = {
  jobId: 'job-1',
  status: 'completed',
  progress: { step: 2, totalSteps: 2, description: 'Done' },
  queuePosition: null,
  attempts: 1,
  createdAt: '2026-01-05T09:59:58.000Z',
  startedAt: RUN_TIMES.startedAt,
  finishedAt: RUN_TIMES.finishedAt,
  result: COMPLETED_RESULT,
};
