// The test-literal check of `npm run lint` (scripts/test/check-test-literals.ts, decision 061) finds
// each kind of restatement, and lets through what reads its value or pins it through the requirements.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSource,
  currencyRule,
  type Defined,
  definedValues,
} from '../../scripts/test/check-test-literals.ts';
import { locale } from '../../src/config/locale.ts';
import { contactCopy } from '../../src/content/contact.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const defined: Defined = {
  texts: new Set(['Press Here Now', 'Guarded Entry', 'Every widget needs a sprocket today']),
  numbers: new Set([4321.5, 987]),
  figures: new Set(['7,654', '4321.50']),
  counts: new Set([29]),
};
const rules = (source: string) =>
  checkSource(source, 'tests/x.test.ts', defined).map((f) => f.rule.split(':')[0]);

describe('the test-literal check', () => {
  it('finds copy, currency, figures, prices and counts written out', () => {
    expect(rules(`getByRole('button', { name: 'Press Here Now' });`)).toHaveLength(1);
    expect(rules('getByText(/Guarded Entry/);')).toHaveLength(1);
    expect(rules(`expect(m).toBe('Oops: Every widget needs a sprocket today!');`)).toHaveLength(1);
    expect(rules(`expect(p).toBe('${locale.currencySymbol}99');`)).toEqual([
      expect.stringMatching(/currency/),
    ]);
    expect(rules(`expect(ld.priceCurrency).toBe('${locale.currency}');`)).toHaveLength(1);
    expect(rules(`expect(text).toContain('7,654 contacts');`)).toHaveLength(1);
    expect(rules('const option = { monthlyPrice: 987, annualPrice: 4321.5 };').length).toBe(2);
    expect(rules('expect(features).toHaveLength(29);')).toHaveLength(1);
  });

  it('lets through reads, pins through the requirements, opt-outs and what no content defines', () => {
    expect(rules('getByRole("button", { name: copy.submit });')).toEqual([]);
    expect(rules(`expect(t).toBe(required('Press Here Now'));`)).toEqual([]);
    expect(rules(`// literal-ok: a fixture's own\nexpect(t).toBe('Press Here Now');`)).toEqual([]);
    expect(rules(`expect(t).toBe('Send');`)).toEqual([]);
    expect(rules(`const top = 987; expect(items).toHaveLength(3); s.replace(/x$/, '$1');`)).toEqual([]);
    expect(rules(`goto('/pricing'); getByTestId('plan-price');`)).toEqual([]);
    expect(rules(`it('shows Press Here Now', () => {}); test.skip('Guarded Entry', () => {});`)).toEqual([]);
    expect(rules(`it('x', () => expect(t).toBe('Press Here Now'));`)).toHaveLength(1);
  });

  it('holds a sign that code also writes ($) to amounts only, whatever the currency setting', () => {
    // literal-ok: the settings under test, not the site's
    const dollars = { currency: 'USD', currencySymbol: '$' };
    // literal-ok: the settings under test, not the site's
    const euro = { currency: 'EUR', currencySymbol: '€' };
    for (const setting of [dollars, euro]) {
      // literal-ok: prices the rule must catch, not the site's
      expect(currencyRule('$99 a month', 'string', setting)).toMatch(/currency sign/);
      // literal-ok: prices the rule must catch, not the site's
      expect(currencyRule('From 99 € a month', 'string', setting)).toMatch(/currency sign/);
      expect(currencyRule('\\$&', 'string', setting)).toBeNull();
      expect(currencyRule("$' autofocus", 'string', setting)).toBeNull();
      expect(currencyRule('::$DATA', 'string', setting)).toBeNull();
      expect(currencyRule('^[a-z]+$', 'regex', setting)).toBeNull();
    }
    // literal-ok: the sign the rule must catch under its own setting
    expect(currencyRule('in €', 'string', euro)).toMatch(/currency sign/);
    // literal-ok: the code the rule must catch under its own setting
    expect(currencyRule('in USD', 'string', dollars)).toMatch(/currency code/);
  });

  it('reads its values from the content, the config, the contract and the requirements', async () => {
    const values = await definedValues();
    expect(values.texts.size).toBeGreaterThan(500);
    expect(values.numbers.size).toBeGreaterThan(5);
  });

  describe('from the command line (as npm run lint runs it)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-test-literals-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const run = (...files: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test/check-test-literals.ts', ...files], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    // A restatement of a real content text, written into a test file of no list: any finding fails.
    const restating = path.join(dir, 'any.spec.ts');
    writeFileSync(restating, `expect(title).toBe(${JSON.stringify(contactCopy.form.title)});\n`);
    const reading = path.join(dir, 'reads.spec.ts');
    writeFileSync(reading, 'expect(title).toBe(contactCopy.form.title);\n');

    it('fails on one finding in any file, naming it', () => {
      const res = run(reading, restating);
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`${restating}:1:20 restates the text`);
      expect(res.stderr).not.toContain(reading);
    });

    it('passes a file that reads its values', () => {
      const res = run(reading);
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
    });
  });
});
