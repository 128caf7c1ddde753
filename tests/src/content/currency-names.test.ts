// The currency has one home (src/config/locale.ts, decision 062): no text of the content names
// another currency, so prices in another currency never sit beside a note that still says euro.
import { describe, expect, it } from 'vitest';
import { locale } from '@/config/locale';

const modules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', { eager: true });

/** Every string a content module exports, however deep in its objects and arrays. */
function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => stringsOf(v, seen));
}

/** Names of currencies in running text, as a page would write them. */
const CURRENCY_NAME = /\b(euros?|(?:US |U\.S\. )?dollars?|pounds? sterling|pounds?|yen|francs?)\b/gi;

describe('the currency the content names', () => {
  it('is the locale setting’s, wherever a text names one', () => {
    const named = Object.values(modules)
      .flatMap((m) => stringsOf(m))
      .flatMap((text) => [...text.matchAll(CURRENCY_NAME)].map((m) => ({ name: m[0], text })))
      .filter(({ name }) => name.toLowerCase() !== locale.currencyName.toLowerCase());
    expect(named).toEqual([]);
  });

  it('is named at all (the pricing page says which currency its prices are in)', () => {
    const texts = Object.values(modules).flatMap((m) => stringsOf(m));
    expect(texts.some((t) => t.includes(locale.currencyName))).toBe(true);
  });
});
