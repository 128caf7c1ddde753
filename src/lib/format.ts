// The one way the site writes numbers and prices. Whole amounts show no decimals (€2,100); any
// other amount shows cents (€278.40), so one price never appears two ways. The currency and how it
// is written are the locale setting's (src/config/locale.ts).
import { locale } from '../config/locale.ts';

/**
 * en-US digit grouping (1,234,567), written out instead of with Intl.NumberFormat: creating a
 * formatter costs tens of milliseconds on a phone, in the middle of hydrating the page. A test
 * checks the output against Intl.NumberFormat.
 */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount with `decimals` (0 or 2) fraction digits, en-US style. */
function fixed(value: number, decimals: 0 | 2): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  return `${sign}${grouped(Number(whole))}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Rounds to whole cents, dropping floating-point noise (234.9 × 30 = 7046.999…). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The word before a starting price; exported so a card can style it apart from the amount. */
export const FROM_PREFIX = 'from';

export type PriceOptions = {
  /** Prefix "from " for starting prices (e.g. "from €220"). */
  from?: boolean;
  /** Append "+" for open-ended amounts (e.g. "€5,000+"). */
  plus?: boolean;
};

/** An amount with the setting's currency sign, where the setting puts it. */
function signed(digits: string): string {
  const sign = digits.startsWith('-') ? '-' : '';
  const magnitude = sign ? digits.slice(1) : digits;
  return locale.symbolPosition === 'before'
    ? `${sign}${locale.currencySymbol}${magnitude}`
    : `${sign}${magnitude}\u00a0${locale.currencySymbol}`;
}

/** A price in the site's currency: €2,100 · €278.40 · from €220 · €5,000+ */
export function formatPrice(amount: number, { from = false, plus = false }: PriceOptions = {}): string {
  const cents = roundCents(amount);
  const text = signed(fixed(cents, Number.isInteger(cents) ? 0 : 2));
  return `${from ? `${FROM_PREFIX} ` : ''}${text}${plus ? '+' : ''}`;
}

/** 1,500 · 10,000 */
export function formatNumber(value: number): string {
  return fixed(Math.sign(value) * Math.round(Math.abs(value)), 0);
}

/** 13% (the value is already a percentage, not a fraction). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** "1 user", "5 users", "1,500 contacts": the count, then the word it takes (`plural` when not +s). */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** A count in words in running text ("sixteen"), up to twenty; digits beyond. */
export function numberWord(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < WORDS.length ? WORDS[value]! : formatNumber(value);
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A length of time in hours, in the largest whole unit: "12 hours", "1 day", "7 days". */
export function formatHours(hours: number): string {
  return hours % 24 === 0 ? formatCount(hours / 24, 'day') : formatCount(hours, 'hour');
}

/** A step's number as the site shows it, two digits: "01". */
export function formatStepNumber(step: number): string {
  return String(step).padStart(2, '0');
}
