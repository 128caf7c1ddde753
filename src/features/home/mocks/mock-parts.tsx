// Building blocks of the code-built product mock-ups: a window frame, avatars and pills.
// A mock is one image for assistive technology (role="img" + its text alternative).
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function MockWindow({
  title,
  alt,
  className,
  bodyClassName,
  children,
}: {
  title: string;
  alt: string;
  className?: string;
  bodyClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={alt}
      data-slot="mock-window"
      className={cn(
        'relative flex h-full w-full select-none flex-col overflow-hidden rounded-2xl border border-border bg-card text-left shadow-xl shadow-indigo-950/5 dark:shadow-black/40',
        className,
      )}
    >
      <div className="flex h-10 shrink-0 items-center gap-1.5 border-b border-border bg-muted/60 px-4">
        <span className="size-2.5 rounded-full bg-[#ff5f57]" />
        <span className="size-2.5 rounded-full bg-[#febc2e]" />
        <span className="size-2.5 rounded-full bg-[#28c840]" />
        <span className="ml-3 truncate text-xs font-medium text-muted-foreground">{title}</span>
      </div>
      <div className={cn('relative min-h-0 flex-1 overflow-hidden', bodyClassName)}>{children}</div>
    </div>
  );
}

// Darker 600/700 shades keep white initials above 4.5:1 in both themes.
const avatarTones = [
  'bg-indigo-600',
  'bg-violet-600',
  'bg-sky-700',
  'bg-emerald-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-fuchsia-700',
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

export function Avatar({ name, tone = 0, className }: { name: string; tone?: number; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full text-[11px] font-semibold text-white',
        avatarTones[tone % avatarTones.length],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

export type PillTone = 'accent' | 'success' | 'neutral';

export function Pill({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: PillTone;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-medium leading-4',
        tone === 'accent' && 'border-accent/25 bg-accent-soft text-accent',
        tone === 'success' && 'border-success/25 bg-success/10 text-success',
        tone === 'neutral' && 'border-border bg-muted text-muted-foreground',
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
