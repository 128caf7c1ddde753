// Where the requirements pin how many of something a page shows, the content has exactly that
// many: the count is read from docs/requirements.md, never written in a test, so a content change
// the requirements allow (a fourth testimonial, once the requirement says four) changes no test.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpCategories, helpFaqs } from '@/content/help-center';
import { benefits } from '@/content/home';
import { setupInputs } from '@/content/home-setup';
import { testimonials } from '@/content/home-testimonials';
import { numberWord } from '@/lib/format';

const requirements = readFileSync(resolve(process.cwd(), 'docs/requirements.md'), 'utf8');

/** The number a requirement's sentence states, in digits or in words ("nine-item", "four cards"). */
function requiredCount(pattern: RegExp): number {
  const found = pattern.exec(requirements)?.[1];
  if (!found) throw new Error(`docs/requirements.md no longer says ${pattern}`);
  if (/^\d+$/.test(found)) return Number(found);
  const n = Array.from({ length: 21 }, (_, i) => i).find((i) => numberWord(i) === found.toLowerCase());
  if (n === undefined) throw new Error(`"${found}" is not a number`);
  return n;
}

describe('counts the requirements pin', () => {
  it.each([
    ['testimonials', /Testimonials carousel of (\w+) items/, testimonials.length],
    ['benefit cards', /Benefits \(`#benefits`\): (\w+) cards/, benefits.items.length],
    ['setup inputs', /a (\w+)-item selectable list/, setupInputs.length],
    ['help categories', /(\w+) category cards/i, helpCategories.length],
    ['help FAQ questions', /FAQ accordion of (\w+) questions/i, helpFaqs.length],
  ])('%s', (_what, pattern, count) => {
    expect(count).toBe(requiredCount(pattern));
  });
});
