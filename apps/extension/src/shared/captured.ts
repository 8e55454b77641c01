import type { CapturedRequest } from '@tagproof/engine';

/**
 * A request as the extension stores and sends it: the specification's captured-request shape
 * (`requestMetadata`, `tabUrl`, `timestamp`), plus `type: 'navigation'` on top-level page navigations
 * (which also carry the engine's NAVIGATION_CATEGORY as `requestCategory`), as the engine's importers accept it.
 */
export type ExtensionCapture = CapturedRequest & {
  type?: 'navigation';
  /**
   * The browser's id of the request (webRequest `requestId`), kept while the capture is stored so that
   * its answer can be added when it comes (`delivery`); left out when the captures are sent.
   */
  webRequestId?: string;
};
