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
import { requiredPlans } from '../../../helpers/required-plans.ts';

const rowValue = (label: string) => comparison.rows.find((r) => r.label === label)!;

describe('comparison table content', () => {
  it('is Human SDR vs the product, grouped in the required order, every group filled', () => {
    expect(comparison.heading).toBe(`Human SDR vs ${siteConfig.name}`);
    expect(comparisonCategories).toEqual(['Cost & Setup', 'Capacity', 'Outreach', 'Data', 'Management']);
    for (const c of comparisonCategories) expect(comparison.rows.some((r) => r.category === c)).toBe(true);
    expect(comparison.footnote).toBe('For annual plans.');
  });

  it('quotes the required figures, the derived ones computed from the required plans', () => {
    const { tiers, custom } = requiredPlans;
    expect(rowValue('Monthly cost')).toMatchObject({
      human: `${formatPrice(humanSdrMonthlyCost, { plus: true })} per month`,
      // docs/requirements.md#claims: the lowest annual price per user of a tiered plan, whole euro.
      product: `${formatPrice(Math.floor(Math.min(...tiers.map((t) => t.annual))), { from: true })} per user`,
    });
    expect(rowValue('Contacts reached per day')).toMatchObject({
      human: '50-80',
      product: '300-1,000+ per user',
    });
    expect(rowValue('Active contacts per month').product).toBe(
      `${formatNumber(Math.min(...tiers.map((t) => t.contacts)))}-${formatNumber(activeContactsUpTo)} by plan`,
    );
    // Included in the custom plan and annual plans; an add-on for every plan with tiers.
    const tierPlans = [...new Set(tiers.map((t) => t.plan))];
    const customName = custom.plan.charAt(0) + custom.plan.slice(1).toLowerCase();
    expect(rowValue('Implementation').product).toBe(
      `2-4 weeks, included in ${customName} and annual plans; an add-on for ${listOf(tierPlans)}`,
    );
    expect(rowValue('Workspace setup')).toMatchObject({ human: '3-6 months', product: 'Hours to days' });
    expect(rowValue('Working hours')).toMatchObject({ human: '8 hours per day', product: '24/7' });
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
    expect(annualSavings.stats).toEqual([
      { value: '94%', label: 'lower cost' },
      { value: '20x', label: 'output' },
      { value: '3x', label: 'meetings' },
    ]);
    expect(annualSavings.savedPerSdrPerYear).toBe(54000);
  });

  it('answers the demo, refund and active-contact questions as required', () => {
    const answers = pricingFaq.items.map((i) => i.answer).join('\n');
    expect(answers).toContain('1-2 weeks after the consultation, followed by one week of free use');
    expect(answers).toContain('Subscriptions are non-refundable.');
    expect(answers).toContain('unique person who receives an initial outreach email in a month');
    expect(answers).toContain('unlimited');
  });

  it('notes that implementation and onboarding cost extra', () => {
    expect(pricingCopy.extraCostNote).toContain('Implementation and onboarding cost extra.');
  });
});
