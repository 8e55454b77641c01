/** The validator help panel's text (specification §2: the features and the supported platforms). */

export interface HelpTopic {
  title: string;
  text: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Summary Report',
    text: 'Nine tiles count the requests by outcome. Click one to show only those requests; Total Requests shows them all again.',
  },
  {
    title: 'Errors and suggestions',
    text: 'An error is an incorrect parameter: the data is dropped, rejected or wrong. A suggestion is an improvement worth making. Open a request to see each parameter, marked where a finding concerns it.',
  },
  {
    title: 'Duplicates',
    text: 'Requests of one platform with the same event and parameters on the same page. Click a request id to jump to it. One click that sends two identical events is a real duplicate to fix.',
  },
  {
    title: 'Custom checks',
    text: 'Signed-in users create tests (what a request must contain) and triggers (when a test is expected). They run on every validation; results show per request.',
  },
  {
    title: 'Filters',
    text: 'Filter by request type, platform support, validation status, custom checks, duplicates and platform. Filters of different groups combine (AND); values in one group add up (OR).',
  },
  {
    title: 'Cached Results',
    text: 'Every run is stored in this browser: the latest 10 sessions. Results are reused for 24 hours; Revalidate runs the same requests again.',
  },
  {
    title: 'Import and export',
    text: 'Without the extension, import a HAR file from your browser’s DevTools or a JSON list of requests. Export the current session as JSON (requests and results) or as HAR.',
  },
];

export const PLATFORM_SUPPORT: ReadonlyArray<{ name: string; level: string }> = [
  { name: 'Google Analytics 4', level: 'Full automatic validation' },
  { name: 'Facebook (Meta Pixel)', level: 'Partial automatic validation' },
  { name: 'Page navigations', level: 'Campaign parameters and click ids' },
  {
    name: 'Google Ads, Google Tag Manager, Pinterest, Bing, Teads, ContentSquare, TikTok, X (Twitter), Adobe Launch, Adobe Web SDK, Microsoft Clarity, Dynamic Yield, Reddit',
    level: 'Recognised and decoded, duplicates and custom checks; automatic validation to come',
  },
];
