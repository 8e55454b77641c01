import { diffFails, type DiffFailLevel, type DiffSeverity, type SessionDiff } from '@tagproof/engine';
import { printable } from './printable.js';

const SEVERITY_COLOR: Record<DiffSeverity, number> = { regression: 31, change: 33, improvement: 32 };
const SEVERITY_MARK: Record<DiffSeverity, string> = { regression: '✖', change: '~', improvement: '✔' };

export interface DiffTextOptions {
  color: boolean;
  failOn: DiffFailLevel;
  /** Lines saying what each side was read from. */
  heading: string[];
}

/**
 * The readable diff: each page (or action) with changes, regressions first within it, then the
 * totals and the verdict for `--fail-on`.
 */
export function renderDiffText(diff: SessionDiff, options: DiffTextOptions): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines = options.heading.map((line) => paint(1, printable(line)));
  lines.push('');
  const changed = diff.groups.filter((group) => group.changes.length > 0);
  for (const group of changed) {
    const where = !group.inCurrent
      ? ' (only in the baseline)'
      : !group.inBaseline
        ? ' (only in the current session)'
        : '';
    lines.push(paint(1, `${printable(group.label)}${where}`));
    for (const change of group.changes)
      lines.push(
        `  ${paint(SEVERITY_COLOR[change.severity], SEVERITY_MARK[change.severity])} ${printable(change.message)}`,
      );
    lines.push('');
  }
  if (changed.length === 0) lines.push(`No change in ${plural(diff.groups.length, diff.groupedBy)}.`, '');
  const { regression, change, improvement } = diff.counts;
  lines.push(
    `${diff.events.baseline} events in the baseline, ${diff.events.current} now: ` +
      `${plural(regression, 'regression')}, ${plural(change, 'change')}, ${plural(improvement, 'improvement')}`,
  );
  lines.push(
    diffFails(diff, options.failOn) ? paint(31, `FAILED (--fail-on ${options.failOn})`) : paint(32, 'PASSED'),
  );
  return `${lines.join('\n')}\n`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
