// Where this run's `tagproof serve` listens (playwright.config.ts starts it there).

/** TAGPROOF_E2E_PORT lets two runs (e.g. two engineers' suites) share a machine. */
export const PORT = Number(process.env.TAGPROOF_E2E_PORT ?? 8787);

/** The app's origin: the base URL of every page and API call (state-changing calls must send it). */
export const BASE_URL = `http://127.0.0.1:${PORT}`;
