// `npm run leads`: the table and CSV formatting, and the CLI against a real local data directory
// (including the message it gives while the server holds the directory).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import { csvField, formatLeadsTable, type LeadRow, leadsToCsv } from '../../server/leads-format.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const row = (over: Partial<LeadRow> = {}): LeadRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: new Date('2026-11-21T10:00:00Z'),
  name: 'Jane Cooper',
  email: 'jane@acme.com',
  purpose: 'demo',
  company: 'Acme',
  phone: '+1 555 0100',
  company_size: '11-50',
  current_tools: null,
  preferred_timeframe: 'this-week',
  message: 'Line one\nline two',
  is_spam: false,
  spam_reason: null,
  notification_status: 'delivered',
  notification_attempts: 1,
  ...over,
});

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
    expect(lines[0]).toBe(
      'id,created_at,purpose,name,email,company,phone,company_size,current_tools,preferred_timeframe,message,is_spam,spam_reason,notification_status',
    );
    expect(lines[1]).toContain(
      '2026-11-21T10:00:00.000Z,demo,Jane Cooper,jane@acme.com,Acme,+1 555 0100,11-50,,this-week,"Line one\nline two",false,,delivered',
    );
    expect(lines[2]).toContain(',"Zoë, ""Z""",jane@acme.com,,');
    expect(lines).toHaveLength(4);
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
      const res = await backend.functions['submit-contact']!(
        new Request('http://local/functions/v1/submit-contact', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-idempotency-key': 'leads-cli-test-key-01',
            'x-contact-fill-ms': '9000',
          },
          body: JSON.stringify({
            name: 'Ada Lovelace',
            email: 'ada@engines.example',
            purpose: 'partnership',
            message: 'Shall we compute something together?',
          }),
        }),
      );
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
    expect(text.startsWith('\uFEFFid,created_at,purpose,name')).toBe(true);
    expect(text).toContain(',partnership,Ada Lovelace,ada@engines.example,');
    await rm(file, { force: true });
  }, 180_000);
});
