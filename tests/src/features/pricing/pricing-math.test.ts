// Every row of the required plan table (docs/requirements.md#plans), in both billing periods.
// Expected values are worked out by hand from those numbers, not produced by the code under test.
import { describe, expect, it } from 'vitest';
import { plans } from '@/content/pricing';
import {
  bestSavingPercent,
  contactsPerUser,
  monthlyTotal,
  pricePerUser,
  quotePlan,
  savingPercent,
  yearlySaving,
} from '@/features/pricing/pricing-math';
import { savePercentText, yearlySavingsText } from '@/features/pricing/pricing-text';
import { formatEuro } from '@/lib/format';

// docs/requirements.md#plans, as printed: plan, contacts, users, monthly, annual (euro per user per month).
const specTable = [
  { plan: 'PRO', tier: 0, contacts: 1500, users: 5, monthly: 420, annual: 365 },
  { plan: 'PRO', tier: 1, contacts: 3000, users: 10, monthly: 380, annual: 331 },
  { plan: 'BUSINESS', tier: 0, contacts: 4500, users: 15, monthly: 320, annual: 278.4 },
  { plan: 'BUSINESS', tier: 1, contacts: 9000, users: 30, monthly: 270, annual: 234.9 },
] as const;

// Worked by hand: headline = price × users; saving % = round((m − a) / m × 100);
// yearly = 12 × (m − a) × users; contacts per user = contacts ÷ users.
const expected = [
  {
    headlineMonthly: '€2,100',
    headlineAnnual: '€1,825',
    perUserAnnual: '€365',
    pct: 13,
    yearly: '€3,300',
    cpu: 300,
  },
  {
    headlineMonthly: '€3,800',
    headlineAnnual: '€3,310',
    perUserAnnual: '€331',
    pct: 13,
    yearly: '€5,880',
    cpu: 300,
  },
  {
    headlineMonthly: '€4,800',
    headlineAnnual: '€4,176',
    perUserAnnual: '€278.40',
    pct: 13,
    yearly: '€7,488',
    cpu: 300,
  },
  {
    headlineMonthly: '€8,100',
    headlineAnnual: '€7,047',
    perUserAnnual: '€234.90',
    pct: 13,
    yearly: '€12,636',
    cpu: 300,
  },
];

const planByName = (name: string) => plans.find((p) => p.name === name)!;

describe('plan data matches the required table', () => {
  it('has PRO, BUSINESS and ENTERPRISE in that order, BUSINESS marked Most Popular', () => {
    expect(plans.map((p) => p.name)).toEqual(['PRO', 'BUSINESS', 'ENTERPRISE']);
    expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(['BUSINESS']);
    expect(planByName('BUSINESS').badge).toBe('Most Popular');
  });

  it.each(
    specTable.map((r) => ({
      ...r,
      label: `${r.plan} ${r.contacts} contacts / ${r.users} users: ${r.monthly} / ${r.annual}`,
    })),
  )('$label', (row) => {
    const plan = planByName(row.plan);
    expect(plan.contactOptions[row.tier]).toEqual({
      contacts: row.contacts,
      users: row.users,
      monthlyPrice: row.monthly,
      annualPrice: row.annual,
    });
  });

  it('ENTERPRISE is custom: from 220 monthly, from 180 annual, no tiers', () => {
    const ent = planByName('ENTERPRISE');
    expect(ent).toMatchObject({ isCustom: true, startingPrice: 220, startingPriceAnnual: 180 });
    expect(ent.contactOptions).toEqual([]);
  });
});

describe.each(
  specTable.map((row, i) => ({ ...row, ...expected[i]!, label: `${row.plan} ${row.users} users` })),
)('$label', (row) => {
  const plan = planByName(row.plan);

  it('monthly: headline is price × users per month, per-user price as listed', () => {
    const q = quotePlan(plan, row.tier, 'monthly');
    if (q.kind !== 'tier') throw new Error('expected a tier quote');
    expect(formatEuro(q.total)).toBe(row.headlineMonthly);
    expect(formatEuro(q.perUser)).toBe(formatEuro(row.monthly));
    expect(q.users).toBe(row.users);
    expect(q.contacts).toBe(row.contacts);
  });

  it('annual: headline is price × users per month, per-user price as listed', () => {
    const q = quotePlan(plan, row.tier, 'annual');
    if (q.kind !== 'tier') throw new Error('expected a tier quote');
    expect(formatEuro(q.total)).toBe(row.headlineAnnual);
    expect(formatEuro(q.perUser)).toBe(row.perUserAnnual);
  });

  it(`saves ${row.pct}% and ${row.yearly} a year on annual billing`, () => {
    const q = quotePlan(plan, row.tier, 'annual');
    if (q.kind !== 'tier') throw new Error('expected a tier quote');
    expect(q.savingPercent).toBe(row.pct);
    expect(yearlySavingsText(q.yearlySaving)).toBe(`Save ${row.yearly}/year`);
  });

  it(`has ${row.cpu} active contacts per user`, () => {
    expect(contactsPerUser(plan.contactOptions[row.tier]!)).toBe(row.cpu);
  });
});

describe('ENTERPRISE', () => {
  const ent = planByName('ENTERPRISE');
  it('quotes "from" prices: €220 monthly, €180 annual, 18% saving', () => {
    expect(quotePlan(ent, 0, 'monthly')).toEqual({
      kind: 'custom',
      period: 'monthly',
      fromPerUser: 220,
      savingPercent: 18,
    });
    const annual = quotePlan(ent, 0, 'annual');
    expect(annual).toMatchObject({ kind: 'custom', fromPerUser: 180, savingPercent: 18 });
    expect(formatEuro(180, { from: true })).toBe('from €180');
  });
  it('has no yearly amount', () => {
    expect('yearlySaving' in quotePlan(ent, 0, 'annual')).toBe(false);
  });
});

describe('pure helpers', () => {
  const option = { contacts: 4500, users: 15, monthlyPrice: 320, annualPrice: 278.4 };
  it('pricePerUser picks the billing period', () => {
    expect(pricePerUser(option, 'monthly')).toBe(320);
    expect(pricePerUser(option, 'annual')).toBe(278.4);
  });
  it('monthlyTotal has no floating-point noise (278.4 × 15, 234.9 × 30)', () => {
    expect(monthlyTotal(option, 'annual')).toBe(4176);
    expect(monthlyTotal({ ...option, users: 30, annualPrice: 234.9 }, 'annual')).toBe(7047);
  });
  it('yearlySaving is exact to the cent', () => {
    expect(yearlySaving({ contacts: 9000, users: 30, monthlyPrice: 270, annualPrice: 234.9 })).toBe(12636);
  });
  it('savingPercent rounds to the nearest whole percent and guards a zero price', () => {
    expect(savingPercent(380, 331)).toBe(13); // 12.89…
    expect(savingPercent(220, 180)).toBe(18); // 18.18…
    expect(savingPercent(200, 199)).toBe(1); // 0.5 rounds up
    expect(savingPercent(0, 0)).toBe(0);
  });
  it('an unknown tier index falls back to the first tier', () => {
    const q = quotePlan(planByName('PRO'), 7, 'monthly');
    expect(q).toMatchObject({ kind: 'tier', users: 5, total: 2100 });
  });
  it('bestSavingPercent is the Annual hint of each plan', () => {
    expect(plans.map((p) => savePercentText(bestSavingPercent(p)))).toEqual([
      'Save 13%',
      'Save 13%',
      'Save 18%',
    ]);
  });
});

describe('yearly savings text', () => {
  it('falls back to the required default "Save $200/year" when there is no amount to show', () => {
    expect(yearlySavingsText(undefined)).toBe('Save $200/year');
    expect(yearlySavingsText(0)).toBe('Save $200/year');
    expect(yearlySavingsText(Number.NaN)).toBe('Save $200/year');
  });
});
