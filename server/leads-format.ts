// Formatting of stored contact submissions for `npm run leads`: a terminal table sized from the field
// table and the data, full details, CSV, and the counts per source (`--sources`).
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactColumn,
  type ContactFieldDef,
  type ContactFieldName,
  displayValue,
} from '../supabase/functions/_shared/contracts/contact.ts';
import {
  SOURCE_COLUMNS,
  SOURCE_FIELDS,
  SOURCE_KEYS,
} from '../supabase/functions/_shared/contracts/contact-source.ts';
import {
  referrerHost,
  type SubmissionForNotification,
  submissionColumnsSql,
} from '../supabase/functions/_shared/notify.ts';
import { printableLine, printableLines } from '../supabase/functions/_shared/printable.ts';
import { cellText, cellWidth, fitCells } from './terminal-text.ts';

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

/** A lead stored without a source: sent before sources were kept, or its source was dropped. */
const NOT_RECORDED = '(not recorded)';

/** Where a lead came from, as the table and the report group it (decision 049). */
export function sourceOf(row: LeadRow): string {
  if (SOURCE_COLUMNS.every((column) => row[column] === null || row[column] === undefined))
    return NOT_RECORDED;
  const campaign = [row.utm_source, row.utm_medium, row.utm_campaign];
  if (campaign.some(Boolean)) return campaign.map((part) => part ?? '-').join(' / ');
  return row.source_referrer ? `(referral) ${referrerHost(row.source_referrer)}` : '(direct)';
}

type Column = {
  title: string;
  value: (r: LeadRow) => string;
  min: number;
  /** Free text (names, addresses, messages): gives way before the columns of set values. */
  text: boolean;
};

/**
 * A column of a contact field, titled with its label. A choice shows its value as stored, which
 * is short ('11-50', 'this-week'), except the purpose, whose label sales reads ('Contact Sales').
 */
function fieldColumn(name: ContactFieldName, min: number): Column {
  const def: ContactFieldDef = CONTACT_FIELDS[name];
  const stored = (r: LeadRow) => r[def.key as ContactColumn] ?? '';
  return {
    title: def.label,
    value: def.kind === 'choice' && name !== 'purpose' ? stored : (r) => displayValue(name, r) ?? '',
    min,
    text: def.kind !== 'choice',
  };
}

/** The columns of the table; the details below it and the CSV carry every field. */
const TABLE_COLUMNS: Column[] = [
  { title: 'Received', value: (r) => stamp(r.created_at), min: 16, text: false },
  fieldColumn('purpose', 6),
  fieldColumn('name', 8),
  fieldColumn('email', 10),
  fieldColumn('company', 6),
  fieldColumn('companySize', 5),
  fieldColumn('preferredTimeframe', 5),
  {
    title: SOURCE_FIELDS.utm_source.label,
    value: (r) => (sourceOf(r) === NOT_RECORDED ? '' : sourceOf(r)),
    min: 8,
    text: true,
  },
  { title: 'Notified', value: notified, min: 7, text: false },
  fieldColumn('message', 10),
];
// The minimums and gaps add up to 99: at 100 columns, the default, every column keeps its start.
const GAP = 2;

/**
 * Widths that fit `totalWidth`: from each column's natural width, the widest column above its
 * floor gives up a character at a time (the last on a tie: the message), pass after pass, each
 * pass a floor per column. Past the last floors the lines run over rather than lose a column.
 */
export function columnWidths(natural: number[], passes: number[][], totalWidth: number): number[] {
  const widths = [...natural];
  let total = widths.reduce((n, w) => n + w, 0) + GAP * (widths.length - 1);
  for (const floors of passes)
    while (total > totalWidth) {
      let widest = -1;
      for (let i = 0; i < widths.length; i++)
        if (widths[i]! > (floors[i] ?? 0) && (widest < 0 || widths[i]! >= widths[widest]!)) widest = i;
      if (widest < 0) break;
      widths[widest]!--;
      total--;
    }
  return widths;
}

/**
 * A table that fits the terminal (`totalWidth`: its columns, 100 when not a terminal), one
 * submission per line. Titles are the field table's labels, cut like any cell when space is short.
 */
export function formatLeadsTable(rows: LeadRow[], totalWidth = 100): string {
  // Every cell printable and on one line, measured in terminal cells (decision 058).
  const cells = rows.map((r) => TABLE_COLUMNS.map((c) => cellText(c.value(r))));
  const data = TABLE_COLUMNS.map((_, i) => Math.max(0, ...cells.map((line) => cellWidth(line[i]!))));
  const natural = TABLE_COLUMNS.map((c, i) => Math.max(cellWidth(c.title), data[i]!));
  const mins = TABLE_COLUMNS.map((c) => c.min);
  const keep = (i: number) => Math.max(data[i]!, mins[i]!);
  // First a long title over short set values ('Preferred timeframe' over 'this-week') is cut, then
  // free text gives way, widest first, then any column, each down to its minimum.
  const widths = columnWidths(
    natural,
    [
      TABLE_COLUMNS.map((c, i) => (c.text ? natural[i]! : keep(i))),
      TABLE_COLUMNS.map((c, i) => (c.text ? mins[i]! : keep(i))),
      mins,
    ],
    totalWidth,
  );
  const line = (texts: string[]) =>
    texts
      .map((t, i) => fitCells(t, widths[i]!))
      .join(' '.repeat(GAP))
      .trimEnd();
  return [
    line(TABLE_COLUMNS.map((c) => c.title)),
    line(widths.map((w) => '─'.repeat(w))),
    ...cells.map(line),
  ].join('\n');
}

/**
 * Full details of one submission, for a short list where the table would cut text. Every value is
 * printable (decision 058): one line each, and the message split at every line break (a lone CR
 * too), each line indented under its label, so no text of the visitor's can move the cursor.
 */
export function formatLeadDetails(row: LeadRow): string {
  const fields: [string, string | null][] = [
    ['Received', stamp(row.created_at)],
    ...CONTACT_FIELD_NAMES.filter((name) => name !== 'message').map((name): [string, string | null] => [
      CONTACT_FIELDS[name].label,
      displayValue(name, row),
    ]),
    ...SOURCE_KEYS.map((key): [string, string | null] => {
      const value = row[SOURCE_FIELDS[key].column];
      return [SOURCE_FIELDS[key].label, key === 'landed_at' && value ? stamp(value) : value];
    }),
    ['Notified', notified(row)],
  ];
  const width = Math.max(...fields.map(([k]) => k.length)) + 2;
  return fields
    .filter(([, v]) => v)
    .map(([k, v]) => `${`${k}:`.padEnd(width)}${cellText(v!)}`)
    .concat([`${CONTACT_FIELDS.message.label}:`, ...printableLines(row.message).map((l) => `  ${l}`)])
    .join('\n');
}

export const CSV_COLUMNS = [
  'id',
  'created_at',
  ...CONTACT_COLUMNS,
  ...SOURCE_COLUMNS,
  'is_spam',
  'spam_reason',
  'notification_status',
] as const satisfies readonly (keyof LeadRow)[];

/**
 * A phone number as people write one: `+`, then digits with spaces, brackets, dots or hyphens,
 * 7 to 15 digits in all (E.164's longest is 15). A spreadsheet may still read it as a sum, but as a
 * phone number it stays as written.
 */
function plausiblePhone(text: string): boolean {
  if (!/^\+\d[\d ().-]*$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (=, @, a tab or CR, or a leading + or - that is not a
 * plausible phone number such as `+1 (555) 010-9999`: `-2-3` opens as -5) gets a leading
 * apostrophe: these are strangers' words. For a terminal (`printable`), every line is printable
 * text (decision 058) and line breaks are LF; a file keeps the text as stored.
 */
export function csvField(value: unknown, printable = false): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (printable) text = printableLines(text).join('\n');
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !plausiblePhone(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV of `rows`; `printable` when it is written to a terminal (see csvField). */
export function leadsToCsv(rows: LeadRow[], { printable = false }: { printable?: boolean } = {}): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvField(row[c], printable)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// `--sources`: how many leads each source and landing page brought over a period

/** `30d` or `12h` as milliseconds; null for anything else. */
export function parsePeriod(text: string): number | null {
  const m = /^([1-9]\d{0,4})([dh])$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'd' ? 24 : 1) * 60 * 60_000;
}
export const DEFAULT_PERIOD = '30d';

/** Counts by key, the largest first (then by key, so the order is stable). */
function countBy(rows: LeadRow[], key: (r: LeadRow) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/**
 * Leads per source / medium / campaign and per landing page, received since `now - periodMs`,
 * flagged spam left out. Without campaign tags a lead counts under `(referral) <host>` or
 * `(direct)`; one without a source under `(not recorded)`.
 */
export function formatSourceReport(
  rows: LeadRow[],
  { now, periodMs, period }: { now: Date; periodMs: number; period: string },
): string {
  const since = new Date(now.getTime() - periodMs);
  const leads = rows.filter((r) => !r.is_spam && new Date(r.created_at) >= since);
  const table = (counts: [string, number][]) =>
    counts.length === 0
      ? ['  (none)']
      : counts.map(([key, n]) => `${String(n).padStart(7)}  ${printableLine(key)}`);
  return [
    `Leads by source / medium / campaign, last ${period} (since ${stamp(since)}), flagged spam left out:`,
    ...table(countBy(leads, sourceOf)),
    '',
    `Leads by ${SOURCE_FIELDS.landing_path.label.toLowerCase()}:`,
    ...table(countBy(leads, (r) => r.source_landing_path ?? NOT_RECORDED)),
    '',
    `${leads.length} lead(s) in the last ${period}.`,
  ].join('\n');
}
