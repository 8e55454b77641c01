/**
 * Consent mode on GA4 hits. The consent checks now judge every vendor's hits against the session's
 * consent state (rules/consent/, consent/); `gcs` is read in consent/gcs.ts, re-exported here for
 * the GA4 tests.
 */
export { readGcs } from '../../consent/gcs.js';
