// Every row of the required plan table (docs/requirements.md#plans, read from the document), in both
// billing periods. Expected values follow the rules of docs/requirements.md#pricing-maths, worked out
// here from the table's numbers rather than by the code under test; the pure helpers at the end pin
// hand-worked figures independent of the content.
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
import { FROM_PREFIX, formatPrice } from '@/lib/format';
import {
  requiredBestSavingPercent,
  requiredPlans,
  requiredQuote,
  requiredSavingPercent,
  requiredTier,
} from '../../../helpers/required-plans.ts';
import { required } from '../../../helpers/requirements.ts';

const specTable = requiredPlans.tiers;

// The rules of docs/requirements.md#pricing-maths applied to the table (requiredQuote); contacts per
// user = contacts ÷ users.
const expected = specTable.map((r) => {
  const monthly = requiredQuote(r.plan, r.tier, 'monthly');
  const annual = requiredQuote(r.plan, r.tier, 'annual');
  return {
    headlineMonthly: monthly.headline,
    headlineAnnual: annual.headline,
    perUserAnnual: annual.perUser,
    pct: annual.savingPercent,
    yearly: annual.yearly,
    cpu: r.contacts / r.users,
  };
});

const planByName = (name: string) => plans.find((p) => p.name === name)!;

describe('plan data matches the required table', () => {
  it('has the required plans in the required order, the badged one marked popular', () => {
    expect(plans.map((p) => p.name)).toEqual(requiredPlans.names);
    const badged = Object.entries(requiredPlans.badges);
    expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(badged.map(([plan]) => plan));
    for (const [plan, badge] of badged) expect(planByName(plan).badge).toBe(badge);
  });

  it('has exactly the required tiers per plan', () => {
    for (const plan of plans) {
      expect(plan.contactOptions).toHaveLength(specTable.filter((r) => r.plan === plan.name).length);
    }
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

  it('ENTERPRISE is custom, with "from" prices and no tiers', () => {
    const ent = planByName(requiredPlans.custom.plan);
    expect(ent).toMatchObject({
      isCustom: true,
      startingPrice: requiredPlans.custom.monthly,
      startingPriceAnnual: requiredPlans.custom.annual,
    });
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
    expect(formatPrice(q.total)).toBe(row.headlineMonthly);
    expect(formatPrice(q.perUser)).toBe(formatPrice(row.monthly));
    expect(q.users).toBe(row.users);
    expect(q.contacts).toBe(row.contacts);
  });

  it('annual: headline is price × users per month, per-user price as listed', () => {
    const q = quotePlan(plan, row.tier, 'annual');
    if (q.kind !== 'tier') throw new Error('expected a tier quote');
    expect(formatPrice(q.total)).toBe(row.headlineAnnual);
    expect(formatPrice(q.perUser)).toBe(row.perUserAnnual);
  });

  it(`saves ${row.pct}% on annual billing: ${row.yearly}`, () => {
    const q = quotePlan(plan, row.tier, 'annual');
    if (q.kind !== 'tier') throw new Error('expected a tier quote');
    expect(q.savingPercent).toBe(row.pct);
    expect(yearlySavingsText(q.yearlySaving)).toBe(row.yearly);
  });

  it(`has ${row.cpu} active contacts per user`, () => {
    expect(contactsPerUser(plan.contactOptions[row.tier]!)).toBe(row.cpu);
  });
});

describe('ENTERPRISE', () => {
  const { custom } = requiredPlans;
  const ent = planByName(custom.plan);
  const pct = requiredSavingPercent(custom.monthly, custom.annual);
  it(`quotes "from" prices: ${formatPrice(custom.monthly)} monthly, ${formatPrice(custom.annual)} annual, ${pct}% saving`, () => {
    expect(quotePlan(ent, 0, 'monthly')).toMatchObject({
      kind: 'custom',
      period: 'monthly',
      fromPerUser: custom.monthly,
      savingPercent: pct,
    });
    const annual = quotePlan(ent, 0, 'annual');
    expect(annual).toMatchObject({ kind: 'custom', fromPerUser: custom.annual, savingPercent: pct });
    expect(formatPrice(custom.annual, { from: true })).toBe(`${FROM_PREFIX} ${formatPrice(custom.annual)}`);
  });
  it('has no yearly amount', () => {
    expect('yearlySaving' in quotePlan(ent, 0, 'annual')).toBe(false);
  });
});

describe('pure helpers', () => {
  // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
  const option = { contacts: 4500, users: 15, monthlyPrice: 320, annualPrice: 278.4 };
  it('pricePerUser picks the billing period', () => {
    expect(pricePerUser(option, 'monthly')).toBe(320);
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    expect(pricePerUser(option, 'annual')).toBe(278.4);
  });
  it('monthlyTotal has no floating-point noise (278.4 × 15, 234.9 × 30)', () => {
    expect(monthlyTotal(option, 'annual')).toBe(4176);
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    expect(monthlyTotal({ ...option, users: 30, annualPrice: 234.9 }, 'annual')).toBe(7047);
  });
  it('yearlySaving is exact to the cent', () => {
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    expect(yearlySaving({ contacts: 9000, users: 30, monthlyPrice: 270, annualPrice: 234.9 })).toBe(12636);
  });
  it('savingPercent rounds to the nearest whole percent and guards a zero price', () => {
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    expect(savingPercent(380, 331)).toBe(13); // 12.89…
    // literal-ok: amounts of the test's own (chosen for their floating-point noise or layout), read from no content
    expect(savingPercent(220, 180)).toBe(18); // 18.18…
    expect(savingPercent(200, 199)).toBe(1); // 0.5 rounds up
    expect(savingPercent(0, 0)).toBe(0);
  });
  it('an unknown tier index falls back to the first tier', () => {
    const q = quotePlan(planByName('PRO'), 7, 'monthly');
    const first = requiredTier('PRO', 0);
    expect(q).toMatchObject({ kind: 'tier', users: first.users, total: first.monthly * first.users });
  });
  it('bestSavingPercent is the Annual hint of each plan', () => {
    expect(plans.map((p) => savePercentText(bestSavingPercent(p)))).toEqual(
      plans.map((p) => `Save ${requiredBestSavingPercent(p.name)}%`),
    );
  });
});

describe('yearly savings text', () => {
  it('falls back to the required default savings text when there is no amount to show', () => {
    const fallback = required('Save $200/year');
    expect(yearlySavingsText(undefined)).toBe(fallback);
    expect(yearlySavingsText(0)).toBe(fallback);
    expect(yearlySavingsText(Number.NaN)).toBe(fallback);
  });
});
