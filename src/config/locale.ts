// The site's one locale setting: the language its pages are written in and the currency its prices
// are in. Every price the site shows goes through formatPrice (src/lib/format.ts), the structured
// data names the same currency, and the tests read both from here. Recipe: docs/change-trials.md.
export const locale = {
  /** BCP 47 tag of the pages' language (`<html lang>`) and of their number formatting. */
  language: 'en-US',
  /** ISO 4217 code: what the structured data and the plain-text prices name. */
  currency: 'EUR',
  /** How a price is written: the sign before the digits (€2,100), or after them (2.100 €). */
  currencySymbol: '€',
  symbolPosition: 'before',
  /** The currency's name in running text ("prices are in euro"). */
  currencyName: 'euro',
} as const satisfies {
  language: string;
  currency: string;
  currencySymbol: string;
  symbolPosition: 'before' | 'after';
  currencyName: string;
};

export type Locale = typeof locale;
