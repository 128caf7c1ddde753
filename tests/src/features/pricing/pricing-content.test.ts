// Facts required for the comparison table, savings block and FAQ (docs/requirements.md#pricing,
// #pricing-facts).
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import {
  annualSavings,
  comparison,
  comparisonCategories,
  comparisonFigures,
  plans,
  pricingCopy,
  pricingFaq,
} from '@/content/pricing';

const rowValue = (label: string) => comparison.rows.find((r) => r.label === label)!;

describe('comparison table content', () => {
  it('is Human SDR vs the product, grouped in the required order, every group filled', () => {
    expect(comparison.heading).toBe(`Human SDR vs ${siteConfig.name}`);
    expect(comparisonCategories).toEqual(['Cost & Setup', 'Capacity', 'Outreach', 'Data', 'Management']);
    for (const c of comparisonCategories) expect(comparison.rows.some((r) => r.category === c)).toBe(true);
    expect(comparison.footnote).toBe('For annual plans.');
  });

  it('quotes the required figures', () => {
    expect(rowValue('Monthly cost')).toMatchObject({
      human: '€5,000+ per month',
      product: 'from €234 per user',
    });
    expect(rowValue('Contacts reached per day')).toMatchObject({
      human: '50-80',
      product: '300-1,000+ per user',
    });
    expect(rowValue('Active contacts per month').product).toBe('1,500-10,000 by plan');
    expect(rowValue('Implementation').product).toBe(
      '2-4 weeks, included in Enterprise and annual plans; an add-on for PRO and BUSINESS',
    );
    expect(rowValue('Workspace setup')).toMatchObject({ human: '3-6 months', product: 'Hours to days' });
    expect(rowValue('Working hours')).toMatchObject({ human: '8 hours per day', product: '24/7' });
  });

  it('its "from €234" does not undercut the cheapest annual tier price', () => {
    const cheapest = Math.min(...plans.flatMap((p) => p.contactOptions.map((o) => o.annualPrice)));
    expect(comparisonFigures.productFromPerUser).toBeLessThanOrEqual(cheapest);
    expect(cheapest - comparisonFigures.productFromPerUser).toBeLessThan(1);
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
