// cn() (src/lib/cn.ts) merges with a small configuration of the utility groups the site overrides;
// on the overrides the components make, it must agree with tailwind-merge's full configuration, and
// it must keep utilities of different groups that share a prefix (text-center beside a text colour).
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

const overrides = [
  'inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium grid h-11 px-5 rounded-full',
  'p-4 px-2 pb-0 sm:p-6 sm:p-0',
  'size-5 size-4 size-[1.125rem]',
  'text-sm text-muted-foreground text-xs text-foreground text-[11px]',
  'bg-muted bg-card/70 bg-accent-soft data-[state=active]:bg-muted data-[state=active]:bg-card',
  'border border-border border-2 border-transparent border-b border-b-0',
  'flex flex-col gap-6 grid gap-8 gap-x-2 lg:gap-10',
  'mt-9 mt-0 mx-auto m-4 shadow-sm shadow-xl shadow-indigo-500/10',
  'justify-center justify-between items-center items-stretch',
  'whitespace-nowrap h-11 h-auto min-h-11 whitespace-normal',
  'inline-flex shrink-0 items-center whitespace-nowrap shrink whitespace-normal',
];

const keptTogether = [
  'text-center text-sm text-white text-pretty',
  'border-l-2 border-border border-dashed',
  'truncate text-muted-foreground',
  'size-8 w-full h-dvh max-w-5xl',
];

describe('cn', () => {
  it("resolves the site's overrides as tailwind-merge's full configuration does", () => {
    for (const classes of overrides) expect(cn(classes), classes).toBe(twMerge(classes));
  });

  it('keeps utilities of different groups that share a prefix', () => {
    for (const classes of keptTogether) expect(cn(classes), classes).toBe(twMerge(classes));
  });

  it('joins conditional classes (clsx) before merging', () => {
    expect(cn('px-4', false && 'hidden', { 'px-6': true }, ['text-sm', null])).toBe('px-6 text-sm');
  });
});
