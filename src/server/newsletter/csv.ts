const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a value a spreadsheet would run as a formula gets a leading quote, and one with
 * a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The subscribers as CSV: a header row, then one row each, lines ended by CRLF. */
export function subscribersCsv(rows: { email: string; subscribedAt: string }[]): string {
  const lines = [
    'email,subscribed_at',
    ...rows.map((row) => `${csvField(row.email)},${csvField(row.subscribedAt)}`),
  ];
  return `${lines.map((line) => `${line}\r\n`).join('')}`;
}
