// Migration 20261206000000 (decision 056): messages stored before it with CR LF or a lone CR are
// rewritten with LF; a row the table's later rules refuse keeps its text, and the migration applies.
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../server/migrate.ts';
import { type LocalDb, openPgliteDb } from '../../server/pglite-db.ts';
import { insertSampleRow, sampleRow } from '../helpers/contact-sample.ts';

const MIGRATION = '20261206000000_contact_line_breaks_and_fillers.sql';
let db: LocalDb;

beforeAll(async () => {
  // The schema as it was before the migration: every earlier file, in a folder of their own.
  const before = await mkdtemp(path.join(tmpdir(), 'lw-migrations-'));
  for (const name of await readdir(MIGRATIONS_DIR))
    if (name.endsWith('.sql') && name < MIGRATION)
      await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before, name));
  db = await openPgliteDb();
  await migrate(db, before);
});

afterAll(async () => {
  await db?.close();
});

describe('the line-break migration', () => {
  it('rewrites stored CR LF and CR as LF, and leaves a row it cannot write as it was', async () => {
    await insertSampleRow(db, sampleRow({}, { message: 'First line\r\nsecond\rthird' }));
    await insertSampleRow(db, sampleRow({}, { message: 'Plain message\nwith a line' }));
    // A row stored before the character rules (NOT VALID: never checked until written).
    await db.query('alter table public.contact_submissions drop constraint contact_submissions_name_text');
    await insertSampleRow(db, sampleRow({}, { name: 'Jane\u200bDoe', message: 'Old row\r\nkept as it was' }));
    await db.query(
      `alter table public.contact_submissions add constraint contact_submissions_name_text
         check (public.contact_text_ok(name, false)) not valid`,
    );
    // This one, and any later migration of the tree (the visit counts).
    expect((await migrate(db))[0]).toBe(MIGRATION);
    const { rows } = await db.query<{ message: string }>(
      'select message from public.contact_submissions order by message',
    );
    expect(rows.map((r) => r.message)).toEqual([
      'First line\nsecond\nthird',
      'Old row\r\nkept as it was',
      'Plain message\nwith a line',
    ]);
  });
});
