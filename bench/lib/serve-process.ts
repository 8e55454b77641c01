import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./serve-child.ts', import.meta.url));

/** A `tagproof serve` child process started by {@link startServeProcess}. */
export interface ServeProcess {
  pid: number;
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** Everything the server wrote so far, for failure messages. */
  output(): string;
  /** The server's resident memory now, in MB (VmRSS of /proc/<pid>/status). */
  rssMb(): number;
  /** SIGTERM (a clean shutdown), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts `tagproof serve` as a child process through the server package's public API, with
 * `env` on top of this process's environment (PORT 0, no automation workers, LOG_LEVEL warn).
 *
 * @example
 * const server = await startServeProcess({ DATA_DIR: dir });
 * console.log(server.url, server.rssMb());
 * await server.stop();
 */
export function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', AUTOMATION_WORKERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<ServeProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`tagproof serve was not ready within 60 s:\n${output}`));
    }, 60_000);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`tagproof serve exited before it was ready:\n${output}`));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      const pid = child.pid ?? 0;
      resolve({
        pid,
        url: ready[1],
        output: () => output,
        rssMb: () => residentMb(pid),
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(kill);
        },
      });
    });
  });
}

/** VmRSS of a process in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}
