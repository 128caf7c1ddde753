// `npm run insights`: which page and campaign turn visitors into leads (issue 57, decision 059).
//   npm run insights                     the last 30 days as text: visits → reached contact → started →
//                                        leads with the conversion, per source / medium / campaign and
//                                        per landing page, sorted by leads
//   npm run insights -- --since 7d       another period (days or hours: 12h)
//   npm run insights -- --json           the same figures as JSON, for scripts
//   npm run insights -- --html <file>    one self-contained HTML report (opens offline; light and dark)
// Reads as `npm run leads` does (decision 060): the running server over its owner-only socket in
// DATA_DIR, else the data directory itself, or DATABASE_URL when set.
import { open } from 'node:fs/promises';
import { periodDays } from '../../server/insights.ts';
import { formatInsights } from '../../server/insights-format.ts';
import { DEFAULT_PERIOD, parsePeriod } from '../../server/leads-format.ts';
import { insightsHtml } from './insights-html.ts';
import { openReadsOrExit } from './open-reads.ts';

const USAGE = 'Usage: npm run insights [-- --since <N>d|<N>h] [-- --json] [-- --html <file>]';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const optionValue = (flag: string) => {
  const at = args.indexOf(flag);
  if (at < 0) return null;
  const value = args[at + 1];
  return value && !value.startsWith('--') ? value : '';
};
const period = optionValue('--since') ?? DEFAULT_PERIOD;
const periodMs = parsePeriod(period);
if (periodMs === null) {
  console.error(`--since takes a number of days or hours, such as 30d or 12h (got "${period}").`);
  process.exit(1);
}
const htmlFile = optionValue('--html');
if (htmlFile === '') {
  console.error(`--html takes the file to write.\n${USAGE}`);
  process.exit(1);
}
const { reads } = await openReadsOrExit({
  whatFillsIt: 'visit it',
  olderServer: 'stop it and run this again.',
});
try {
  const now = new Date();
  const report = await reads.insights({ ...periodDays(now, periodMs), period });
  if (report === null) {
    console.error('This database has no visit counts yet: start the server once to migrate it.');
    process.exitCode = 1;
  } else if (htmlFile) {
    const handle = await open(htmlFile, 'w', 0o600);
    try {
      await handle.writeFile(insightsHtml(report, now), 'utf8');
    } finally {
      await handle.close();
    }
    console.log(`Wrote the report for the last ${period} to ${htmlFile}`);
  } else if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(formatInsights(report));
  }
} finally {
  await reads.close();
}
