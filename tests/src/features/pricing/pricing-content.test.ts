// Facts required for the comparison table, savings block and FAQ (docs/requirements.md#pricing,
// #pricing-facts).
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { activeContactsUpTo } from '@/content/claims';
import {
  annualSavings,
  comparison,
  comparisonCategories,
  plans,
  pricingCopy,
  pricingFaq,
} from '@/content/pricing';
import { humanSdrMonthlyCost } from '@/content/shared';
import { formatNumber, formatPrice, listOf } from '@/lib/format';
import { byId } from '../../../helpers/content.ts';
import { requiredPlans } from '../../../helpers/required-plans.ts';
import { required } from '../../../helpers/requirements.ts';

const rowValue = (id: string) => byId(comparison.rows, id);
/** A phrase the requirements quote "in any case" (running text a page may start a sentence with). */
const inAnyCase = (text: string) => text.toLowerCase();

describe('comparison table content', () => {
  it('is Human SDR vs the product, grouped in the required order, every group filled', () => {
    expect(comparison.heading).toBe(`Human SDR vs ${siteConfig.name}`);
    expect(comparisonCategories).toEqual([
      required('Cost & Setup', 'pricing'),
      required('Capacity', 'pricing'),
      required('Outreach', 'pricing'),
      required('Data', 'pricing'),
      required('Management', 'pricing'),
    ]);
    for (const c of comparisonCategories) expect(comparison.rows.some((r) => r.category === c)).toBe(true);
    expect(inAnyCase(comparison.footnote)).toContain(required('for annual plans', 'pricing'));
  });

  it('quotes the required figures, the derived ones computed from the required plans', () => {
    const { tiers, custom } = requiredPlans;
    const monthlyCost = rowValue('monthly-cost');
    expect(monthlyCost.human).toContain(formatPrice(humanSdrMonthlyCost, { plus: true }));
    // docs/requirements.md#claims: the lowest annual price per user of a tiered plan, whole euro.
    expect(monthlyCost.product).toContain(
      formatPrice(Math.floor(Math.min(...tiers.map((t) => t.annual))), { from: true }),
    );
    const perDay = rowValue('contacts-reached-per-day');
    expect(perDay.human).toBe(required('50-80', 'pricing-facts'));
    expect(perDay.product.startsWith(required('300-1,000+', 'pricing-facts'))).toBe(true);
    expect(rowValue('active-contacts-per-month').product).toBe(
      `${formatNumber(Math.min(...tiers.map((t) => t.contacts)))}-${formatNumber(activeContactsUpTo)} by plan`,
    );
    // Included in the custom plan and annual plans; an add-on for every plan with tiers.
    const tierPlans = [...new Set(tiers.map((t) => t.plan))];
    const customName = custom.plan.charAt(0) + custom.plan.slice(1).toLowerCase();
    expect(rowValue('implementation').product).toBe(
      `2-4 weeks, included in ${customName} and annual plans; an add-on for ${listOf(tierPlans)}`,
    );
    const setup = rowValue('workspace-setup');
    expect(setup.human).toBe(required('3-6 months', 'pricing-facts'));
    expect(inAnyCase(setup.product)).toBe(required('hours to days', 'pricing-facts'));
    // The human's hours are the use-cases comparison's (docs/requirements.md#use-cases).
    expect(rowValue('working-hours')).toMatchObject({
      human: required('8 hours per day', 'use-cases'),
      product: '24/7',
    });
  });

  it('the top of the active-contacts range covers every plan (a fixed claim: docs/requirements.md#claims)', () => {
    const most = Math.max(...plans.flatMap((p) => p.contactOptions.map((o) => o.contacts)));
    expect(activeContactsUpTo).toBeGreaterThanOrEqual(most);
  });

  it('row labels are unique (they are React keys and table row headers)', () => {
    const labels = comparison.rows.map((r) => r.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('savings block and FAQ', () => {
  it('shows 94% lower cost, 20x output, 3x meetings and 54,000 euro per SDR per year', () => {
    expect(annualSavings.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      required('94% lower cost', 'facts'),
      required('20x output', 'facts'),
      required('3x meetings', 'facts'),
    ]);
    expect(annualSavings.savedPerSdrPerYear).toBe(54000);
  });

  it('answers the demo, refund and active-contact questions as required', () => {
    const answers = inAnyCase(pricingFaq.items.map((i) => i.answer).join('\n'));
    for (const phrase of [
      required('1-2 weeks after the consultation, followed by one week of free use', 'pricing-facts'),
      required('subscriptions are non-refundable', 'pricing-facts'),
      required('unique person who receives an initial outreach email in a month', 'pricing-facts'),
      required('unlimited', 'pricing-facts'),
    ])
      expect(answers).toContain(phrase);
  });

  it('notes that implementation and onboarding cost extra', () => {
    expect(inAnyCase(pricingCopy.extraCostNote)).toContain(
      required('implementation and onboarding cost extra', 'pricing'),
    );
  });
});
