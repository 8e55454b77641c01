/** The onboarding steps and recommendations of the getting-started view (specification §1), as data. */

export interface OnboardingStep {
  title: string;
  description: string;
}

export interface RecommendationGroup {
  /** Stable id, used for headings' anchors and tests. */
  id: string;
  title: string;
  items: readonly string[];
}

export interface SupportedPlatform {
  name: string;
  coverage: 'Full' | 'Partial';
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Install the free browser extension',
    description:
      'Add the Tagproof extension to Chrome. It captures the tracking requests your pages send while you browse.',
  },
  {
    title: 'Click Start Session in the extension popup',
    description: 'Then use your site as a visitor would: every tracking event is captured as it happens.',
  },
  {
    title: 'Click Send to the hub in the popup',
    description:
      'This page opens with the analysis: errors, suggestions, duplicates and your custom checks for every request.',
  },
];

export const SUPPORTED_PLATFORMS: readonly SupportedPlatform[] = [
  { name: 'Google Analytics 4', coverage: 'Full' },
  { name: 'Facebook (Meta Pixel)', coverage: 'Partial' },
  { name: 'Page navigations', coverage: 'Full' },
];

export const RECOMMENDATION_GROUPS: readonly RecommendationGroup[] = [
  {
    id: 'isolation',
    title: 'Test events in isolation',
    items: [
      'Trigger one interaction at a time and check its requests before moving on to the next.',
      'Adding the same item to the cart repeatedly in one session triggers a duplicate: start a new session for each scenario.',
      'One click that produces two add-to-cart events is a correct duplicate: that is a tracking problem to fix.',
    ],
  },
  {
    id: 'clean-session',
    title: 'Capture a clean session',
    items: [
      'Start the session before loading the page, so the page view and the tag libraries are captured too.',
      'Answer the cookie banner on purpose: consent choices change what your tags are allowed to send.',
      'Turn off ad blockers and privacy extensions on the site you test; they block tracking requests.',
    ],
  },
  {
    id: 'results',
    title: 'Read the results',
    items: [
      'Errors are incorrect parameters: the data will be dropped, rejected or wrong.',
      'Suggestions are improvements worth making; the data still arrives without them.',
      'Open a request to see every parameter it sent, with its errors and suggestions.',
    ],
  },
  {
    id: 'custom-checks',
    title: 'Check what matters to your business',
    items: [
      'Sign in to create tests and triggers, for example straight from a captured request.',
      'A trigger says when a test is expected; a test says what the request must contain.',
      'Your tests and triggers run on every validation, so regressions show up at once.',
    ],
  },
];
