import { notify } from '../../../lib/notify';
import { countsPhrase, eventCounts } from '../stores/event-counts';
import { validatorActions, validatorStore } from '../stores/validator-instance';
import { fileText } from './file-text';

/** Capture files above this size are refused (the service takes 32 MB of requests). */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

/** How long the import's message stays when it says that hits were left out without their bodies. */
const WITHOUT_BODY_NOTICE_MS = 15_000;

const FORMAT_NAMES = { har: 'HAR file', json: 'JSON file', urls: 'list of URLs' } as const;

/** Imports a HAR or JSON file (or a list of URLs) and validates its requests. */
export async function importCaptureFile(file: File): Promise<void> {
  if (file.size > MAX_IMPORT_BYTES) {
    notify({
      type: 'error',
      title: `Could not import ${file.name}`,
      message: 'The file is larger than 200 MB.',
    });
    return;
  }
  const [text, { readCaptureText }] = await Promise.all([fileText(file), import('./read-capture')]);
  const result = readCaptureText(text, validatorStore().getState().checks?.vendors ?? []);
  if (!result.ok) {
    notify({
      type: 'error',
      title: `Could not import ${file.name}`,
      message: `Not a HAR or JSON capture: ${result.message}.`,
    });
    return;
  }
  if (result.requests.length === 0) {
    notify({
      type: 'warning',
      title: `Nothing to validate in ${file.name}`,
      message: 'The file holds no tracking requests.',
    });
    return;
  }
  await validatorActions().startValidation(result.requests, { source: 'import' });
  // Said once validated, with the page's counts: a batched hit is one captured request but several events.
  const state = validatorStore().getState();
  const done = !state.isValidating && state.error === null && state.validatedData !== null;
  const counts = done
    ? countsPhrase(eventCounts(state.validatedData))
    : countsPhrase({ captured: result.requests.length, events: result.requests.length, split: 0 });
  // Hits left out for want of their bodies are a warning, left on screen long enough to be read.
  notify({
    type: result.withoutBody > 0 ? 'warning' : 'success',
    message: `Imported ${counts} from ${file.name} (${FORMAT_NAMES[result.format]})`,
    ...(result.notes.length > 0 ? { details: result.notes.join(', ') } : {}),
    ...(result.withoutBody > 0 ? { duration: WITHOUT_BODY_NOTICE_MS } : {}),
  });
}
