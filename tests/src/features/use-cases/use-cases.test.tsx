import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { contactSalesLabel } from '@/content/shared';
import { sdrComparison, useCases, useCasesCta, useCasesHero } from '@/content/use-cases';
import { useCasesJsonLd } from '@/features/use-cases/use-cases-json-ld';
import { UseCasesPage } from '@/features/use-cases/use-cases-page';
import { byId, escapeRegExp } from '../../../helpers/content.ts';
import { required, requirementsSection } from '../../../helpers/requirements.ts';

function renderPage() {
  render(
    <MemoryRouter>
      <UseCasesPage />
    </MemoryRouter>,
  );
}

describe('use-cases page', () => {
  it('has one h1, the four use cases and the coming-soon note', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      byId(useCases.items, 'inbound-sales').title,
      byId(useCases.items, 'outbound-prospecting').title,
      byId(useCases.items, 'account-based-marketing').title,
      byId(useCases.items, 'sdr-teams').title,
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText(useCases.comingSoonNote)).toBeInTheDocument();
  });

  it('shows this page’s reading: 90% lower cost and 10x pipeline', () => {
    // The reading is the requirements' (docs/requirements.md#facts), and the page shows it.
    expect(useCasesHero.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      required('90% lower cost', 'facts'),
      required('10x pipeline', 'facts'),
    ]);
    renderPage();
    for (const stat of useCasesHero.stats) {
      expect(screen.getByText(stat.value)).toBeInTheDocument();
      expect(screen.getByText(stat.label)).toBeInTheDocument();
    }
  });

  it('compares six rows, with the AI SDR card tagged Recommended', () => {
    renderPage();
    const traditional = screen.getByRole('article', { name: sdrComparison.traditionalTitle });
    const ai = screen.getByRole('article', { name: `${siteConfig.name} AI SDR` });
    expect(within(ai).getByText(sdrComparison.recommended)).toBeInTheDocument();
    expect(within(traditional).queryByText(sdrComparison.recommended)).toBeNull();
    const values = (card: HTMLElement) =>
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(values(traditional)).toEqual(sdrComparison.rows.map((row) => row.traditional));
    expect(values(ai)).toEqual(sdrComparison.rows.map((row) => row.ai));
  });

  it('links Contact Sales, View Platform and a custom workflow request', () => {
    renderPage();
    for (const l of screen.getAllByRole('link', { name: new RegExp(escapeRegExp(contactSalesLabel)) }))
      expect(l).toHaveAttribute('href', siteConfig.salesLink);
    expect(
      screen.getByRole('link', { name: new RegExp(escapeRegExp(useCasesCta.secondary.label)) }),
    ).toHaveAttribute('href', '/platform');
    expect(screen.getByRole('link', { name: useCasesCta.customWorkflow })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('use-cases JSON-LD', () => {
  const ld = useCasesJsonLd({
    useCases: useCases.items,
    siteName: 'Acme',
    title: useCasesHero.eyebrow,
    description: 'How it is used',
    origin: 'https://example.test',
  });
  it('is a WebPage at the canonical URL listing every use case as a Service', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://example.test/use-cases',
    });
    const list = ld.mainEntity as { '@type': string; numberOfItems: number; itemListElement: unknown[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(4);
    expect(list.itemListElement).toEqual(
      useCases.items.map((u, i) =>
        expect.objectContaining({
          '@type': 'ListItem',
          position: i + 1,
          item: expect.objectContaining({ '@type': 'Service', name: u.title, provider: expect.anything() }),
        }),
      ),
    );
  });
  it('serializes to JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
  it('the comparison has exactly six rows', () => {
    // As many as the requirements' comparison table has (docs/requirements.md#use-cases).
    const requiredRows = requirementsSection('use-cases')
      .split('\n')
      .filter((line) => /^\| [^|\s-]/.test(line));
    expect(requiredRows.length).toBeGreaterThan(1);
    expect(sdrComparison.rows).toHaveLength(requiredRows.length);
  });
});
