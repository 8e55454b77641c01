/** Timing helpers: medians of several runs, because this machine is noisy. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Runs `work` once to warm up, then `runs` times, and answers the median wall time in milliseconds. */
export function medianMs(work: () => unknown, runs: number): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(timedMs(work));
  return median(times);
}

/**
 * The median times of `work` and of its `baseline`, measured in turns: each run times both, one right
 * after the other, the one going first alternating from run to run, so that a slow moment of the
 * machine weighs on both alike rather than on whichever was measured then. Each is warmed up first.
 */
export function comparedMs(
  work: () => unknown,
  baseline: () => unknown,
  runs: number,
): { value: number; baseline: number } {
  work();
  baseline();
  const workTimes: number[] = [];
  const baselineTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) {
      baselineTimes.push(timedMs(baseline));
      workTimes.push(timedMs(work));
    } else {
      workTimes.push(timedMs(work));
      baselineTimes.push(timedMs(baseline));
    }
  }
  return { value: median(workTimes), baseline: median(baselineTimes) };
}

/**
 * The wall time of one run of `work`, in milliseconds. When the process exposes the collector
 * (`npm run bench` starts Node with --expose-gc), the garbage of earlier runs is collected first, so
 * that a run pays for its own garbage and not for a collection the previous one left due.
 */
function timedMs(work: () => unknown): number {
  collectGarbage();
  const started = performance.now();
  work();
  return performance.now() - started;
}

function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc === 'function') gc();
}

/** One row of the figures table: a figure, its baseline measured in the same run, and their ratio. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  baselineName: string;
  /** What the ratio should stay under (or over, for throughputs), printed as the goal. */
  goal: string;
  /** The benchmark the figure belongs to (filled in by run.ts). */
  section?: string;
}

/** One benchmark of `npm run bench`: its figures, each with a baseline measured in the same run. */
export interface BenchSection {
  /** The name on the command line (`npm run bench -- load`). */
  name: string;
  /** The title shown in the table's first column. */
  title: string;
  run(runs: number): Figure[] | Promise<Figure[]>;
}

export function printTable(title: string, figures: readonly Figure[]): void {
  const rows = figures.map((figure) => [
    figure.section ?? '',
    figure.name,
    `${format(figure.value)} ${figure.unit}`,
    `${format(figure.baseline)} ${figure.unit} (${figure.baselineName})`,
    `${(figure.value / figure.baseline).toFixed(2)}x`,
    figure.goal,
  ]);
  const header = ['section', 'figure', 'value', 'baseline', 'ratio', 'goal'];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function format(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
}
