import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { contactCopy } from '@/content/contact';
import { helpCategories, helpCenterCopy, helpFaqs } from '@/content/help-center';
import { HelpCenterPage } from '@/features/help-center/help-center-page';
import { byId, escapeRegExp } from '../../../helpers/content.ts';
import { getSummary, isOpen, querySummary } from '../../../helpers/disclosure.ts';

function renderPage() {
  render(
    <MemoryRouter>
      <HelpCenterPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const cards = () => screen.queryAllByTestId('help-category');
const questions = () => helpFaqs.filter((f) => querySummary(f.question) !== null).map((f) => f.question);

describe('HelpCenterPage', () => {
  it('shows the six categories with their article counts, each Coming Soon', () => {
    renderPage();
    const expected = [
      [byId(helpCategories, 'getting-started').title, 12],
      [byId(helpCategories, 'configuration').title, 18],
      [byId(helpCategories, 'lead-management').title, 10],
      [byId(helpCategories, 'outreach-campaigns').title, 15],
      [byId(helpCategories, 'analytics-reporting').title, 8],
      [byId(helpCategories, 'compliance-security').title, 6],
    ] as const;
    expect(cards()).toHaveLength(helpCategories.length);
    expected.forEach(([title, count], i) => {
      const card = cards()[i]!;
      expect(within(card).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(card).getByText(`${count} articles`)).toBeInTheDocument();
      expect(within(card).getByText(helpCenterCopy.categories.comingSoon)).toBeInTheDocument();
    });
  });

  it('has a labelled search box that filters cards and questions as you type', async () => {
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: helpCenterCopy.search.label });
    await user.type(search, 'LinkedIn'); // literal-ok: a search term the test chooses
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      byId(helpCategories, 'outreach-campaigns').title,
    ]);
    expect(questions()).toEqual([`Which tools does ${siteConfig.name} integrate with?`]);
    expect(await screen.findByText('2 results for “LinkedIn”', {}, { timeout: 2000 })).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows an empty state for no match, and clearing brings everything back', async () => {
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: helpCenterCopy.search.label });
    await user.type(search, 'zebra');
    expect(cards()).toHaveLength(0);
    expect(questions()).toEqual([]);
    expect(screen.getByRole('heading', { name: helpCenterCopy.empty.title('zebra') })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: new RegExp(escapeRegExp(helpCenterCopy.empty.contact)) }),
    ).toHaveAttribute('href', paths.contact);
    const empty = screen.getByRole('region', { name: helpCenterCopy.empty.title('zebra') });
    await user.click(within(empty).getByRole('button', { name: helpCenterCopy.empty.clear }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(cards()).toHaveLength(helpCategories.length);
    expect(questions()).toHaveLength(helpFaqs.length);
  });

  it('clears the search with Escape', async () => {
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: helpCenterCopy.search.label });
    await user.type(search, 'gdpr');
    expect(cards()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(cards()).toHaveLength(helpCategories.length);
  });

  it('announces the count once typing pauses', async () => {
    const user = renderPage();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.type(screen.getByRole('searchbox'), 'setup');
    await act(() => new Promise((r) => setTimeout(r, 450)));
    expect(status).toHaveTextContent('2 results for “setup”');
  });

  it('opens FAQ answers in one group and can close them again', async () => {
    const user = renderPage();
    const [first, second] = helpFaqs;
    const q1 = getSummary(first!.question);
    const q2 = getSummary(second!.question);
    // One group: the browser keeps one open (the `name` of <details>; jsdom does not implement it).
    expect(q1.parentElement).toHaveAttribute('name', q2.parentElement!.getAttribute('name')!);
    await user.click(q1);
    expect(isOpen(q1)).toBe(true);
    expect(screen.getByText(first!.answer)).toBeVisible();
    await user.click(q2);
    expect(isOpen(q2)).toBe(true);
    await user.click(q2);
    expect(isOpen(q2)).toBe(false);
  });

  it('offers docs (disabled, coming soon), support and sales', () => {
    renderPage();
    expect(screen.getByRole('button', { name: helpCenterCopy.support.docs.button })).toBeDisabled();
    expect(screen.getByRole('link', { name: contactCopy.submit.default })).toHaveAttribute(
      'href',
      paths.contact,
    );
    const sales = screen.getAllByRole('link', {
      name: new RegExp(escapeRegExp(helpCenterCopy.support.contactSales.button)),
    });
    expect(sales.length).toBeGreaterThan(0);
    for (const link of sales) expect(link).toHaveAttribute('href', siteConfig.salesLink);
  });
});
