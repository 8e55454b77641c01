import { rmSync } from 'node:fs';

/** Removes the temporary DATA_DIR the server used (created in playwright.config.ts). */
export default function globalTeardown(): void {
  const dataDir = process.env.TAGPROOF_E2E_DATA_DIR;
  if (dataDir?.includes('tagproof-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
