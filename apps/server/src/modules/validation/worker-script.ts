import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';

/** How to start a validation worker: the script (or bootstrap code) and the Worker options. */
export interface WorkerScript {
  filename: string | URL;
  options: WorkerOptions;
}

/**
 * The validation worker's script beside this module. Built (dist/*.js, as `tagproof serve` runs) it
 * is `validation-worker.js`, run as is. From the TypeScript sources (vitest, the tests' and benches'
 * `tsx` children) it is `validation-worker.ts`, required through tsx's CommonJS hook with the
 * `source` condition, because tsx's ESM loader does not register in worker threads on Node 20.
 */
export function validationWorkerScript(): WorkerScript {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./validation-worker.js', here), options: {} };
  const require = createRequire(here);
  const tsx = require.resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./validation-worker.ts', here));
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return { filename: bootstrap, options: { eval: true, execArgv: ['--conditions=source'] } };
}
