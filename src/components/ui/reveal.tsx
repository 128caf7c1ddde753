import type * as React from 'react';
import { STAGGER_MS, useReveal } from '@/hooks/use-reveal';

/** Fades and lifts its content in on scroll; `index` staggers siblings 80 ms apart. */
export function Reveal({
  index = 0,
  className,
  children,
  as: Tag = 'div',
  ...props
}: React.ComponentProps<'div'> & { index?: number; as?: 'div' | 'li' | 'article' | 'section' }) {
  const reveal = useReveal<HTMLDivElement>(index * STAGGER_MS);
  // One element type for the ref: the tag only changes semantics, not behaviour.
  const Comp = Tag as 'div';
  return (
    <Comp ref={reveal.ref} {...reveal.props} className={className} {...props}>
      {children}
    </Comp>
  );
}
