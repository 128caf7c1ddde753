// The frames every code-built illustration sits in: a stage (a tinted backdrop) and a product
// window. Illustrations are decorative by default (hidden from assistive technology); one that
// carries meaning passes `alt` and becomes a single image with that text alternative.
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { createContext, useContext } from 'react';
import { cn } from '@/lib/cn';

/** Set inside an illustration's outermost frame: inner frames add no roles of their own. */
const InsideIllustration = createContext(false);

type Described = {
  /**
   * What the picture shows, for assistive technology (role="img" + aria-label). Without it the
   * illustration is decorative (aria-hidden). Only the outermost frame's `alt` counts.
   */
  alt?: string;
};

function useRootProps(alt: string | undefined) {
  if (useContext(InsideIllustration)) return {};
  return alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
}

/** A fixed-height backdrop for one illustration (explicit height: no layout shift). */
export function MockStage({
  alt,
  className,
  children,
}: Described & { className?: string; children: React.ReactNode }) {
  return (
    <div
      {...useRootProps(alt)}
      data-slot="mock-stage"
      className={cn(
        'relative isolate flex h-[360px] w-full flex-col justify-center overflow-hidden rounded-2xl border border-border bg-muted/50 p-3.5 sm:h-[380px] sm:p-6 dark:bg-card/40',
        className,
      )}
    >
      <div className="absolute -right-16 -top-20 -z-10 size-64 rounded-full bg-grad-from/15 blur-3xl" />
      <div className="absolute -bottom-24 -left-10 -z-10 size-64 rounded-full bg-grad-to/10 blur-3xl" />
      <div className="absolute inset-0 -z-10 opacity-60 [background-image:radial-gradient(var(--border)_1px,transparent_1px)] [background-size:18px_18px] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      <InsideIllustration value={true}>{children}</InsideIllustration>
    </div>
  );
}

const mockWindow = {
  frame: cva('flex min-h-0 flex-col overflow-hidden border border-border bg-card dark:shadow-shade/40', {
    variants: {
      size: {
        /** A whole product screen that fills its container (the home page's panels). */
        lg: 'relative h-full w-full select-none rounded-2xl text-left shadow-xl shadow-shade-tint/5',
        /** A small window on a stage, as tall as its content. */
        sm: 'max-h-full rounded-xl shadow-xl shadow-shade/5',
      },
    },
    defaultVariants: { size: 'sm' },
  }),
  bar: cva('flex shrink-0 items-center gap-1.5 border-b border-border', {
    variants: { size: { lg: 'h-10 bg-muted/60 px-4', sm: 'h-9 px-3.5' } },
    defaultVariants: { size: 'sm' },
  }),
  title: cva('truncate font-medium text-muted-foreground', {
    variants: { size: { lg: 'ml-3 text-xs', sm: 'ml-2 text-[11px]' } },
    defaultVariants: { size: 'sm' },
  }),
  body: cva('min-h-0 flex-1', {
    variants: { size: { lg: 'relative overflow-hidden', sm: 'p-3.5 sm:p-4' } },
    defaultVariants: { size: 'sm' },
  }),
};

/** One window chrome for every illustration: three quiet dots, the same in every size. */
const DOT = 'size-2.5 rounded-full bg-input/80';

/** A product window with traffic-light chrome and an optional title. */
export function MockWindow({
  title,
  alt,
  size,
  className,
  bodyClassName,
  children,
}: Described &
  VariantProps<typeof mockWindow.frame> & {
    title?: string;
    className?: string;
    bodyClassName?: string;
    children: React.ReactNode;
  }) {
  return (
    <div {...useRootProps(alt)} data-slot="mock-window" className={cn(mockWindow.frame({ size }), className)}>
      <div className={mockWindow.bar({ size })}>
        <span className={DOT} />
        <span className={DOT} />
        <span className={DOT} />
        {title ? <span className={mockWindow.title({ size })}>{title}</span> : null}
      </div>
      <div className={cn(mockWindow.body({ size }), bodyClassName)}>
        <InsideIllustration value={true}>{children}</InsideIllustration>
      </div>
    </div>
  );
}
