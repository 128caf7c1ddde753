// "2025-10-05" → "October 5, 2025", the same in every time zone. Written out instead of with
// Intl.DateTimeFormat: creating a formatter loads locale data, about 20 ms on the main thread of
// a phone while the page's code starts. A test checks the output against Intl.DateTimeFormat.
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
] as const;

export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
