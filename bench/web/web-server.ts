import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServeProcess } from '../lib/serve-process.js';

/** The built web app that `tagproof serve` serves. */
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** A `tagproof serve` child process serving the built web app, with a data directory of its own. */
export interface WebServer {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** SIGTERM (SIGKILL after 10 s), then removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Starts `tagproof serve` on a free port with a fresh DATA_DIR, serving apps/web/dist. Fails with
 * how to build when the web app is not built.
 *
 * @example
 * const server = await startWebServer();
 * await page.goto(`${server.url}/`);
 * await server.stop();
 */
export async function startWebServer(): Promise<WebServer> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(`the web app is not built (${WEB_DIST}/index.html is missing): run \`npm run build\``);
  const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-bench-web-'));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServeProcess({ DATA_DIR: dataDir });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
