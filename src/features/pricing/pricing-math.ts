// All pricing arithmetic, as pure functions of the plan data (docs/requirements.md#pricing-maths).
// Components and the JSON-LD only call these; nothing else multiplies a price.
import type { BillingPeriod, ContactOption, CustomPlan, PricingPlan, TierPlan } from '@/content/pricing';
import { roundCents } from '@/lib/format';

export function isCustomPlan(plan: PricingPlan): plan is CustomPlan {
  return plan.isCustom === true;
}

/** Price per user per month for the chosen billing period. */
export function pricePerUser(option: ContactOption, period: BillingPeriod): number {
  return period === 'annual' ? option.annualPrice : option.monthlyPrice;
}

/** The card headline: price per user times users, per month. */
export function monthlyTotal(option: ContactOption, period: BillingPeriod): number {
  return roundCents(pricePerUser(option, period) * option.users);
}

/** Active contacts per user (contacts divided by users). */
export function contactsPerUser(option: ContactOption): number {
  return Math.round(option.contacts / option.users);
}

/** Saving percent of annual over monthly billing, rounded to a whole percent. */
export function savingPercent(monthly: number, annual: number): number {
  if (monthly <= 0) return 0;
  return Math.round(((monthly - annual) / monthly) * 100);
}

/** Yearly saving of annual billing: 12 × (monthly − annual) × users. */
export function yearlySaving(option: ContactOption): number {
  return roundCents(12 * (option.monthlyPrice - option.annualPrice) * option.users);
}

/** The tier at `index`, falling back to the first (index 0 is the default selection). */
export function tierAt(plan: TierPlan, index: number): ContactOption {
  return plan.contactOptions[index] ?? plan.contactOptions[0];
}

/** Everything a plan card shows for one selection, in numbers (formatting is the card's job). */
export type PlanQuote =
  | {
      kind: 'tier';
      period: BillingPeriod;
      perUser: number;
      total: number;
      contacts: number;
      users: number;
      contactsPerUser: number;
      savingPercent: number;
      yearlySaving: number;
    }
  | { kind: 'custom'; period: BillingPeriod; label: string; fromPerUser: number; savingPercent: number };

export function quotePlan(plan: PricingPlan, tierIndex: number, period: BillingPeriod): PlanQuote {
  if (isCustomPlan(plan)) {
    return {
      kind: 'custom',
      period,
      label: plan.priceLabel,
      fromPerUser: period === 'annual' ? plan.startingPriceAnnual : plan.startingPrice,
      savingPercent: savingPercent(plan.startingPrice, plan.startingPriceAnnual),
    };
  }
  const option = tierAt(plan, tierIndex);
  return {
    kind: 'tier',
    period,
    perUser: pricePerUser(option, period),
    total: monthlyTotal(option, period),
    contacts: option.contacts,
    users: option.users,
    contactsPerUser: contactsPerUser(option),
    savingPercent: savingPercent(option.monthlyPrice, option.annualPrice),
    yearlySaving: yearlySaving(option),
  };
}

/** The largest saving percent a plan offers, for the "Save N%" hint on its Annual option. */
export function bestSavingPercent(plan: PricingPlan): number {
  if (isCustomPlan(plan)) return savingPercent(plan.startingPrice, plan.startingPriceAnnual);
  return Math.max(...plan.contactOptions.map((o) => savingPercent(o.monthlyPrice, o.annualPrice)));
}
