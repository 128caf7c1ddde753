// Proof a buyer believes (issue 58, item 3; decision 066): customers' marks, a named result,
// testimonials with a company mark, a dated timeline and the team. All of it comes from content;
// sample entries say so there and nowhere a visitor reads; a real entry needs no code change.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aboutCopy } from '@/content/about';
import { type Customer, customer, customers, namedResults } from '@/content/customers';
import { testimonials } from '@/content/home-testimonials';
import { AboutPage, Team } from '@/features/about/about-page';
import { LogoRow } from '@/features/home/logo-row';
import { Testimonials } from '@/features/home/testimonials';

const SAMPLE_WORD = /\bsample\b/i;

describe('proof from content', () => {
  it('the logo row shows every customer of the content, each named by its company', () => {
    render(<LogoRow />);
    const row = screen.getByRole('region', { name: /customers/i });
    const marks = within(row).getAllByRole('img');
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(customers.map((c) => c.name));
    expect(row.textContent).not.toMatch(SAMPLE_WORD);
  });

  it('a real customer with its own logo file takes the row without a code change', () => {
    const real: Customer = {
      id: 'acme',
      name: 'Acme Corporation',
      wordmark: 'Acme',
      industry: 'Manufacturing',
      mark: { kind: 'image', src: '/customers/acme.svg', width: 120, height: 32 },
      sample: false,
    };
    render(<LogoRow customers={[real, ...customers]} />);
    const logo = screen.getByRole('img', { name: real.name });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', '/customers/acme.svg');
    expect(logo).toHaveAttribute('width', '120');
  });

  it("each testimonial carries its company mark; a named result heads its customer's testimonial, told once", () => {
    render(<Testimonials />);
    for (const t of testimonials) {
      const slide = screen.getByText(`“${t.quote}”`).closest('figure');
      expect(slide).not.toBeNull();
      expect(within(slide as HTMLElement).getByRole('img', { name: t.company })).toBeInTheDocument();
      expect(t.company).toBe(customer(t.customer).name);
    }
    expect(namedResults.length).toBeGreaterThan(0);
    for (const r of namedResults) {
      // Once on the page: in its customer's testimonial where there is one, else on its own.
      const [shown, ...again] = screen.getAllByText(r.figure);
      expect(again).toEqual([]);
      const holder = (shown as HTMLElement).closest('figure, li') as HTMLElement;
      expect(holder).toHaveTextContent(r.label);
      expect(within(holder).getByRole('img', { name: customer(r.customer).name })).toBeInTheDocument();
      const told = testimonials.find((t) => t.customer === r.customer);
      if (told) expect(holder).toHaveTextContent(told.quote);
    }
    expect(document.body.textContent).not.toMatch(SAMPLE_WORD);
  });

  it('a named result of a customer with no testimonial stands on its own, with its detail', () => {
    const [first] = namedResults;
    const other = customers.find((c) => !testimonials.some((t) => t.customer === c.id));
    expect(other).toBeDefined();
    const result = { ...first!, customer: other!.id, figure: '41%', detail: 'A detail of its own.' };
    namedResults.push(result);
    try {
      render(<Testimonials />);
      const item = screen.getByText('41%').closest('li') as HTMLElement;
      expect(item).toHaveTextContent('A detail of its own.');
      expect(within(item).getByRole('img', { name: other!.name })).toBeInTheDocument();
    } finally {
      namedResults.pop();
    }
  });

  it('the About timeline is dated, in order, and starts with the founding year', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const times = [...document.querySelectorAll('ol time')].map((t) => Number(t.getAttribute('datetime')));
    expect(times).toEqual(aboutCopy.timeline.items.map((i) => i.year));
    expect(times[0]).toBe(aboutCopy.timeline.items[0]?.year);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const team = screen.getByRole('region', { name: aboutCopy.team.title });
    for (const p of aboutCopy.team.people) expect(team).toHaveTextContent(`${p.name}${p.role}`);
    expect(document.body.textContent).not.toMatch(SAMPLE_WORD);
  });

  it('a team member with a portrait shows it; one without shows initials', () => {
    const [first, ...rest] = aboutCopy.team.people;
    render(<Team people={[{ ...first!, portrait: '/team/first.jpg', sample: false }, ...rest]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/team/first.jpg');
    expect(items[1]?.querySelector('img')).toBeNull();
  });

  it('sample entries are flagged in the content: every invented one says so', () => {
    // The founding year is a fact (docs/requirements.md); the other dates, the customers, the
    // named result, the testimonials and the team are sample content until real ones replace them.
    const flagged = [
      ...customers,
      ...namedResults,
      ...testimonials,
      ...aboutCopy.team.people,
      ...aboutCopy.timeline.items.slice(1),
    ];
    for (const entry of flagged) expect(entry.sample).toBe(true);
    expect(aboutCopy.timeline.items[0]?.sample).toBe(false);
  });
});
