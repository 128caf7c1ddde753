// The one way the site writes numbers and euro amounts. Whole amounts show no decimals
// (€2,100); any other amount shows cents (€278.40), so one price never appears two ways.

const LOCALE = 'en-US';

const euroWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Rounds to whole cents, dropping floating-point noise (234.9 × 30 = 7046.999…). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The word before a starting price; exported so a card can style it apart from the amount. */
export const FROM_PREFIX = 'from';

export type EuroOptions = {
  /** Prefix "from " for starting prices (e.g. "from €220"). */
  from?: boolean;
  /** Append "+" for open-ended amounts (e.g. "€5,000+"). */
  plus?: boolean;
};

/** €2,100 · €278.40 · from €220 · €5,000+ */
export function formatEuro(amount: number, { from = false, plus = false }: EuroOptions = {}): string {
  const cents = roundCents(amount);
  const text = (Number.isInteger(cents) ? euroWhole : euroCents).format(cents);
  return `${from ? `${FROM_PREFIX} ` : ''}${text}${plus ? '+' : ''}`;
}

/** 1,500 · 10,000 */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** 13% (the value is already a percentage, not a fraction). */
export function formatPercent(value: number): string {
  return `${integer.format(value)}%`;
}
