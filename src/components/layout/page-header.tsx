import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The top of an inner page: optional eyebrow, the page's one h1, and its introduction. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('relative isolate overflow-hidden border-b border-border', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_50%_0%,color-mix(in_oklab,var(--grad-from)_22%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-balance text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? (
          <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
