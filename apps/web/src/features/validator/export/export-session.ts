import { downloadText, fileTimestamp } from '../../../lib/download';
import type { ValidationData } from '../../../lib/validation-types';
import { toHar } from './to-har';

/** The JSON export: the captured requests (re-importable as `{requests}`) and their validation. */
export function toSessionJson(
  requests: readonly unknown[],
  validation: ValidationData | null,
  exportedAt = new Date(),
): string {
  return JSON.stringify(
    { exportedAt: exportedAt.toISOString(), tool: 'Tagproof', requests, validation },
    null,
    2,
  );
}

export function exportSessionAsJson(requests: readonly unknown[], validation: ValidationData | null): void {
  downloadText(
    `tagproof-session-${fileTimestamp()}.json`,
    toSessionJson(requests, validation),
    'application/json',
  );
}

export function exportSessionAsHar(requests: readonly unknown[]): void {
  downloadText(
    `tagproof-session-${fileTimestamp()}.har`,
    JSON.stringify(toHar(requests), null, 2),
    'application/json',
  );
}
