import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin.ts', import.meta.url));

/** How a `tagproof` process ended. */
export interface CliProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** How runCliProcess treats the process. */
export interface CliProcessOptions {
  /** The process is killed after this long. */
  timeoutMs?: number;
  /** Closes the process's stdout after its first chunk, as `| head -c 100` does. */
  closeStdoutEarly?: boolean;
}

/**
 * Runs `tagproof ARGS…` as a real process (the CLI's sources through tsx, the workspace packages
 * from their sources too), with `env` on top of this process's, and resolves once it exits; it is
 * killed after `timeoutMs`. With `closeStdoutEarly`, `stdout` holds only the first chunk.
 *
 * @example
 * const { code, stderr } = await runCliProcess(['serve'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' });
 */
export function runCliProcess(
  args: readonly string[],
  env: Record<string, string>,
  { timeoutMs = 45_000, closeStdoutEarly = false }: CliProcessOptions = {},
): Promise<CliProcessResult> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', BIN, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', AUTOMATION_WORKERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (closeStdoutEarly) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
