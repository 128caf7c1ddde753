// `npm run leads`: the table and CSV formatting, and the CLI against a real local data directory
// (read through the running server's socket while it holds the directory, decision 060, and the
// message it gives when the holder does not answer).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import {
  CSV_COLUMNS,
  columnWidths,
  csvField,
  formatLeadDetails,
  formatLeadsTable,
  formatSourceReport,
  type LeadRow,
  leadsToCsv,
  parsePeriod,
} from '../../server/leads-format.ts';
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  displayValue,
  purposeLabels,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  CONTACT_SOURCE_HEADER,
  type ContactSource,
  SOURCE_COLUMNS,
  SOURCE_FIELDS,
  SOURCE_KEYS,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import {
  insertSampleRow,
  sampleColumns,
  samplePayload,
  sampleRow,
  sampleSource,
  sourceHeaderValue,
} from '../helpers/contact-sample.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PARTNER = samplePayload({ purpose: 'partnership' });

/** A minimal RFC 4180 reader for the test: quoted fields may hold commas, quotes and line breaks. */
/** The local backend (as `npm start` runs it) on `dataDir`. */
const backendOn = (dataDir: string) =>
  startBackend({ port: 0, host: '127.0.0.1', dataDir, stagingPassword: 'x', usingDevPassword: false });

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

/** The source columns of a row (null where the source lacks a key, all null without one). */
const sourceColumns = (source: ContactSource | null) =>
  Object.fromEntries(SOURCE_KEYS.map((key) => [SOURCE_FIELDS[key].column, source?.[key] ?? null]));

/** A stored demo request (the shared sample), delivered, without a source unless given. */
const row = (over: Partial<LeadRow> = {}, source: ContactSource | null = null): LeadRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: new Date('2026-11-21T10:00:00Z'),
  ...sampleColumns({ purpose: 'demo' }, { message: 'Line one\nline two' }),
  // The cast: one entry per source column, each a string or null.
  ...(sourceColumns(source) as Pick<LeadRow, (typeof SOURCE_COLUMNS)[number]>),
  is_spam: false,
  spam_reason: null,
  notification_status: 'delivered',
  notification_attempts: 1,
  ...over,
});
const NOW = new Date('2026-11-21T10:20:00Z');

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
    expect(csvField('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    // A leading + or - that is not a plausible phone number: a spreadsheet opens `-2-3` as -5.
    for (const sum of ['-2-3', '-555 0100', '+1-2', '+12345678901234567', '- 1'])
      expect(csvField(sum), sum).toBe(`'${sum}`);
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('writes a header and one record per submission, with CRLF between records', () => {
    const submissions = [row(), row({ name: 'Zoë, "Z"', company: null }, sampleSource(NOW))];
    const csv = leadsToCsv(submissions);
    const lines = csv.split('\r\n');
    // The header, one line per submission, and the empty string after the last CRLF.
    expect(lines).toHaveLength(submissions.length + 2);
    expect(lines[3]).toBe('');
    // The columns CSV_COLUMNS names, in its order: every contact column of the field table, then
    // every source column, after the row's id and time and before its state (whose columns may grow).
    const header = lines[0]!.split(',');
    expect(header).toEqual([...CSV_COLUMNS]);
    const fields = [...CONTACT_COLUMNS, ...SOURCE_COLUMNS];
    expect(header.slice(0, 2)).toEqual(['id', 'created_at']);
    expect(header.slice(2, 2 + fields.length)).toEqual(fields);
    const records = parseCsv(csv).slice(1);
    const at = (r: number, column: string) => records[r]![header.indexOf(column)];
    expect(at(0, 'created_at')).toBe('2026-11-21T10:00:00.000Z');
    expect(at(0, 'message')).toBe('Line one\nline two');
    expect(at(0, 'phone')).toBe('');
    expect(at(0, 'is_spam')).toBe('false');
    expect(at(1, 'name')).toBe('Zoë, "Z"');
    expect(at(1, 'company')).toBe('');
    for (const key of SOURCE_KEYS) {
      expect(at(0, SOURCE_FIELDS[key].column)).toBe('');
      expect(at(1, SOURCE_FIELDS[key].column)).toBe(sampleSource(NOW)[key]);
    }
    // Quoting as RFC 4180 writes it: the comma and the doubled quotes.
    expect(lines[2]).toContain(`,"Zoë, ""Z""",${row().email},`);
  });

  it("titles the columns with the field table's labels, keeps each submission on one line, shows its source", () => {
    const rows = [
      row({}, sampleSource(NOW)),
      row(
        { purpose: 'support', is_spam: true, spam_reason: 'honeypot' },
        { referrer: 'https://news.example.org/a' },
      ),
      row(),
    ];
    const lines = formatLeadsTable(rows, 200).split('\n');
    // The titles, the rule under them and one line per submission.
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[0]).toMatch(
      /^Received\s+How can we help\?\s+Full name\s+Work email\s+Company\s+Company size/,
    );
    expect(lines[0]).toMatch(/\s+Source\s+Notified\s+Message$/);
    expect(lines[2]).toContain(purposeLabels.demo);
    // A choice as stored, short; the purpose as sales reads it.
    expect(lines[2]).toContain(` ${rows[0]!.preferred_timeframe} `);
    expect(lines[2]).toContain('newsletter / email / spring-launch');
    expect(lines[2]).toContain('Line one line two');
    expect(lines[3]).toContain(purposeLabels.support);
    expect(lines[3]).toContain('spam (honeypot)');
    expect(lines[3]).toContain('(referral) news.example.org');
    // Columns line up: every cell starts where its title does.
    const at = lines[0]!.indexOf('Notified');
    expect(lines.slice(2).map((l) => l.slice(at, at + 8))).toEqual(['delivere', 'spam (ho', 'delivere']);
  });

  it('fits the width it is given, the widest text columns shrinking first, none below its minimum', () => {
    const long = row({
      name: 'Maximiliane Wilhelmina von Hohenzollern-Sigmaringen',
      email: 'maximiliane.wilhelmina@hohenzollern-sigmaringen.example',
      company: 'Hohenzollern Sigmaringen Holdings',
      message: 'x'.repeat(300),
    });
    for (const width of [100, 120, 160, 240]) {
      const lines = formatLeadsTable([long, row({}, sampleSource(NOW))], width).split('\n');
      for (const l of lines) expect([...l].length, `at ${width}`).toBeLessThanOrEqual(width);
    }
    // At 100 columns every column still shows its start, the received time whole.
    const narrow = formatLeadsTable([long], 100).split('\n');
    expect(narrow[2]).toMatch(/^2026-11-2\d \d\d:00 {2}Contac… {2}Maximil… {2}maximilia… {2}Hohen…/);

    // The sizing itself: natural widths, the widest giving way first, pass after pass, the floors holding.
    expect(columnWidths([10, 30, 50], [[5, 5, 5]], 100)).toEqual([10, 30, 50]);
    expect(columnWidths([10, 30, 50], [[5, 5, 5]], 64)).toEqual([10, 25, 25]);
    expect(columnWidths([10, 30, 50], [[10, 20, 30]], 40)).toEqual([10, 20, 30]);
    expect(
      columnWidths(
        [20, 30, 50],
        [
          [20, 5, 5],
          [5, 5, 5],
        ],
        34,
      ),
    ).toEqual([20, 5, 5]);
    expect(
      columnWidths(
        [20, 30, 50],
        [
          [20, 5, 5],
          [5, 5, 5],
        ],
        20,
      ),
    ).toEqual([6, 5, 5]);
  });

  it('details show every filled field under its one label, the source, the message last and in full', () => {
    const lead = row({ current_tools: 'HubSpot' }, sampleSource(NOW));
    const details = formatLeadDetails(lead).split('\n');
    expect(details[0]).toMatch(/^Received: {12}2026-11-2\d \d\d:00$/);
    const pad = (label: string) => `${label}:`.padEnd(21);
    expect(details.slice(1)).toEqual([
      ...CONTACT_FIELD_NAMES.filter((n) => n !== 'message' && displayValue(n, lead)).map(
        (n) => `${pad(CONTACT_FIELDS[n].label)}${displayValue(n, lead)}`,
      ),
      `${pad(SOURCE_FIELDS.landing_path.label)}/use-cases`,
      `${pad(SOURCE_FIELDS.referrer.label)}https://news.example.org/issues/42`,
      `${pad(SOURCE_FIELDS.utm_source.label)}newsletter`,
      `${pad(SOURCE_FIELDS.utm_medium.label)}email`,
      `${pad(SOURCE_FIELDS.utm_campaign.label)}spring-launch`,
      `${pad(SOURCE_FIELDS.utm_term.label)}ai sdr`,
      `${pad(SOURCE_FIELDS.utm_content.label)}hero-link`,
      expect.stringMatching(/^Landed at: {11}2026-11-2\d \d\d:20$/),
      `${pad(SOURCE_FIELDS.form_path.label)}/contact`,
      `${pad('Notified')}delivered`,
      'Message:',
      '  Line one',
      '  line two',
    ]);
    expect(details).toContain(`${pad(CONTACT_FIELDS.currentTools.label)}HubSpot`);
  });

  it('details show every field of the table, filled, under its label', () => {
    const full = row(sampleColumns({ purpose: 'demo', fields: 'every' }));
    const details = formatLeadDetails(full).split('\n');
    for (const name of CONTACT_FIELD_NAMES) {
      const label = `${CONTACT_FIELDS[name].label}:`;
      if (name === 'message') expect(details).toContain(label);
      else
        expect(details.find((l) => l.startsWith(label))?.endsWith(` ${displayValue(name, full)}`)).toBe(true);
    }
  });
});

describe('leads per source (--sources)', () => {
  const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
  const newsletter = sampleSource(NOW);
  const rows = [
    row({ created_at: hoursAgo(1) }, newsletter),
    row({ created_at: hoursAgo(30) }, newsletter),
    row({ created_at: hoursAgo(2) }, { ...newsletter, utm_campaign: undefined, landing_path: '/pricing' }),
    row({ created_at: hoursAgo(3) }, { landing_path: '/', referrer: 'https://www.google.com/' }),
    row({ created_at: hoursAgo(4) }, { landing_path: '/' }),
    row({ created_at: hoursAgo(5) }),
    // Flagged spam never counts; nor does what arrived before the period.
    row({ created_at: hoursAgo(1), is_spam: true, spam_reason: 'honeypot' }, newsletter),
    row({ created_at: hoursAgo(24 * 40) }, newsletter),
  ];

  it('reads a period of days or hours', () => {
    expect(parsePeriod('30d')).toBe(30 * 24 * 3_600_000);
    expect(parsePeriod('12h')).toBe(12 * 3_600_000);
    for (const bad of ['', '30', 'd', '0d', '-1d', '1.5d', '2w', '30 days'])
      expect(parsePeriod(bad), bad).toBeNull();
  });

  it('counts leads per source / medium / campaign and per landing page, the largest first', () => {
    const report = formatSourceReport(rows, { now: NOW, periodMs: parsePeriod('30d')!, period: '30d' }).split(
      '\n',
    );
    expect(report).toEqual([
      expect.stringMatching(
        /^Leads by source \/ medium \/ campaign, last 30d \(since 2026-10-2\d \d\d:20\), flagged spam left out:$/,
      ),
      '      2  newsletter / email / spring-launch',
      '      1  (direct)',
      '      1  (not recorded)',
      '      1  (referral) www.google.com',
      '      1  newsletter / email / -',
      '',
      'Leads by landing page:',
      '      2  /',
      '      2  /use-cases',
      '      1  (not recorded)',
      '      1  /pricing',
      '',
      '6 lead(s) in the last 30d.',
    ]);
    const day = formatSourceReport(rows, { now: NOW, periodMs: parsePeriod('24h')!, period: '24h' });
    expect(day).toContain('      1  newsletter / email / spring-launch');
    expect(day).toContain('5 lead(s) in the last 24h.');
    expect(formatSourceReport([], { now: NOW, periodMs: 3_600_000, period: '1h' })).toContain('  (none)');
  });
});

describe('npm run leads', () => {
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ops/leads.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, COLUMNS: '200' },
        encoding: 'utf8',
      },
    );

  /** The same, without blocking this process: the backend in it must answer on its socket meanwhile. */
  const runAsync = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ops/leads.ts', ...args],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, COLUMNS: '200' }, encoding: 'utf8' },
        (error, stdout, stderr) =>
          resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });

  /** Permission bits in octal ('600'), so a failure reads as the mode it is. */
  const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leads-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads through the running server, says so when a holder does not answer, then prints the submissions and CSV', async () => {
    const backend = await backendOn(dataDir);
    try {
      const source = sourceHeaderValue(sampleSource(new Date()));
      const res = await backend.functions['submit-contact']!(
        contactRequest(PARTNER, { headers: { [CONTACT_SOURCE_HEADER]: source } }),
      );
      expect(res.status).toBe(200);
      // While the server runs: answered over its socket, the server going on.
      const live = await runAsync();
      expect(live.status, live.stderr).toBe(0);
      expect(live.stdout).toContain(PARTNER.name);
      expect(live.stdout).toContain('newsletter / email / spring-launch');
      const liveCsv = await runAsync('--csv');
      expect(liveCsv.status, liveCsv.stderr).toBe(0);
      expect(liveCsv.stdout).toContain(`,${PARTNER.name},${PARTNER.email},partnership,`);
    } finally {
      await backend.close();
    }

    // A process that holds the directory and answers no reads: named, exit status 2.
    const holder = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'tests/helpers/hold-data-lock.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    try {
      const line = await new Promise<string>((resolve) =>
        holder.stdout.once('data', (d: Buffer) => resolve(String(d))),
      );
      const { held } = JSON.parse(line) as { held: number };
      const busy = run();
      expect(busy.status).toBe(2);
      expect(busy.stderr).toContain(`pid ${held}`);
      expect(busy.stderr).toContain('one process at a time');
    } finally {
      holder.stdin.end();
      await new Promise((r) => holder.once('exit', r));
    }

    const table = run();
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain(purposeLabels.partnership);
    expect(table.stdout).toContain(PARTNER.name);
    expect(table.stdout).toContain('newsletter / email / spring-launch');
    expect(table.stdout).toContain('1 submission(s)');
    // Piped, the table fits COLUMNS (200 here).
    for (const l of table.stdout.split('\n')) expect([...l].length).toBeLessThanOrEqual(200);

    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.csv`);
    const csv = run('--csv', file);
    expect(csv.status, csv.stderr).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFFid,created_at,name,email')).toBe(true);
    expect(text).toContain(`,${PARTNER.name},${PARTNER.email},partnership,`);
    expect(text).toContain(',/use-cases,https://news.example.org/issues/42,newsletter,email,spring-launch,');
    await rm(file, { force: true });
  }, 180_000);

  it('--sources counts the leads of the period per source and landing page; --since takes Nd or Nh', async () => {
    const backend = await backendOn(dataDir);
    try {
      await backend.db.query('delete from public.contact_submissions');
      const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      const linkedin = sampleSource(new Date(), { utm_source: 'linkedin', utm_medium: 'social' });
      for (const [hours, source] of [
        [1, sampleSource(new Date())],
        [2, sampleSource(new Date())],
        [3, linkedin],
        [50, linkedin],
        [24 * 45, sampleSource(new Date())],
      ] as const)
        await insertSampleRow(backend.db, sampleRow({ source }, { created_at: ago(hours) }));
      await insertSampleRow(backend.db, sampleRow({}, { created_at: ago(4) }));
      await insertSampleRow(
        backend.db,
        sampleRow({ source: linkedin }, { created_at: ago(1), is_spam: true, spam_reason: 'too-fast' }),
      );
    } finally {
      await backend.close();
    }
    const month = run('--sources');
    expect(month.status, month.stderr).toBe(0);
    expect(month.stdout).toContain('last 30d');
    expect(month.stdout).toContain('      2  newsletter / email / spring-launch\n');
    expect(month.stdout).toContain('      2  linkedin / social / spring-launch\n');
    expect(month.stdout).toContain('      1  (not recorded)\n');
    expect(month.stdout).toContain('      4  /use-cases\n');
    expect(month.stdout).toContain('5 lead(s) in the last 30d.');
    const day = run('--sources', '--since', '24h');
    expect(day.stdout).toContain('      1  linkedin / social / spring-launch\n');
    expect(day.stdout).toContain('4 lead(s) in the last 24h.');
    const wrong = run('--sources', '--since', 'a week');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('--since takes a number of days or hours');
  }, 180_000);

  it('writes the CSV export readable by its owner only (0600), new or overwritten', async () => {
    // The database of the test above, or a new one when this test runs alone.
    await (await backendOn(dataDir)).close();
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
    await (await backendOn(dataDir)).close();
    await chmod(dataDir, 0o755);
    const csv = run('--csv');
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stderr).toContain(`DATA_DIR ${dataDir} was open to other users (0755): tightened to 0700`);
    expect(csv.stdout.startsWith('id,created_at,')).toBe(true);
    expect(await modeOf(dataDir)).toBe('700');
  }, 180_000);
});
