import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { legalDocuments } from '@/content/legal';
import { dpaDocument } from '@/content/legal/dpa';
import { slaDocument, slaResolutionTable } from '@/content/legal/sla';
import type { LegalDocument } from '@/content/legal/types';
import { legalUi } from '@/content/legal/ui';
import { usagePolicyDocument } from '@/content/legal/usage-policy';
import { formatLegalDate } from '@/features/legal/format-date';
import { groupSections, LegalPage } from '@/features/legal/legal-page';
import { byId, escapeRegExp } from '../../../helpers/content.ts';

const renderDoc = (doc: LegalDocument) =>
  render(
    <MemoryRouter>
      <LegalPage document={doc} />
    </MemoryRouter>,
  );

describe('LegalPage', () => {
  it('shows the title, the last-updated date and every section heading with its id', () => {
    const doc = legalDocuments.security;
    renderDoc(doc);
    expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument();
    expect(screen.getByText('October 5, 2025').parentElement).toHaveTextContent(
      /^Last updated October 5, 2025$/,
    );
    expect(screen.getByText('October 5, 2025')).toHaveAttribute('datetime', '2025-10-05');
    for (const s of doc.sections) {
      const h = screen.getByRole('heading', { level: s.level, name: s.title });
      expect(h).toHaveAttribute('id', s.id);
    }
  });

  it('renders the usage rules as one ordered list of 13, named by its heading', () => {
    renderDoc(legalDocuments.usagePolicy);
    const list = screen.getByRole('list', { name: byId(usagePolicyDocument.sections, 'rules').title });
    expect(list.tagName).toBe('OL');
    const rules = Array.from(list.children);
    expect(rules).toHaveLength(13);
    const first = byId(usagePolicyDocument.sections, 'opt-out-link');
    expect(within(rules[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      new RegExp(`^${escapeRegExp(`${first.number}. ${first.title}`)}$`),
    );
    expect(within(rules[12] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(/^13\. /);
    // The table of contents uses the short labels, numbered.
    const sidebar = screen
      .getAllByRole('navigation', { name: legalUi.tableOfContents })
      .find((n) => n.dataset.toc === 'sidebar')!;
    expect(within(sidebar).getByRole('link', { name: `${first.number}. ${first.tocLabel}` })).toHaveAttribute(
      'href',
      `#${first.id}`,
    );
  });

  it('renders tables with column and row headers', () => {
    renderDoc(legalDocuments.sla);
    const table = screen.getByRole('table', { name: slaResolutionTable.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      slaResolutionTable.columns,
      ...slaResolutionTable.rows.map((r) => [r.header, ...r.cells]),
    ]);
    expect(within(table).getByRole('rowheader', { name: 'P1' })).toBeInTheDocument();
  });

  it('links emails with mailto and internal pages with the router, with a print URL', () => {
    renderDoc(legalDocuments.security);
    const mails = screen.getAllByRole('link', { name: siteConfig.securityEmail });
    expect(mails[0]).toHaveAttribute('href', `mailto:${siteConfig.securityEmail}`);
    const dpa = screen.getByRole('link', { name: dpaDocument.title });
    expect(dpa).toHaveAttribute('href', '/dpa');
    expect(dpa).toHaveAttribute('data-print-url', `${env.siteUrl}/dpa`);
  });

  it('offers the table of contents for the document headings', () => {
    renderDoc(legalDocuments.sla);
    const navs = screen.getAllByRole('navigation', { name: legalUi.tableOfContents });
    expect(navs.length).toBeGreaterThan(0);
    const sidebar = navs.find((n) => n.dataset.toc === 'sidebar')!;
    expect(
      within(sidebar).getByRole('link', { name: byId(slaDocument.sections, 'p1').title }),
    ).toHaveAttribute('data-level', '3');
    expect(
      within(sidebar).getByRole('link', { name: byId(slaDocument.sections, 'resolution-time').title }),
    ).toHaveAttribute('href', '#resolution-time');
  });
});

describe('groupSections', () => {
  it('groups consecutive numbered sections only', () => {
    const s = (id: string, number?: number) => ({ id, title: id, level: 2 as const, number, blocks: [] });
    const groups = groupSections([s('a'), s('r1', 1), s('r2', 2), s('b'), s('r3', 3)]);
    expect(groups.map((g) => (g.kind === 'section' ? g.section.id : g.sections.map((x) => x.id)))).toEqual([
      'a',
      ['r1', 'r2'],
      'b',
      ['r3'],
    ]);
  });
});

describe('formatLegalDate', () => {
  it('formats an ISO date in US English whatever the time zone', () => {
    expect(formatLegalDate('2025-10-05')).toBe('October 5, 2025');
  });

  it('writes every day of two years as Intl.DateTimeFormat would', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatLegalDate(iso), iso).toBe(intl.format(new Date(day)));
    }
  });

  it('refuses what is not an ISO date', () => {
    for (const bad of ['2025-13-01', '5 October 2025', '2025-1-5', ''])
      expect(() => formatLegalDate(bad), bad).toThrow(/Not an ISO date/);
  });
});
