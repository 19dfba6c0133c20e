const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2025-03` → "March 2025": a calendar month at the hotel, so no time zone is involved. */
export function formatStayMonth(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTHS[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}
