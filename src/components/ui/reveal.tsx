import type * as React from 'react';
import { STAGGER_MS, useReveal } from '@/hooks/use-reveal';
import { deferredPaint } from '@/lib/deferred-paint';

/**
 * Fades and lifts its content in on scroll; `index` staggers siblings 80 ms apart. Each is also a
 * block the page may lay out after its first paint (src/lib/deferred-paint.ts).
 */
export function Reveal({
  index = 0,
  className,
  children,
  as: Tag = 'div',
  ...props
}: React.ComponentProps<'div'> & { index?: number; as?: 'div' | 'li' | 'article' | 'section' }) {
  const { ref, state } = useReveal<HTMLDivElement>(index * STAGGER_MS);
  // One element type for the ref: the tag only changes semantics, not behaviour.
  const Comp = Tag as 'div';
  return (
    <Comp
      {...deferredPaint}
      ref={ref}
      data-reveal={state === 'static' ? undefined : state}
      className={className}
      {...props}
    >
      {children}
    </Comp>
  );
}
