/** Cells a spreadsheet would run as a formula start with one of these (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so that spreadsheets show it
 * as text instead of running it.
 *
 * @example csvCell('=HYPERLINK("x")') // "'=HYPERLINK(""x"")"
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header row, then one line per row, CRLF-separated as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const line = (cells: readonly unknown[]) =>
    cells.map((cell) => csvCell(cell as string | number | boolean | null | undefined)).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}
