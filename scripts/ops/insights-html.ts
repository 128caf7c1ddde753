// `npm run insights -- --html <file>`: one self-contained HTML file that opens offline and loads
// nothing from elsewhere (no script, no font, no image file: the charts are SVG drawn here). Light
// and dark follow the reader's system (prefers-color-scheme), in the site's colour tokens
// (src/styles/tokens.css, read by scripts/build/design-tokens.ts: one source for a colour).

import type { Funnel, InsightsReport } from '../../server/insights.ts';
import { percent } from '../../server/insights-format.ts';
import { siteConfig } from '../../src/config/site.ts';
import { readTokens, type Theme } from '../build/design-tokens.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Printable text only reaches the page (controls and format characters dropped), escaped. */
const text = (s: string) => escapeHtml(s.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ''));

/** The report's palette from a theme of the tokens: what each part of the page is drawn in. */
function palette(theme: Theme): string {
  const pick = {
    bg: theme.background,
    fg: theme.foreground,
    card: theme.card,
    muted: theme['muted-foreground'],
    line: theme.border,
    visits: theme.primary,
    leads: theme.success,
    soft: theme['accent-soft'],
  };
  return Object.entries(pick)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
}

const W = 720;

/** Two bar charts over the same days: visits above, leads below, each on its own scale. */
function dailyChart(report: InsightsReport): string {
  const days = report.daily;
  const panel = (key: 'visits' | 'leads', top: number, height: number) => {
    const max = Math.max(1, ...days.map((d) => d[key]));
    const step = (W - 60) / Math.max(1, days.length);
    const bar = Math.max(1, step * 0.7);
    const bars = days
      .map((d, i) => {
        const h = (d[key] / max) * height;
        return `<rect class="${key}" x="${(50 + i * step).toFixed(1)}" y="${(top + height - h).toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}"><title>${d.day}: ${d[key]} ${key}</title></rect>`;
      })
      .join('');
    return `<text class="axis" x="0" y="${top + 10}">${max}</text><text class="axis" x="0" y="${top + height}">0</text>
      <line class="grid" x1="48" x2="${W - 10}" y1="${top + height}" y2="${top + height}"/>
      <text class="label" x="50" y="${top - 6}">${key === 'visits' ? 'Visits' : 'Leads'} per day</text>${bars}`;
  };
  const first = days[0]?.day ?? report.since;
  const last = days.at(-1)?.day ?? report.until;
  return `<svg role="img" aria-label="Visits and leads per day" viewBox="0 0 ${W} 300" width="100%">
    ${panel('visits', 24, 110)}${panel('leads', 170, 90)}
    <text class="axis" x="50" y="296">${first}</text><text class="axis" x="${W - 10}" y="296" text-anchor="end">${last}</text>
  </svg>`;
}

/** The funnel: one bar per step, its share of the visits. */
function funnelChart(t: Funnel): string {
  const steps: [string, number][] = [
    ['Visits', t.visits],
    ['Reached contact', t.reached_contact],
    ['Started the form', t.started],
    ['Leads', t.leads],
  ];
  const max = Math.max(1, t.visits, ...steps.map(([, n]) => n));
  const rows = steps
    .map(([label, n], i) => {
      const y = 10 + i * 40;
      const w = (n / max) * (W - 260);
      const share = t.visits > 0 ? ` (${percent(n / t.visits)})` : '';
      return `<text class="label" x="0" y="${y + 19}">${label}</text>
        <rect class="${i === 3 ? 'leads' : 'visits'}" x="150" y="${y}" width="${Math.max(1, w).toFixed(1)}" height="28" rx="3"/>
        <text class="value" x="${(156 + w).toFixed(1)}" y="${y + 19}">${n}${share}</text>`;
    })
    .join('');
  return `<svg role="img" aria-label="The funnel: visits, reached contact, started, leads" viewBox="0 0 ${W} 170" width="100%">${rows}</svg>`;
}

/** Conversion (leads per visit) per row, as horizontal bars, with visits and leads beside. */
function conversionChart(title: string, rows: (Funnel & { name: string })[]): string {
  const shown = rows.slice(0, 12);
  if (shown.length === 0) return `<p class="none">Nothing counted in this period.</p>`;
  const max = Math.max(0.01, ...shown.map((r) => r.conversion ?? 0));
  const bars = shown
    .map((r, i) => {
      const y = 6 + i * 30;
      const w = ((r.conversion ?? 0) / max) * (W - 430);
      return `<text class="label" x="0" y="${y + 15}">${text([...r.name].slice(0, 34).join(''))}</text>
        <rect class="leads" x="250" y="${y}" width="${Math.max(1, w).toFixed(1)}" height="20" rx="3"/>
        <text class="value" x="${(256 + w).toFixed(1)}" y="${y + 15}">${percent(r.conversion)} · ${r.leads} of ${r.visits}</text>`;
    })
    .join('');
  return `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${W} ${12 + shown.length * 30}" width="100%">${bars}</svg>`;
}

function funnelTable(caption: string, first: string, rows: (Funnel & { name: string })[]): string {
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${text(r.name)}</th><td>${r.visits}</td><td>${r.page_views}</td><td>${r.reached_contact}</td><td>${r.started}</td><td>${r.leads}</td><td>${percent(r.conversion)}</td></tr>`,
    )
    .join('');
  return `<div class="scroll"><table><caption>${caption}</caption>
    <thead><tr><th scope="col">${first}</th><th scope="col">Visits</th><th scope="col">Page views</th><th scope="col">Reached contact</th><th scope="col">Started</th><th scope="col">Leads</th><th scope="col">Conversion</th></tr></thead>
    <tbody>${body || '<tr><td colspan="7">Nothing counted in this period.</td></tr>'}</tbody></table></div>`;
}

export function insightsHtml(report: InsightsReport, generatedAt: Date = new Date()): string {
  const tokens = readTokens();
  const t = report.totals;
  const sources = report.bySource.map((r) => ({ ...r, name: r.label }));
  const landings = report.byLanding.map((r) => ({ ...r, name: r.landing_path }));
  const tile = (label: string, value: string) =>
    `<div class="tile"><span>${label}</span><strong>${value}</strong></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${text(siteConfig.name)}: visits and leads, last ${text(report.period)}</title>
<style>
:root { ${palette(tokens.light)} color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { ${palette(tokens.dark)} } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .75rem; }
p.meta, p.none { color: var(--muted); margin: 0; }
p.note { margin-top: 1.5rem; }
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .75rem; margin-top: 1.5rem; }
.tile, section { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: .9rem 1rem; }
section { margin-top: 1.25rem; }
section h2 { margin-top: 0; }
.tile span { display: block; color: var(--muted); font-size: .85rem; }
.tile strong { font-size: 1.5rem; }
/* On a narrow screen the charts and tables keep their size and scroll sideways in their card. */
.scroll { overflow-x: auto; }
.scroll > svg { min-width: 36rem; }
.scroll > table { min-width: 36rem; }
svg { display: block; overflow: visible; }
svg text { fill: var(--fg); font-size: 13px; }
svg .axis { fill: var(--muted); font-size: 11px; }
svg .grid { stroke: var(--line); }
rect.visits { fill: var(--visits); }
rect.leads { fill: var(--leads); }
table { width: 100%; border-collapse: collapse; margin-top: 1rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; color: var(--muted); padding-bottom: .25rem; }
th, td { padding: .35rem .5rem; border-bottom: 1px solid var(--line); text-align: right; }
th:first-child { text-align: left; font-weight: 500; min-width: 12rem; overflow-wrap: anywhere; }
thead th { color: var(--muted); font-weight: 500; }
</style>
</head>
<body>
<main>
<h1>Visits and leads</h1>
<p class="meta">${text(siteConfig.name)} · last ${text(report.period)}: UTC days ${report.since} to ${report.until} · made ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</p>
<div class="tiles">
${tile('Visits', String(t.visits))}${tile('Page views', String(t.page_views))}${tile('Reached contact', String(t.reached_contact))}${tile('Started the form', String(t.started))}${tile('Leads', String(t.leads))}${tile('Conversion', percent(t.conversion))}
</div>
<section><h2>Visits and leads per day</h2><div class="scroll">${dailyChart(report)}</div></section>
<section><h2>The funnel</h2><div class="scroll">${funnelChart(t)}</div></section>
<section><h2>Conversion per source / medium / campaign</h2><div class="scroll">${conversionChart('Conversion per source', sources)}</div>
${funnelTable('Per source / medium / campaign, by leads', 'Source / medium / campaign', sources)}</section>
<section><h2>Conversion per landing page</h2><div class="scroll">${conversionChart('Conversion per landing page', landings)}</div>
${funnelTable('Per landing page, by leads', 'Landing page', landings)}</section>
<p class="meta note">Counted without cookies or device storage, per day and dimensions; visits from browsers sending Global Privacy Control, from declared crawlers and without JavaScript are not counted. Leads come from the stored submissions (spam left out).</p>
</main>
</body>
</html>
`;
}
