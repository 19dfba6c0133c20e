const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a value a spreadsheet would run as a formula gets a leading quote, and one with
 * a comma, quote or line break is quoted, its quotes doubled. Numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header row, then one row each, lines ended by CRLF (RFC 4180). */
export function csvTable(header: readonly string[], rows: readonly (string | number | null)[][]) {
  return [header.map(csvField), ...rows.map((row) => row.map(csvField))]
    .map((line) => `${line.join(',')}\r\n`)
    .join('');
}
