// What `npm run leads` prints, rendered by a real terminal emulator (xterm.js, headless): whatever a
// stored row holds (carriage returns, escape sequences, C1 controls, bidi overrides, combining marks,
// wide characters), each field shows in its own place and nowhere else (issue 55, decision 058).
import xterm from '@xterm/headless';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLeadDetails,
  formatLeadsTable,
  formatSourceReport,
  type LeadRow,
  leadsToCsv,
  sourceOf,
} from '../../server/leads-format.ts';
import { cellText, fitCells } from '../../server/terminal-text.ts';
import { CONTACT_FIELDS, displayValue } from '../../supabase/functions/_shared/contracts/contact.ts';
import { SOURCE_COLUMNS, SOURCE_FIELDS } from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { isPrintable, printableLines } from '../../supabase/functions/_shared/printable.ts';
import { sampleColumns } from '../helpers/contact-sample.ts';

const COLS = 420;

/** What a terminal shows for `text` (LF as a tty sends it: CR LF): its lines, each `COLS` cells. */
async function render(text: string): Promise<xterm.IBufferLine[]> {
  const lines = text.split('\n').length;
  const term = new xterm.Terminal({ cols: COLS, rows: lines + 5, convertEol: true, allowProposedApi: true });
  await new Promise<void>((resolve) => term.write(text, resolve));
  const buffer = term.buffer.active;
  const out: xterm.IBufferLine[] = [];
  for (let i = 0; i < buffer.length; i++) out.push(buffer.getLine(i)!);
  return out;
}
const cellsOf = (line: xterm.IBufferLine | undefined, from = 0, to = COLS) =>
  line?.translateToString(false, from, to) ?? '';
/** Lines of the screen that show anything. */
const shownLines = (lines: xterm.IBufferLine[]) => lines.filter((l) => cellsOf(l).trim() !== '').length;

// Characters where xterm.js's widths (its default Unicode 6 table) and today's agree: letters,
// combining accents, CJK, Hangul, kana, fullwidth forms (emoji are two cells in today's terminals
// and one in that table, so they stay out), and everything a visitor could use to steer a screen.
const plain = fc.constantFrom(...'abcXYZ019 .,-@'.split(''), 'é', 'ß', 'Ω');
const mark = fc.integer({ min: 0x300, max: 0x36f }).map((c) => String.fromCodePoint(c));
const wide = fc
  .oneof(
    fc.integer({ min: 0x4e00, max: 0x9fff }),
    fc.integer({ min: 0xac00, max: 0xd7a3 }),
    fc.integer({ min: 0x3041, max: 0x3096 }),
    fc.integer({ min: 0xff01, max: 0xff5e }),
  )
  .map((c) => String.fromCodePoint(c));
const steering = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\b',
  '\x00',
  '\x0b',
  '\x0c',
  '\x7f',
  '\x1b[2J',
  '\x1b[1A',
  '\x1b[10G',
  '\x1b]0;title\x07',
  '\x1b7',
  '\x9b2J',
  '\x9bH',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u2028',
  '\u2029',
  '\u200b',
  '\ufeff',
  '\ud800',
);
const visitorText = fc
  .array(fc.oneof({ weight: 4, arbitrary: plain }, mark, wide, steering), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join(''));

const NOW = new Date('2026-11-21T12:00:00Z');
function leadRow(values: {
  name: string;
  email: string;
  company: string;
  message: string;
  referrer: string;
  campaign: string;
}): LeadRow {
  const source = Object.fromEntries(SOURCE_COLUMNS.map((c) => [c, null])) as Pick<
    LeadRow,
    (typeof SOURCE_COLUMNS)[number]
  >;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    created_at: NOW,
    ...sampleColumns({ purpose: 'demo' }),
    name: values.name,
    email: values.email,
    company: values.company,
    message: values.message,
    ...source,
    [SOURCE_FIELDS.utm_campaign.column]: values.campaign,
    [SOURCE_FIELDS.referrer.column]: values.referrer,
    is_spam: false,
    spam_reason: null,
    notification_status: 'delivered',
    notification_attempts: 1,
  };
}
const rowArb = fc
  .record({
    name: visitorText,
    email: visitorText,
    company: visitorText,
    message: visitorText,
    referrer: visitorText,
    campaign: visitorText,
  })
  .map(leadRow);

/** The columns of a rendered table: where each starts and how wide it is, read off its rule line. */
function columnsOf(rule: string): { start: number; width: number }[] {
  return [...rule.matchAll(/─+/g)].map((m) => ({ start: m.index, width: m[0].length }));
}

describe('the leads table in a terminal', () => {
  it('shows every field of every row in its own cells, one line per row, whatever the row holds', async () => {
    const titles = formatLeadsTable([], 1000).split('\n')[0]!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 100, max: 220 }),
        async (rows, width) => {
          const table = formatLeadsTable(rows, width);
          const screen = await render(table);
          expect(shownLines(screen)).toBe(rows.length + 2);
          const columns = columnsOf(cellsOf(screen[1]));
          const titleAt = (title: string) => titles.split(/ {2,}/).indexOf(title);
          const visitorColumns: [string, (r: LeadRow) => string][] = [
            [CONTACT_FIELDS.name.label, (r) => displayValue('name', r) ?? ''],
            [CONTACT_FIELDS.email.label, (r) => displayValue('email', r) ?? ''],
            [CONTACT_FIELDS.company.label, (r) => displayValue('company', r) ?? ''],
            [SOURCE_FIELDS.utm_source.label, sourceOf],
            [CONTACT_FIELDS.message.label, (r) => displayValue('message', r) ?? ''],
          ];
          rows.forEach((row, r) => {
            const line = screen[r + 2];
            for (const [title, value] of visitorColumns) {
              const { start, width: w } = columns[titleAt(title)]!;
              expect(cellsOf(line, start, start + w).trimEnd(), title).toBe(
                fitCells(cellText(value(row)), w).trimEnd(),
              );
            }
            // Between the columns, nothing but the gap.
            columns.forEach(({ start, width: w }, i) => {
              const next = columns[i + 1]?.start ?? COLS;
              if (i + 1 < columns.length)
                expect(cellsOf(line, start + w, next)).toBe(' '.repeat(next - start - w));
            });
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the details of a lead in a terminal', () => {
  it("the audit's forged lead: a CR in the message cannot hide its first line or print a lead of its own", async () => {
    const fake = `${CONTACT_FIELDS.name.label}: Fake Person`;
    const row = leadRow({
      name: 'Real Visitor',
      email: 'real@example.com',
      company: 'Real Co',
      message: `Real first line\r${fake}\x1b[1A\rNotified: delivered`,
      referrer: 'https://news.example.org/',
      campaign: 'spring',
    });
    const screen = await render(formatLeadDetails(row));
    const text = screen.map((l) => cellsOf(l).trimEnd());
    const at = text.indexOf(`${CONTACT_FIELDS.message.label}:`);
    expect(text.slice(at + 1, at + 4)).toEqual([
      '  Real first line',
      `  ${fake}␛[1A`,
      '  Notified: delivered',
    ]);
    // Every line the visitor wrote is indented under the message's label: none starts a line of its own.
    expect(text.filter((l) => l.startsWith(fake) || l.startsWith('Notified: delivered'))).toEqual([]);
  });

  it('shows each value on its own line after its label, and the message indented under its own', async () => {
    await fc.assert(
      fc.asyncProperty(rowArb, async (row) => {
        const details = formatLeadDetails(row);
        const screen = await render(details);
        const expected = details.split('\n');
        expect(shownLines(screen)).toBe(expected.filter((l) => l.trim() !== '').length);
        const messageAt = expected.indexOf(`${CONTACT_FIELDS.message.label}:`);
        const labelWidth = expected[0]!.indexOf(
          expected[0]!.slice(expected[0]!.indexOf(':') + 1).trimStart(),
        );
        for (let i = 0; i < messageAt; i++) {
          const label = expected[i]!.slice(0, labelWidth);
          expect(cellsOf(screen[i], 0, labelWidth)).toBe(label);
        }
        for (const [i, visitor] of [
          [CONTACT_FIELDS.name.label, row.name],
          [CONTACT_FIELDS.company.label, row.company ?? ''],
        ] as const) {
          const at = expected.findIndex((l) => l.startsWith(`${i}:`));
          expect(cellsOf(screen[at], labelWidth).trimEnd()).toBe(cellText(visitor).trimEnd());
        }
        const lines = printableLines(row.message);
        lines.forEach((l, k) => {
          expect(cellsOf(screen[messageAt + 1 + k]).trimEnd()).toBe(`  ${l}`.trimEnd());
        });
        expect(shownLines(screen.slice(messageAt + 1 + lines.length))).toBe(0);
      }),
      { numRuns: 80 },
    );
  });
});

describe('--sources and CSV on a terminal', () => {
  it('--sources gives each source one line; CSV for a terminal holds only printable text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 5 }), async (rows) => {
        const report = formatSourceReport(rows, { now: NOW, periodMs: 86_400_000, period: '1d' });
        const sources = new Set(rows.map(sourceOf)).size;
        const landings = 1;
        // Title, the sources, a blank line, title, the landing pages, a blank line, the total.
        expect(shownLines(await render(report))).toBe(1 + sources + 1 + landings + 1);
        const csv = leadsToCsv(rows, { printable: true });
        expect(isPrintable(csv.replaceAll('\r\n', '').replaceAll('\n', ''))).toBe(true);
        expect(csv.replaceAll('\r\n', '')).not.toMatch(/\r/);
      }),
      { numRuns: 40 },
    );
  });
});
