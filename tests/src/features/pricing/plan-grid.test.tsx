// Pricing for any number of plans (one to five), each with one or more user tiers: every card is
// shown, a plan with one tier offers no tier choice, counts read in the singular where they are
// one, and the grid's layout follows the count (docs/requirements.md#plans; issue 49).
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type CustomPlan, plans, pricingCopy, pricingStructuredData, type TierPlan } from '@/content/pricing';
import { PlanGrid } from '@/features/pricing/plan-card';
import { planOffers } from '@/features/pricing/pricing-json-ld';

const tierPlan = (id: string, tiers: [number, number, number, number][]): TierPlan => ({
  id,
  name: id.toUpperCase(),
  popular: false,
  tagline: `The ${id} plan.`,
  contactOptions: tiers.map(([contacts, users, monthlyPrice, annualPrice]) => ({
    contacts,
    users,
    monthlyPrice,
    annualPrice,
  })) as TierPlan['contactOptions'],
  features: [`${id} feature`],
  cta: { label: `Start with ${id}`, to: '/contact' },
});
const custom = plans.find((p): p is CustomPlan => p.isCustom === true)!;

const starter = tierPlan('starter', [[1, 1, 150, 130]]);
const configurations = {
  one: [starter],
  four: [
    starter,
    tierPlan('pro', [
      [1500, 5, 420, 365],
      [3000, 10, 380, 331],
    ]),
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    tierPlan('team', [[4500, 15, 320, 278.4]]),
    custom,
  ],
  five: [
    starter,
    tierPlan('pro', [
      [1500, 5, 420, 365],
      [3000, 10, 380, 331],
    ]),
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    tierPlan('team', [[4500, 15, 320, 278.4]]),
    tierPlan('scale', [
      // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
      [9000, 30, 270, 234.9],
      [12000, 40, 250, 220],
    ]),
    custom,
  ],
};

function renderGrid(list: readonly (TierPlan | CustomPlan)[]) {
  const { container } = render(
    <MemoryRouter>
      <PlanGrid plans={list} />
    </MemoryRouter>,
  );
  return container.querySelector<HTMLElement>('[data-plan-count]')!;
}

describe.each(Object.entries(configurations))('%s plan(s)', (_name, list) => {
  it('shows every plan, a tier choice only where there is one to make', () => {
    const grid = renderGrid(list);
    expect(grid.dataset.planCount).toBe(String(list.length));
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
      list.map((p) => p.name),
    );
    for (const plan of list) {
      const card = within(screen.getByRole('article', { name: plan.name }));
      const tiers = plan.isCustom ? 0 : plan.contactOptions.length;
      expect(card.queryAllByRole('group', { name: pricingCopy.tierLegend }).length).toBe(tiers > 1 ? 1 : 0);
      expect(card.getByRole('link', { name: plan.cta.label })).toBeInTheDocument();
    }
  });

  it('every tier and period has its offer in the structured data', () => {
    const offers = planOffers(list, 'https://x.test/pricing');
    const tierCount = list.reduce((n, p) => n + (p.isCustom ? 1 : p.contactOptions.length), 0);
    expect(offers).toHaveLength(tierCount * 2);
  });
});

describe('one user, one contact', () => {
  it('reads in the singular', () => {
    renderGrid([starter]);
    const card = within(screen.getByRole('article', { name: 'STARTER' }));
    expect(card.getByText('1 user')).toBeInTheDocument();
    expect(card.getByText('1 active contact')).toBeInTheDocument();
    expect(card.getByText('1 active contact per user')).toBeInTheDocument();
    const offer = planOffers([starter], 'https://x.test/pricing')[0]!;
    expect(offer.name).toBe(`STARTER, 1 active contact, 1 user, ${pricingStructuredData.billed.monthly}`);
  });
});

describe('the layout follows the count', () => {
  it('one row of up to three; four in two rows of two; five in rows of three and two', () => {
    expect(renderGrid(configurations.one).className).not.toMatch(/grid-cols/);
    expect(renderGrid(configurations.four).className).toMatch(/md:grid-cols-2/);
    const five = renderGrid(configurations.five);
    expect(five.className).toMatch(/flex-wrap/);
    expect(five.className).toMatch(/justify-center/);
  });
});
