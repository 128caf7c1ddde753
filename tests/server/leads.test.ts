// `npm run leads`: the table and CSV formatting, and the CLI against a real local data directory
// (including the message it gives while the server holds the directory).
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import {
  csvField,
  formatLeadDetails,
  formatLeadsTable,
  type LeadRow,
  leadsToCsv,
} from '../../server/leads-format.ts';
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  displayValue,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { sampleColumns } from '../helpers/contact-sample.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADA = {
  name: 'Ada Lovelace',
  email: 'ada@engines.example',
  purpose: 'partnership',
  message: 'Shall we compute something together?',
};

/** A minimal RFC 4180 reader for the test: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const m of text.matchAll(/((?:"(?:[^"]|"")*"|[^,\r\n]*)(?:,(?:"(?:[^"]|"")*"|[^,\r\n]*))*)\r\n/g)) {
    const fields = m[1]!.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)!.slice(0, -1);
    rows.push(
      fields.map((f) =>
        f
          .replace(/,$/, '')
          .replace(/^"(.*)"$/s, '$1')
          .replaceAll('""', '"'),
      ),
    );
  }
  return rows;
}

/** Every contact column empty (null), so a fixture names only what it is about. */
const noColumns = Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, null]));

// The cast: the columns a fixture leaves out are null through noColumns.
const row = (over: Partial<LeadRow> = {}): LeadRow =>
  ({
    ...noColumns,
    id: '00000000-0000-4000-8000-000000000001',
    created_at: new Date('2026-11-21T10:00:00Z'),
    name: 'Jane Cooper',
    email: 'jane@acme.com',
    purpose: 'demo',
    company: 'Acme',
    phone: '+1 555 0100',
    company_size: '11-50',
    preferred_timeframe: 'this-week',
    message: 'Line one\nline two',
    is_spam: false,
    spam_reason: null,
    notification_status: 'delivered',
    notification_attempts: 1,
    ...over,
  }) as LeadRow;

describe('leads formatting', () => {
  it('quotes CSV fields per RFC 4180 and defuses spreadsheet formulas, but not phone numbers', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(csvField('+1 (555) 010-9999')).toBe('+1 (555) 010-9999');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('writes a header and one record per submission, with CRLF between records', () => {
    const csv = leadsToCsv([row(), row({ name: 'Zoë, "Z"', company: null })]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    // Every contact column of the field table, between the row's id and time and its state.
    const header = lines[0]!.split(',');
    expect(header.slice(0, 2)).toEqual(['id', 'created_at']);
    expect(header.slice(-3)).toEqual(['is_spam', 'spam_reason', 'notification_status']);
    expect(header.slice(2, -3)).toEqual(CONTACT_COLUMNS);
    const records = parseCsv(csv).slice(1);
    const at = (r: number, column: string) => records[r]![header.indexOf(column)];
    expect(at(0, 'created_at')).toBe('2026-11-21T10:00:00.000Z');
    expect(at(0, 'message')).toBe('Line one\nline two');
    expect(at(0, 'current_tools')).toBe('');
    expect(at(0, 'is_spam')).toBe('false');
    expect(at(1, 'name')).toBe('Zoë, "Z"');
    expect(at(1, 'company')).toBe('');
    // Quoting as RFC 4180 writes it: the comma and the doubled quotes.
    expect(lines[2]).toContain(',"Zoë, ""Z""",jane@acme.com,');
  });

  it('prints labels, keeps each submission on one line and fits the width', () => {
    const table = formatLeadsTable(
      [row(), row({ purpose: 'support', is_spam: true, spam_reason: 'honeypot' })],
      150,
    );
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Received\s+Purpose\s+Name/);
    expect(lines[2]).toContain('Contact Sales');
    expect(lines[2]).toContain('this-week');
    expect(lines[2]).toContain('Line one line two');
    expect(lines[3]).toContain('Technical Support');
    expect(lines[3]).toContain('spam (honeypot)');
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(170);
  });

  it('details show every filled field under its one label, the message last and in full', () => {
    const details = formatLeadDetails(row({ current_tools: 'HubSpot' })).split('\n');
    expect(details[0]).toMatch(/^Received: {12}2026-11-2\d \d\d:00$/);
    expect(details.slice(1)).toEqual([
      'Full name:           Jane Cooper',
      'Work email:          jane@acme.com',
      'How can we help?:    Contact Sales',
      'Company:             Acme',
      'Phone:               +1 555 0100',
      'Company size:        11-50 employees',
      'Current sales tools: HubSpot',
      'Preferred timeframe: This Week',
      'Notified:            delivered',
      'Message:',
      '  Line one',
      '  line two',
    ]);
  });

  it('details show every field of the table, filled, under its label', () => {
    const full = row(sampleColumns());
    const details = formatLeadDetails(full).split('\n');
    for (const name of CONTACT_FIELD_NAMES) {
      const label = `${CONTACT_FIELDS[name].label}:`;
      if (name === 'message') expect(details).toContain(label);
      else
        expect(details.find((l) => l.startsWith(label))?.endsWith(` ${displayValue(name, full)}`)).toBe(true);
    }
  });
});

describe('npm run leads', () => {
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/leads.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, COLUMNS: '200' },
        encoding: 'utf8',
      },
    );

  /** Permission bits in octal ('600'), so a failure reads as the mode it is. */
  const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leads-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says so while the server holds the directory, then prints the submissions and CSV', async () => {
    const backend = await startBackend({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      stagingPassword: 'x',
      usingDevPassword: false,
    });
    try {
      const res = await backend.functions['submit-contact']!(contactRequest(ADA));
      expect(res.status).toBe(200);
      const busy = run();
      expect(busy.status).toBe(2);
      expect(busy.stderr).toContain(`pid ${process.pid}`);
      expect(busy.stderr).toContain('one process at a time');
    } finally {
      await backend.close();
    }

    const table = run();
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain('Partnership Opportunity');
    expect(table.stdout).toContain('Ada Lovelace');
    expect(table.stdout).toContain('1 submission(s)');

    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.csv`);
    const csv = run('--csv', file);
    expect(csv.status, csv.stderr).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFFid,created_at,name,email')).toBe(true);
    expect(text).toContain(',Ada Lovelace,ada@engines.example,partnership,');
    await rm(file, { force: true });
  }, 180_000);

  it('writes the CSV export readable by its owner only (0600), new or overwritten', async () => {
    // The database of the test above, or a new one when this test runs alone.
    await (
      await startBackend({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        stagingPassword: 'x',
        usingDevPassword: false,
      })
    ).close();
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-private.csv`);
    try {
      const created = run('--csv', file);
      expect(created.status, created.stderr).toBe(0);
      expect(await modeOf(file)).toBe('600');

      // An export already there (say from an older version, 0644) is made private too.
      await chmod(file, 0o644);
      const again = run('--csv', file);
      expect(again.status, again.stderr).toBe(0);
      expect(await modeOf(file)).toBe('600');
      expect((await readFile(file, 'utf8')).startsWith('\uFEFFid,created_at,')).toBe(true);
    } finally {
      await rm(file, { force: true });
    }
  }, 180_000);

  it('tightens a DATA_DIR open to other users to 0700, saying so on standard error', async () => {
    await (
      await startBackend({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        stagingPassword: 'x',
        usingDevPassword: false,
      })
    ).close();
    await chmod(dataDir, 0o755);
    const csv = run('--csv');
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stderr).toContain(`DATA_DIR ${dataDir} was open to other users (0755): tightened to 0700`);
    expect(csv.stdout.startsWith('id,created_at,')).toBe(true);
    expect(await modeOf(dataDir)).toBe('700');
  }, 180_000);
});
