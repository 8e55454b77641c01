import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

/** A `tagproof serve` or `tagproof worker` child process. */
export interface TagproofProcess {
  child: ChildProcess;
  pid: number;
  /** The server's address (`http://127.0.0.1:PORT`); empty for a worker. */
  url: string;
  /** Everything the process wrote to stdout and stderr so far (its logs), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
  /** `kill -9`: no shutdown hooks run. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. Resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartTagproofProcessOptions {
  /** Environment on top of this process's (DATA_DIR, DATABASE_URL, PORT, REDIS_URL…). PORT defaults to 0. */
  env?: Record<string, string>;
  /** How long to wait for `ready` (default 60 s). */
  timeoutMs?: number;
}

/**
 * Starts `tagproof serve` (or `tagproof worker`) as a real child process running the sources through
 * tsx, and resolves once it is ready: serving HTTP on the URL it prints, or taking jobs.
 *
 * @example
 * const server = await startTagproofProcess('serve', { env: { DATA_DIR: dir } });
 * await fetch(`${server.url}/healthz`);
 * await server.kill();
 */
export function startTagproofProcess(
  kind: 'serve' | 'worker',
  options: StartTagproofProcessOptions = {},
): Promise<TagproofProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD, kind], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', AUTOMATION_WORKERS: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 1)),
  );
  const gone = async () => {
    await exited;
  };
  return new Promise<TagproofProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`tagproof ${kind} was not ready within ${options.timeoutMs ?? 60_000} ms:\n${output}`),
      );
    }, options.timeoutMs ?? 60_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({
        child,
        pid: child.pid ?? 0,
        url: ready[1] === 'worker' ? '' : (ready[1] ?? ''),
        output: () => output,
        exited,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await gone();
        },
        stop: async (graceMs = 10_000) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await gone();
          clearTimeout(timer);
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`tagproof ${kind} exited (${code}) before it was ready:\n${output}`));
    });
  });
}
