import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { comparison, comparisonCategories, pricingCopy, pricingFaq } from '@/content/pricing';
import { contactSalesLabel } from '@/content/shared';
import { PricingPage } from '@/features/pricing/pricing-page';
import { formatPrice } from '@/lib/format';
import { byId, escapeRegExp } from '../../../helpers/content.ts';
import { getSummary, isOpen } from '../../../helpers/disclosure.ts';
import {
  requiredBestSavingPercent,
  requiredPlans,
  requiredQuote,
  requiredTier,
} from '../../../helpers/required-plans.ts';

function renderPage() {
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
  const card = (name: string) => screen.getByRole('article', { name });
  return { card };
}

/** The tier choice of a required tier, by the contacts its option names. */
const tierRadio = (plan: string, tier: number) => {
  const t = requiredTier(plan, tier);
  return {
    role: 'radio',
    name: new RegExp(escapeRegExp(pricingCopy.tierOption(t.contacts, t.users).primary)),
  } as const;
};

describe('plan cards', () => {
  it('start monthly on the first tier', () => {
    const { card } = renderPage();
    const pro = within(card('PRO'));
    expect(pro.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const { role, name } = tierRadio('PRO', 0);
    expect(pro.getByRole(role, { name })).toBeChecked();
    expect(pro.getByText(requiredQuote('PRO', 0, 'monthly').headline)).toBeInTheDocument();
    const first = requiredTier('PRO', 0);
    expect(pro.getByText(pricingCopy.contactsPerUser(first.contacts / first.users))).toBeInTheDocument();
  });

  it('each card has its own billing toggle', async () => {
    const user = userEvent.setup();
    const { card } = renderPage();
    await user.click(within(card('PRO')).getByRole('radio', { name: /Annual/ }));
    expect(within(card('PRO')).getByText(requiredQuote('PRO', 0, 'annual').headline)).toBeInTheDocument();
    expect(within(card('PRO')).getByText(requiredQuote('PRO', 0, 'annual').yearly)).toBeInTheDocument();
    expect(within(card('BUSINESS')).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(
      within(card('BUSINESS')).getByText(requiredQuote('BUSINESS', 0, 'monthly').headline),
    ).toBeInTheDocument();
  });

  it('choosing a tier changes the price, contacts and users', async () => {
    const user = userEvent.setup();
    const { card } = renderPage();
    const business = within(card('BUSINESS'));
    const second = tierRadio('BUSINESS', 1);
    await user.click(business.getByRole(second.role, { name: second.name }));
    expect(business.getByText(requiredQuote('BUSINESS', 1, 'monthly').headline)).toBeInTheDocument();
    const t = requiredTier('BUSINESS', 1);
    expect(business.getByText(pricingCopy.activeContacts(t.contacts))).toBeInTheDocument();
    expect(business.getByText(pricingCopy.userCount(t.users), { selector: 'li span' })).toBeInTheDocument();
    await user.click(business.getByRole('radio', { name: /Annual/ }));
    expect(business.getByText(requiredQuote('BUSINESS', 1, 'annual').headline)).toBeInTheDocument();
    expect(business.getByText(requiredQuote('BUSINESS', 1, 'annual').perUser)).toBeInTheDocument();
    expect(business.getByText(requiredQuote('BUSINESS', 1, 'annual').yearly)).toBeInTheDocument();
  });

  it('the tier choice works from the keyboard (arrow keys)', async () => {
    const user = userEvent.setup();
    const { card } = renderPage();
    const pro = within(card('PRO'));
    const [first, second] = [tierRadio('PRO', 0), tierRadio('PRO', 1)];
    pro.getByRole(first.role, { name: first.name }).focus();
    await user.keyboard('{ArrowRight}');
    expect(pro.getByRole(second.role, { name: second.name })).toBeChecked();
    expect(pro.getByText(requiredQuote('PRO', 1, 'monthly').headline)).toBeInTheDocument();
  });

  it('ENTERPRISE shows "from" prices and no yearly amount', async () => {
    const user = userEvent.setup();
    const { card } = renderPage();
    const ent = within(card('ENTERPRISE'));
    expect(ent.getByTestId('plan-price')).toHaveTextContent(
      new RegExp(`from\\s*${escapeRegExp(formatPrice(requiredPlans.custom.monthly))}`),
    );
    await user.click(ent.getByRole('radio', { name: /Annual/ }));
    expect(ent.getByTestId('plan-price')).toHaveTextContent(
      new RegExp(`from\\s*${escapeRegExp(formatPrice(requiredPlans.custom.annual))}`),
    );
    // Its saving is on the Annual option; the price block does not say it again.
    expect(ent.getAllByText(`Save ${requiredBestSavingPercent('ENTERPRISE')}%`)).toHaveLength(1);
    expect(ent.getByTestId('plan-price')).not.toHaveTextContent(/Save/);
    expect(ent.queryByText(/\/year/)).toBeNull();
  });

  it('say a saving percent once per card in the annual state', async () => {
    const user = userEvent.setup();
    const { card } = renderPage();
    for (const name of requiredPlans.names) {
      const c = within(card(name));
      await user.click(c.getByRole('radio', { name: /Annual/ }));
      expect(c.getAllByText(`Save ${requiredBestSavingPercent(name)}%`), name).toHaveLength(1);
    }
  });

  it('lead with one unit on every card: the total per month, the price per user under it', () => {
    const { card } = renderPage();
    for (const name of requiredPlans.names) {
      const price = within(card(name)).getByTestId('plan-price');
      const headline = price.querySelector('p')?.textContent ?? '';
      const perUser =
        name === requiredPlans.custom.plan
          ? formatPrice(requiredPlans.custom.monthly)
          : requiredQuote(name, 0, 'monthly').perUser;
      // The headline is never a price per user: that is the line under it, on every card.
      expect(headline, name).not.toContain(perUser);
      expect(price, name).toHaveTextContent(`${perUser} ${pricingCopy.perUserPerMonth}`);
    }
    expect(screen.getByText(pricingCopy.unitNote, { exact: false })).toBeInTheDocument();
  });

  it('BUSINESS is marked Most Popular', () => {
    const { card } = renderPage();
    expect(within(card('BUSINESS')).getByText(requiredPlans.badges.BUSINESS!)).toBeInTheDocument();
    expect(within(card('PRO')).queryByText(requiredPlans.badges.BUSINESS!)).toBeNull();
  });
});

describe('pricing page', () => {
  it('has one h1 and a comparison table with column and row headers', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = screen.getByRole('table');
    const [head] = within(table).getAllByRole('rowgroup');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Feature', comparison.humanColumn, siteConfig.name]);
    // Each group is a colgroup header spanning the table.
    for (const group of comparisonCategories)
      expect(within(table).getByRole('columnheader', { name: group })).toHaveAttribute('scope', 'colgroup');
    expect(
      within(table).getByRole('rowheader', { name: byId(comparison.rows, 'monthly-cost').label }),
    ).toBeInTheDocument();
  });

  it('FAQ answers open in one group and close again', async () => {
    const user = userEvent.setup();
    renderPage();
    const first = getSummary(byId(pricingFaq.items, 'trial').question);
    const refund = byId(pricingFaq.items, 'refund');
    const second = getSummary(refund.question);
    // One group: the browser keeps one open (the `name` of <details>; jsdom does not implement it).
    expect(first.parentElement).toHaveAttribute('name', second.parentElement!.getAttribute('name')!);
    await user.click(first);
    expect(isOpen(first)).toBe(true);
    await user.click(second);
    expect(isOpen(second)).toBe(true);
    expect(screen.getByText(refund.answer)).toBeVisible();
    await user.click(second);
    expect(isOpen(second)).toBe(false);
  });

  it('Contact Sales goes to the shared sales link', () => {
    renderPage();
    const links = screen.getAllByRole('link', { name: new RegExp(escapeRegExp(contactSalesLabel)) });
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l).toHaveAttribute('href', '/contact?purpose=demo#contact-form');
  });
});
