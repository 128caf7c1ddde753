// Small parts of the code-built illustrations: avatars, chips, a live dot, placeholder lines,
// a meter and the product's logo mark. Every colour comes from the theme tokens.
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { LogoMark } from '@/components/layout/logo';
import { cn } from '@/lib/cn';
import { widthPercent } from './percent';

/** Up to two initials: "Olivia Chen" → "OC". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

// The avatar tokens (tokens.css) keep white initials above 4.5:1 in both themes.
const AVATAR_TONES = [
  'bg-avatar-1',
  'bg-avatar-2',
  'bg-avatar-3',
  'bg-avatar-4',
  'bg-avatar-5',
  'bg-avatar-6',
  'bg-avatar-7',
] as const;

const avatar = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-on-accent',
  {
    variants: { size: { sm: 'size-7 text-[10px]', md: 'size-8 text-[11px]' } },
    defaultVariants: { size: 'md' },
  },
);

/**
 * A person's initials in a circle. `tone` picks a colour from a palette (lists of people); without
 * it the circle has the accent gradient. Hidden from assistive technology: the name is always
 * written next to it, or the illustration around it has its own text alternative.
 */
export function Avatar({
  name,
  tone,
  size,
  className,
}: VariantProps<typeof avatar> & { name: string; tone?: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        avatar({ size }),
        tone === undefined ? 'bg-accent-gradient' : AVATAR_TONES[tone % AVATAR_TONES.length],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

const chipTones = {
  accent: 'border-accent/25 bg-accent-soft text-accent',
  success: 'border-success/25 bg-success/10 text-success',
  danger: 'border-danger/25 bg-danger/10 text-danger',
  neutral: 'border-border bg-muted text-muted-foreground',
} as const;

export type ChipTone = keyof typeof chipTones;

/** A small rounded label: a status, a tag, a filter. */
export function Chip({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: ChipTone;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-medium leading-4',
        chipTones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A small "live" dot; it pulses only when motion is allowed. */
export function LiveDot({ className }: { className?: string }) {
  return (
    <span className={cn('relative flex size-2', className)}>
      <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2 rounded-full bg-success" />
    </span>
  );
}

/** A grey placeholder line standing in for text the illustration does not spell out. */
export function Line({ className }: { className?: string }) {
  return <span className={cn('block h-2 rounded-full bg-muted', className)} />;
}

/** A horizontal bar filled to `value` percent (0–100). */
export function Meter({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('block h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}>
      <span className={cn('block h-full rounded-full bg-accent-gradient', widthPercent(value))} />
    </span>
  );
}

/** The product's logo mark, as the app shows it in its rail: the site's own mark, not a stand-in. */
export function LogoTile() {
  return <LogoMark className="size-8" />;
}
