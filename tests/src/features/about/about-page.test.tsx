import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { aboutCopy } from '@/content/about';
import { AboutPage } from '@/features/about/about-page';
import { required } from '../../../helpers/requirements.ts';

const renderPage = () =>
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );

describe('AboutPage', () => {
  it('tells the story: automotive lead response since the founding year, now an AI SDR for B2B teams', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: `About ${siteConfig.name}` })).toBeInTheDocument();
    const story = screen.getByRole('region', { name: /started with answering every lead/ });
    expect(story).toHaveTextContent(`began in ${siteConfig.foundedYear}`);
    expect(story).toHaveTextContent('automated lead response for automotive sales teams');
    expect(story).toHaveTextContent(
      'inbound sales, outbound prospecting, account-based marketing and SDR teams',
    );
  });

  it('shows exactly the four values, each with a description', () => {
    renderPage();
    const values = screen.getByRole('region', { name: aboutCopy.values.title });
    const items = within(values).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      required('People First'),
      required('Continuous Innovation'),
      required('Speed to Market'),
      required('Excellence by Design'),
    ]);
    for (const li of items) expect(li.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
  });

  it('links Contact Sales to the sales link and Contact Us to the contact page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: aboutCopy.cta.primary.label })).toHaveAttribute(
      'href',
      siteConfig.salesLink,
    );
    expect(screen.getByRole('link', { name: aboutCopy.cta.secondary.label })).toHaveAttribute(
      'href',
      paths.contact,
    );
  });

  it('has one h1 and headings in order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });
});
