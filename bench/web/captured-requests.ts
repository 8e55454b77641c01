import { mixedRequests } from '../engine/mixed-requests.js';

/**
 * `count` of the engine benchmark's mixed requests in the shape the extension sends with
 * `validatorDataReceived`: `{requestMetadata: {requestId, requestUrl, method, postData}, tabUrl,
 * timestamp}` (a navigation keeps its `Navigation` category).
 */
export function capturedRequests(count: number): Array<Record<string, unknown>> {
  return mixedRequests(count).map((flat) => {
    const { url, method, postData, requestId, type, tabUrl, timestamp } = flat as {
      url: string;
      method?: string;
      postData?: string;
      requestId: string;
      type?: string;
      tabUrl: string;
      timestamp: number;
    };
    return {
      requestMetadata: {
        requestId,
        requestUrl: url,
        ...(method ? { method } : {}),
        ...(postData ? { postData } : {}),
        ...(type === 'navigation' ? { requestCategory: 'Navigation' } : {}),
      },
      tabUrl,
      timestamp,
    };
  });
}
