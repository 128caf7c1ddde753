import type * as React from 'react';
import { HydrationBoundary } from '@/components/layout/hydration-boundary';
import { Opaque } from '@/components/layout/opaque';
import { cn } from '@/lib/cn';
import { RENDER_NEAR_VIEW_CLASS } from '@/lib/render-near-view';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * A page section with the site's vertical rhythm and max width. `tinted` gives the alternate
 * background. `opaque`: nothing in it needs React (copy, pictures, plain links), so React does
 * not hydrate it (Opaque); otherwise it hydrates in a task of its own (HydrationBoundary).
 */
export function Section({
  className,
  tinted,
  opaque,
  children,
  ...props
}: React.ComponentProps<'section'> & { tinted?: boolean; opaque?: boolean }) {
  const own = {
    'data-slot': 'section',
    className: cn(
      RENDER_NEAR_VIEW_CLASS,
      'relative py-20 sm:py-28',
      tinted && 'bg-muted/50 dark:bg-card/70',
      className,
    ),
    ...props,
  };
  const inner = (
    <div className={container}>{opaque ? children : <HydrationBoundary>{children}</HydrationBoundary>}</div>
  );
  return opaque ? (
    <Opaque as="section" {...own}>
      {inner}
    </Opaque>
  ) : (
    <section {...own}>{inner}</section>
  );
}

/** Eyebrow, h2 and lead paragraph at the top of a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  id,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: 'center' | 'left';
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-3 text-balance text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">{intro}</p>
      ) : null}
    </div>
  );
}
