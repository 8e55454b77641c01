import { errorCode, errorMessage } from '../../../lib/appwrite';
import { downloadText, fileTimestamp } from '../../../lib/download';
import type { EntityKind } from '../model/entity-types';
import type { ImportPlan, PlannedDocument } from '../model/checks-file';
import type { EntitiesApi } from './entities-api';

/** The server's checks-file export of the signed-in user's tests and triggers. */
export const CHECKS_EXPORT_URL = '/api/checks';

/** Downloads the user's tests and triggers as a checks file (`tagproof validate --checks`). */
export async function downloadChecksFile(fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(CHECKS_EXPORT_URL, { credentials: 'same-origin' });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(exportErrorMessage(response.status, text));
  }
  downloadText(`tagproof-checks-${fileTimestamp()}.json`, text, 'application/json');
}

/** The server's message from an error body (any JSON with a string `message`), else the status. */
function exportErrorMessage(status: number, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: the status says it.
  }
  return `The export failed (HTTP ${status}).`;
}

/** How an import ended. */
export interface ImportOutcome {
  created: number;
  /** Items that turned out to exist already (created meanwhile, or beyond the loaded lists). */
  alreadyThere: number;
  /** The first failure that stopped the import, if any. */
  error: string | null;
}

/** Waits between attempts when the document writes are rate-limited (120 a minute). */
export const RATE_LIMIT_WAIT_MS = 10_000;
const MAX_RATE_LIMIT_WAITS = 12;

/**
 * Creates a planned import's tests, then its triggers, one document at a time, keeping their ids: an
 * id that exists already is counted and left alone (never duplicated), a rate-limited write waits and
 * tries again, any other failure stops the import and is answered.
 */
export async function applyImport(
  api: EntitiesApi,
  plan: ImportPlan,
  {
    onProgress,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { onProgress?(done: number, total: number): void; wait?(ms: number): Promise<void> } = {},
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, alreadyThere: 0, error: null };
  const steps: Array<[EntityKind, PlannedDocument]> = [
    ...plan.tests.map((item): [EntityKind, PlannedDocument] => ['test', item]),
    ...plan.triggers.map((item): [EntityKind, PlannedDocument] => ['trigger', item]),
  ];
  for (const [index, [kind, item]] of steps.entries()) {
    for (let waits = 0; ; waits += 1) {
      try {
        await api.create(kind, item.data, item.id ?? undefined);
        outcome.created += 1;
        break;
      } catch (error) {
        const code = errorCode(error);
        if (code === 409) {
          outcome.alreadyThere += 1;
          break;
        }
        if (code === 429 && waits < MAX_RATE_LIMIT_WAITS) {
          await wait(RATE_LIMIT_WAIT_MS);
          continue;
        }
        outcome.error = `${kind === 'test' ? 'Test' : 'Trigger'} "${item.name}" could not be created: ${errorMessage(error, 'unknown error')}`;
        return outcome;
      }
    }
    onProgress?.(index + 1, steps.length);
  }
  return outcome;
}
