// Formatting of stored contact submissions for `npm run leads`: a terminal table and CSV.
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  displayValue,
  purposeLabels,
} from '../supabase/functions/_shared/contracts/contact.ts';
import {
  type SubmissionForNotification,
  submissionColumnsSql,
} from '../supabase/functions/_shared/notify.ts';

/** A stored submission (the same columns a notification carries) with its spam and delivery state. */
export type LeadRow = SubmissionForNotification & {
  is_spam: boolean;
  spam_reason: string | null;
  notification_status: string | null;
  notification_attempts: number | null;
};

export const LEADS_SQL = `
  select ${submissionColumnsSql('s')}, s.is_spam, s.spam_reason,
    n.status as notification_status, n.attempts as notification_attempts
  from public.contact_submissions s
  left join public.contact_notifications n on n.submission_id = s.id
  order by s.created_at, s.id`;

function stamp(value: Date | string): string {
  const d = new Date(value);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

function notified(row: LeadRow): string {
  if (row.is_spam) return `spam (${row.spam_reason})`;
  if (row.notification_status === 'pending') return `pending (${row.notification_attempts ?? 0} tries)`;
  return row.notification_status ?? '-';
}

/** One line per cell: whitespace runs (line breaks, tabs) collapse to a space. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

function padCell(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text + ' '.repeat(width - chars.length);
  return `${chars.slice(0, Math.max(0, width - 1)).join('')}…`;
}

/**
 * A fixed-width table that fits the terminal; the message column takes what is left. Its short
 * column titles are for width; the details below and the CSV carry every field under its label.
 */
export function formatLeadsTable(rows: LeadRow[], totalWidth = 160): string {
  const columns: { title: string; width: number; value: (r: LeadRow) => string }[] = [
    { title: 'Received', width: 16, value: (r) => stamp(r.created_at) },
    { title: 'Purpose', width: 23, value: (r) => purposeLabels[r.purpose] },
    { title: 'Name', width: 18, value: (r) => r.name },
    { title: 'Email', width: 24, value: (r) => r.email },
    { title: 'Company', width: 16, value: (r) => r.company ?? '' },
    { title: 'Size', width: 7, value: (r) => r.company_size ?? '' },
    { title: 'When', width: 10, value: (r) => r.preferred_timeframe ?? '' },
    { title: 'Notified', width: 16, value: notified },
  ];
  const used = columns.reduce((n, c) => n + c.width + 2, 0);
  columns.push({ title: 'Message', width: Math.max(20, totalWidth - used), value: (r) => r.message });
  const line = (cells: string[]) =>
    cells
      .map((c, i) => padCell(oneLine(c), columns[i]!.width))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((c) => c.title)),
    line(columns.map((c) => '─'.repeat(c.width))),
    ...rows.map((r) => line(columns.map((c) => c.value(r)))),
  ].join('\n');
}

/** Full details of one submission, for a short list where the table would cut text. */
export function formatLeadDetails(row: LeadRow): string {
  const fields: [string, string | null][] = [
    ['Received', stamp(row.created_at)],
    ...CONTACT_FIELD_NAMES.filter((name) => name !== 'message').map((name): [string, string | null] => [
      CONTACT_FIELDS[name].label,
      displayValue(name, row),
    ]),
    ['Notified', notified(row)],
  ];
  const width = Math.max(...fields.map(([k]) => k.length)) + 2;
  return fields
    .filter(([, v]) => v)
    .map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`)
    .concat([`${CONTACT_FIELDS.message.label}:`, ...row.message.split('\n').map((l) => `  ${l}`)])
    .join('\n');
}

export const CSV_COLUMNS = [
  'id',
  'created_at',
  ...CONTACT_COLUMNS,
  'is_spam',
  'spam_reason',
  'notification_status',
] as const satisfies readonly (keyof LeadRow)[];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (=, @, or +/- not followed by a plain number such as
 * a phone number) gets a leading apostrophe: these are strangers' words.
 */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsToCsv(rows: LeadRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
