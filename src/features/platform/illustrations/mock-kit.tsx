// Building blocks for the platform's code-built product mocks: a framed stage, a window with
// chrome, avatars, chips and bars. Every colour comes from the theme tokens.
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The fixed-size stage every illustration sits on (explicit height: no layout shift). */
export function MockStage({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      aria-hidden="true"
      data-slot="mock-stage"
      className={cn(
        'relative isolate flex h-[360px] w-full flex-col justify-center overflow-hidden rounded-2xl border border-border bg-muted/50 p-3.5 sm:h-[380px] sm:p-6 dark:bg-card/40',
        className,
      )}
    >
      <div className="absolute -right-16 -top-20 -z-10 size-64 rounded-full bg-grad-from/15 blur-3xl" />
      <div className="absolute -bottom-24 -left-10 -z-10 size-64 rounded-full bg-grad-to/10 blur-3xl" />
      <div className="absolute inset-0 -z-10 opacity-60 [background-image:radial-gradient(var(--border)_1px,transparent_1px)] [background-size:18px_18px] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      {children}
    </div>
  );
}

/** A product window with traffic-light chrome and a title. */
export function MockWindow({
  title,
  className,
  bodyClassName,
  children,
}: {
  title?: string;
  className?: string;
  bodyClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex max-h-full min-h-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-xl shadow-black/5 dark:shadow-black/40',
        className,
      )}
    >
      <div className="flex h-9 shrink-0 items-center gap-1.5 border-b border-border px-3.5">
        <span className="size-2.5 rounded-full bg-border" />
        <span className="size-2.5 rounded-full bg-border" />
        <span className="size-2.5 rounded-full bg-border" />
        {title ? (
          <span className="ml-2 truncate text-[11px] font-medium text-muted-foreground">{title}</span>
        ) : null}
      </div>
      <div className={cn('min-h-0 flex-1 p-3.5 sm:p-4', bodyClassName)}>{children}</div>
    </div>
  );
}

export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-gradient text-[10px] font-semibold text-white',
        className,
      )}
    >
      {initials}
    </span>
  );
}

const chipTones = {
  accent: 'bg-accent-soft text-accent border-accent/20',
  success: 'bg-success/10 text-success border-success/25',
  danger: 'bg-danger/10 text-danger border-danger/25',
  muted: 'bg-muted text-muted-foreground border-border',
} as const;

export type ChipTone = keyof typeof chipTones;

export function Chip({
  tone = 'muted',
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
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-medium',
        chipTones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A grey placeholder line standing in for text the mock does not spell out. */
export function Line({ className }: { className?: string }) {
  return <span className={cn('block h-2 rounded-full bg-muted', className)} />;
}

/** A horizontal progress bar; `value` is 0–100. */
export function Meter({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('block h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}>
      <span className="block h-full rounded-full bg-accent-gradient" style={{ width: `${value}%` }} />
    </span>
  );
}
