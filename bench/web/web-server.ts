import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));
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
export function startWebServer(): Promise<WebServer> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(`the web app is not built (${WEB_DIST}/index.html is missing): run \`npm run build\``);
  const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-bench-web-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      AUTOMATION_WORKERS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  return new Promise<WebServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`tagproof serve was not ready within 60 s:\n${output}`));
    }, 60_000);
    void exited.then(() => {
      clearTimeout(timer);
      cleanUp();
      reject(new Error(`tagproof serve exited before it was ready:\n${output}`));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: ready[1],
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(kill);
          }
          cleanUp();
        },
      });
    });
  });
}
