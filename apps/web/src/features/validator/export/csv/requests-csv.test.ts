import { describe, expect, it } from 'vitest';
import { sampleResult } from '../../testing/sample-result';
import { csvCell, toCsv } from './csv-format';
import { findingsCsv, requestsCsv } from './requests-csv';

/** A small RFC 4180 reader, to check that what we write reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('reads back cell for cell', () => {
    const rows = [['a,b', 'x"y', 'line\nbreak', '=evil']];
    expect(parseCsv(toCsv(['h1', 'h2', 'h3', 'h4'], rows))).toEqual([
      ['h1', 'h2', 'h3', 'h4'],
      ['a,b', 'x"y', 'line\nbreak', "'=evil"],
    ]);
  });
});

describe('the CSV exports', () => {
  const { data } = sampleResult();
  const requests = data.validatedRequests;

  it('has one row per request with its finding counts', () => {
    const [header, ...rows] = parseCsv(requestsCsv(requests));
    expect(rows).toHaveLength(requests.length);
    const column = (name: string) => header!.indexOf(name);
    const purchase = rows.find((row) => row[column('request_id')] === 'sample-ga4-5');
    expect(purchase?.[column('event')]).toBe('purchase');
    expect(purchase?.[column('vendor')]).toBe('Google Analytics 4');
    expect(purchase?.[column('errors')]).toBe('4');
    expect(purchase?.[column('request_url')]).toContain('google-analytics.com');
  });

  it('has one row per finding, and a row for each request without findings', () => {
    const [header, ...rows] = parseCsv(findingsCsv(requests));
    const column = (name: string) => header!.indexOf(name);
    const purchaseErrors = rows.filter(
      (row) => row[column('request_id')] === 'sample-ga4-5' && row[column('kind')] === 'error',
    );
    expect(purchaseErrors).toHaveLength(4);
    expect(purchaseErrors.every((row) => row[column('message')] !== '')).toBe(true);
    const ids = new Set(rows.map((row) => row[column('request_id')]));
    expect(ids.size).toBe(requests.length);
    const findings = requests.reduce(
      (total, request) =>
        total +
        Math.max(
          1,
          request.validation.autoValidationResults.erroredParameters.length +
            request.validation.autoValidationResults.suggestedParameters.length,
        ),
      0,
    );
    expect(rows).toHaveLength(findings);
  });
});
