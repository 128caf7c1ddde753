import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locale } from '@/config/locale';
import { formatNumber, formatPercent, formatPrice, roundCents } from '@/lib/format';

// Amounts are the test's own; how a price is written (sign and position) is the locale setting's.
const price = (digits: string) =>
  locale.symbolPosition === 'before'
    ? `${locale.currencySymbol}${digits}`
    : `${digits}\u00a0${locale.currencySymbol}`;

describe('formatPrice', () => {
  it('writes whole amounts without decimals and others with cents', () => {
    expect(formatPrice(2100)).toBe(price('2,100'));
    expect(formatPrice(123.4)).toBe(price('123.40'));
    expect(formatPrice(456.7)).toBe(price('456.70'));
    expect(formatPrice(61000)).toBe(price('61,000'));
    expect(formatPrice(0)).toBe(price('0'));
  });
  it('adds "from" and "+" when asked', () => {
    expect(formatPrice(230, { from: true })).toBe(`from ${price('230')}`);
    expect(formatPrice(7000, { plus: true })).toBe(`${price('7,000')}+`);
  });
  it('hides floating-point noise', () => {
    expect(formatPrice(4.35 * 100)).toBe(price('435'));
    expect(formatPrice(1.1 * 3)).toBe(price('3.30'));
    expect(formatPrice(0.1 + 0.2)).toBe(price('0.30'));
  });
  it('never shows one decimal, and shows decimals only for non-whole cent amounts', () => {
    const shape = new RegExp(
      `^${price('\\d{1,3}(,\\d{3})*(\\.\\d{2})?').replace(locale.currencySymbol, (s) => s.replace(/[$^*+?.()|[\]{}\\]/g, '\\$&'))}$`,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const text = formatPrice(cents / 100);
        expect(text).toMatch(shape);
        expect(text.includes('.')).toBe(cents % 100 !== 0);
      }),
    );
  });
});

describe('numbers', () => {
  it('groups thousands and writes percentages', () => {
    expect(formatNumber(2500)).toBe('2,500');
    expect(formatNumber(20000)).toBe('20,000');
    expect(formatPercent(13)).toBe('13%');
  });
  it('roundCents rounds half away to the cent', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(7046.999999999999)).toBe(7047);
  });
});

describe('the same text as Intl.NumberFormat (the locale setting), which the formatter replaces for speed', () => {
  const euro = (cents: number) =>
    new Intl.NumberFormat(locale.language, {
      style: 'currency',
      currency: locale.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  it('for prices and whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(euro(cents));
      }),
    );
    fc.assert(
      // Counts on the site are never negative (Intl would write -0.3 as "-0").
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (value) => {
        expect(formatNumber(value)).toBe(
          new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value),
        );
      }),
    );
  });
});
