// Turns plan quotes into the strings a card shows, with the site's one price formatter.
import { pricingCopy } from '@/content/pricing';
import { formatPercent, formatPrice } from '@/lib/format';

/**
 * "Save €3,300/year" for a computed yearly amount. Without one (no tier data to compute from),
 * the default savings text (docs/requirements.md#pricing-maths).
 */
export function yearlySavingsText(amount: number | undefined): string {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return pricingCopy.defaultSavingsText;
  return pricingCopy.saveYearly(formatPrice(amount));
}

export function savePercentText(percent: number): string {
  return pricingCopy.savePercent(formatPercent(percent));
}

export function tierOptionText(contacts: number, users: number) {
  return pricingCopy.tierOption(contacts, users);
}
