import { config } from 'zod';

/**
 * Imported before the first schema is defined: the app's Content-Security-Policy forbids `eval`,
 * so zod must neither compile its parsers with `new Function` nor probe whether it may (it probes
 * while defining an object schema, and the browser reports the caught probe as a violation).
 */
config({ jitless: true });
