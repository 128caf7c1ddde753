import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro, formatNumber, formatPercent, roundCents } from '@/lib/format';

describe('formatEuro', () => {
  it('writes whole amounts without decimals and others with cents', () => {
    expect(formatEuro(2100)).toBe('€2,100');
    expect(formatEuro(278.4)).toBe('€278.40');
    expect(formatEuro(234.9)).toBe('€234.90');
    expect(formatEuro(54000)).toBe('€54,000');
    expect(formatEuro(0)).toBe('€0');
  });
  it('adds "from" and "+" when asked', () => {
    expect(formatEuro(220, { from: true })).toBe('from €220');
    expect(formatEuro(5000, { plus: true })).toBe('€5,000+');
  });
  it('hides floating-point noise', () => {
    expect(formatEuro(278.4 * 15)).toBe('€4,176');
    expect(formatEuro(12 * (270 - 234.9) * 30)).toBe('€12,636');
    expect(formatEuro(0.1 + 0.2)).toBe('€0.30');
  });
  it('never shows one decimal, and shows decimals only for non-whole cent amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const text = formatEuro(cents / 100);
        expect(text).toMatch(/^€\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(text.includes('.')).toBe(cents % 100 !== 0);
      }),
    );
  });
});

describe('numbers', () => {
  it('groups thousands and writes percentages', () => {
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatPercent(13)).toBe('13%');
  });
  it('roundCents rounds half away to the cent', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(7046.999999999999)).toBe(7047);
  });
});

describe('the same text as Intl.NumberFormat (en-US), which the formatter replaces for speed', () => {
  const euro = (cents: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  it('for euro amounts and whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatEuro(cents / 100)).toBe(euro(cents));
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
