// `npm run leads`: the contact submissions stored in the local database (DATA_DIR, default .data).
//   npm run leads                  table of real submissions (spam hidden)
//   npm run leads -- --all         include submissions flagged as spam
//   npm run leads -- --csv         CSV on standard output
//   npm run leads -- --csv out.csv CSV file (UTF-8 with BOM, so spreadsheets read accents and emoji)
//   npm run leads -- --sources     leads per source / medium / campaign and per landing page, last 30 days
//   npm run leads -- --since 7d    only what arrived in the last 7 days (or 12h); --sources' period
// While `npm start` runs, the server answers over its owner-only socket in DATA_DIR (decision 060);
// when nothing runs, this opens the directory itself (taking its lock); with DATABASE_URL, it reads
// that database.
import { open } from 'node:fs/promises';
import {
  DEFAULT_PERIOD,
  formatLeadDetails,
  formatLeadsTable,
  formatSourceReport,
  leadsToCsv,
  parsePeriod,
} from '../../server/leads-format.ts';
import { openReadsOrExit } from './open-reads.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run leads [-- --all] [-- --csv [file]] [-- --sources] [-- --since <N>d|<N>h]');
  process.exit(0);
}
const all = args.includes('--all');
const sources = args.includes('--sources');
const sinceAt = args.indexOf('--since');
const period = sinceAt >= 0 ? (args[sinceAt + 1] ?? '') : sources ? DEFAULT_PERIOD : null;
const periodMs = period === null ? null : parsePeriod(period);
if (period !== null && periodMs === null) {
  console.error(`--since takes a number of days or hours, such as 30d or 12h (got "${period}").`);
  process.exit(1);
}
const csvAt = args.indexOf('--csv');
const csvFile =
  csvAt >= 0 && args[csvAt + 1] && !args[csvAt + 1]!.startsWith('--') ? args[csvAt + 1] : undefined;
const { reads, where } = await openReadsOrExit({
  whatFillsIt: 'send the form',
  olderServer:
    'stop it (Ctrl+C in its terminal), run `npm run leads` again, then restart it with `npm start`.',
});

try {
  const stored = await reads.leads();
  if (stored === null) {
    console.error('This database has no contact submissions table yet: start the server once to migrate it.');
    process.exitCode = 1;
  } else {
    const now = new Date();
    const rows =
      periodMs === null
        ? stored
        : stored.filter((r) => new Date(r.created_at).getTime() >= now.getTime() - periodMs);
    const shown = all ? rows : rows.filter((r) => !r.is_spam);
    const hidden = rows.length - shown.length;
    if (sources && period !== null && periodMs !== null) {
      // Flagged spam never counts, --all or not.
      console.log(formatSourceReport(rows, { now, periodMs, period }));
    } else if (csvAt >= 0) {
      // On a terminal, only printable text (decision 058); a file or a pipe gets the data as stored.
      const csv = leadsToCsv(shown, { printable: !csvFile && process.stdout.isTTY === true });
      if (csvFile) {
        await writePrivateFile(csvFile, `\uFEFF${csv}`);
        console.log(`Wrote ${shown.length} submission(s) to ${csvFile}`);
      } else process.stdout.write(csv);
    } else if (shown.length === 0) {
      console.log(
        period === null
          ? `No contact submissions in ${where} yet.`
          : `No contact submissions in ${where} in the last ${period}.`,
      );
    } else {
      // The terminal's width; piped, what COLUMNS says, else 100.
      const width = process.stdout.columns ?? (Number(process.env.COLUMNS) || 100);
      console.log(formatLeadsTable(shown, width));
      // The latest few in full: the table cuts long text.
      const latest = shown.slice(-3);
      console.log(`\nLatest ${latest.length} in full:\n`);
      console.log(latest.map(formatLeadDetails).join('\n\n'));
      console.log(`\n${shown.length} submission(s) in ${where}`);
    }
    if (hidden > 0 && csvAt < 0 && !sources)
      console.log(`${hidden} flagged as spam not shown (--all shows them).`);
  }
} finally {
  await reads.close();
}

/**
 * Writes `text` to `file` readable by its owner only (0600): it lists names, emails and messages.
 * The mode given to open applies only to a file it creates, so one already there is changed too,
 * before the new content goes in (a device such as /dev/stdout is left as it is).
 */
async function writePrivateFile(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    if ((await handle.stat()).isFile()) await handle.chmod(0o600);
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}
