// `npm run insights` as text: the funnel in total, per source / medium / campaign and per landing
// page (sorted by leads), page views per path and device. Visitor-supplied values (campaign tags,
// paths, hosts) were checked by the contract; they are still cut to printable text here.
import type { Funnel, InsightsReport } from './insights.ts';

/** A rate as people read it: one decimal, or a dash without visits. */
export const percent = (rate: number | null): string =>
  rate === null ? '-' : `${(rate * 100).toFixed(1)} %`;

/** Printable and one line: controls (C0, DEL, C1) and format characters are dropped. */
const printable = (s: string) => s.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');

const widthOf = (s: string) => [...s].length;
function cut(s: string, width: number): string {
  const chars = [...s];
  return chars.length <= width
    ? s + ' '.repeat(width - chars.length)
    : `${chars.slice(0, width - 1).join('')}…`;
}

const FUNNEL_COLUMNS: [string, (f: Funnel) => string][] = [
  ['visits', (f) => String(f.visits)],
  ['page views', (f) => String(f.page_views)],
  ['reached contact', (f) => String(f.reached_contact)],
  ['started', (f) => String(f.started)],
  ['leads', (f) => String(f.leads)],
  ['conversion', (f) => percent(f.conversion)],
];

function table<T extends Funnel>(title: string, rows: T[], name: (r: T) => string, maxName = 48): string[] {
  const names = rows.map((r) => printable(name(r)));
  const nameWidth = Math.min(maxName, Math.max(widthOf(title), ...names.map(widthOf)));
  const widths = FUNNEL_COLUMNS.map(([h, v]) => Math.max(h.length, ...rows.map((r) => v(r).length)));
  const line = (first: string, cells: string[]) =>
    `  ${cut(first, nameWidth)}  ${cells.map((c, i) => c.padStart(widths[i]!)).join('  ')}`;
  const out = [
    line(
      title,
      FUNNEL_COLUMNS.map(([h]) => h),
    ),
  ];
  if (rows.length === 0) out.push('  (none)');
  rows.forEach((r, i) => {
    out.push(
      line(
        names[i]!,
        FUNNEL_COLUMNS.map(([, v]) => v(r)),
      ),
    );
  });
  return out;
}

export function formatInsights(report: InsightsReport): string {
  const t = report.totals;
  const lines = [
    `Visits and leads, last ${report.period} (UTC days ${report.since} to ${report.until})`,
    '',
    `  ${t.visits} visits → ${t.reached_contact} reached contact → ${t.started} started the form → ${t.leads} leads` +
      `  (conversion ${percent(t.conversion)}; ${t.page_views} page views)`,
    '',
    'Per source / medium / campaign, by leads:',
    ...table('source / medium / campaign', report.bySource, (r) => r.label),
    '',
    'Per landing page, by leads:',
    ...table('landing page', report.byLanding, (r) => r.landing_path),
    '',
    'Page views per path:',
    ...(report.pageViews.length
      ? report.pageViews.map((p) => `  ${String(p.page_views).padStart(7)}  ${printable(p.path)}`)
      : ['  (none)']),
    '',
    'Page views per device (from the viewport width):',
    ...(report.devices.length
      ? report.devices.map((d) => `  ${String(d.page_views).padStart(7)}  ${d.device}`)
      : ['  (none)']),
  ];
  return lines.join('\n');
}
