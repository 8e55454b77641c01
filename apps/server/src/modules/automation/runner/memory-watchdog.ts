import { readdir, readFile } from 'node:fs/promises';

/** The default of AUTOMATION_BROWSER_MEMORY_MB: what one job's Chromium may use, all its processes. */
export const DEFAULT_BROWSER_MEMORY_MB = 1024;

/**
 * The memory of process `rootPid` and all its descendants, in bytes: the sum of each one's PSS
 * (`/proc/PID/smaps_rollup`, shared pages divided among the processes that share them, so that
 * Chromium's many processes are not counted many times over), or VmRSS where PSS is unreadable.
 * 0 when /proc is not there (not Linux).
 */
export async function processTreeMemory(rootPid: number): Promise<number> {
  const pids = await descendants(rootPid);
  let total = 0;
  for (const pid of pids) total += await processMemory(pid);
  return total;
}

export interface MemoryWatchdog {
  stop(): void;
}

/**
 * Measures the process tree of `pid` every `intervalMs` and calls `onExceeded` (once) with the
 * measure, in bytes, when it is above `limitBytes`.
 */
export function watchMemory(options: {
  pid: number;
  limitBytes: number;
  intervalMs?: number;
  onExceeded: (usedBytes: number) => void;
}): MemoryWatchdog {
  let stopped = false;
  let measuring = false;
  const timer = setInterval(() => {
    if (measuring || stopped) return;
    measuring = true;
    void processTreeMemory(options.pid)
      .then((used) => {
        if (stopped || used <= options.limitBytes) return;
        stopped = true;
        clearInterval(timer);
        options.onExceeded(used);
      })
      .catch(() => undefined)
      .finally(() => {
        measuring = false;
      });
  }, options.intervalMs ?? 500);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

async function descendants(rootPid: number): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = await parentOf(entry);
    if (parent === null) continue;
    const siblings = children.get(parent) ?? [];
    siblings.push(Number(entry));
    children.set(parent, siblings);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index] as number) ?? []));
  return tree;
}

/** The parent pid from `/proc/PID/stat` (the field after the parenthesised command name). */
async function parentOf(pid: string): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

async function processMemory(pid: number): Promise<number> {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
    const pss = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    if (pss !== undefined) return Number(pss) * 1024;
  } catch {
    // Gone, or smaps_rollup is not readable: fall back to VmRSS.
  }
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
