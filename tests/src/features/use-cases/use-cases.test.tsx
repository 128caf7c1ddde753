import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { sdrComparison, useCases, useCasesCta, useCasesHero } from '@/content/use-cases';
import { useCasesJsonLd } from '@/features/use-cases/use-cases-json-ld';
import { UseCasesPage } from '@/features/use-cases/use-cases-page';
import { byId } from '../../../helpers/content.ts';

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
    renderPage();
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByText('lower cost')).toBeInTheDocument();
    expect(screen.getByText('10x')).toBeInTheDocument();
    expect(screen.getByText('pipeline')).toBeInTheDocument();
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
    for (const l of screen.getAllByRole('link', { name: /Contact Sales/ }))
      expect(l).toHaveAttribute('href', siteConfig.salesLink);
    expect(screen.getByRole('link', { name: /View Platform/ })).toHaveAttribute('href', '/platform');
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
    expect(sdrComparison.rows).toHaveLength(6);
  });
});
