import type { CapturedRequestInput, ValidationData } from '../validation-types';
import type { SessionSummary } from './session-types';

/** A random short id (specification §9: generated ids are random short strings). */
export function shortId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

function field(entry: unknown, name: string): unknown {
  if (entry === null || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  const meta = record.requestMetadata;
  if (meta !== null && typeof meta === 'object' && name in meta)
    return (meta as Record<string, unknown>)[name];
  return record[name];
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export interface SummaryInput {
  id: string;
  timestamp: number;
  requests: readonly CapturedRequestInput[];
  data: ValidationData | null;
  errorMessage: string | null;
  cacheKey?: string;
}

/**
 * The stored summary of a run. Categories, page and custom check counts come from the validated
 * requests when there are any, else from what the capture said (an error run).
 */
export function buildSessionSummary(input: SummaryInput): SessionSummary {
  const validated = input.data?.validatedRequests ?? [];
  const categories = new Set<string>();
  let pageUrl: string | null = null;
  let customChecksCount = 0;
  let customChecksFailedCount = 0;
  for (const request of validated) {
    if (request.requestMetadata.requestCategory) categories.add(request.requestMetadata.requestCategory);
    pageUrl ??= request.tabUrl;
    for (const result of request.validation.customValidationResults) {
      customChecksCount += 1;
      if (!result.passed) customChecksFailedCount += 1;
    }
  }
  if (validated.length === 0) {
    for (const request of input.requests) {
      const category = field(request, 'requestCategory');
      if (typeof category === 'string' && category.length > 0) categories.add(category);
      const tabUrl = field(request, 'tabUrl');
      if (pageUrl === null && typeof tabUrl === 'string' && tabUrl.length > 0) pageUrl = tabUrl;
    }
  }
  return {
    id: input.id,
    timestamp: input.timestamp,
    requestCount: input.requests.length,
    categories: [...categories],
    status: input.errorMessage === null ? 'validated' : 'error',
    pageUrl,
    pageTitle: hostOf(pageUrl),
    customChecksCount,
    customChecksFailedCount,
    errorMessage: input.errorMessage,
    ...(input.cacheKey ? { cacheKey: input.cacheKey } : {}),
  };
}
