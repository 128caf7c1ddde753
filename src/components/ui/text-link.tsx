import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/**
 * A link in running text to another page, with its arrow: "Explore the use cases →". It flows as
 * text, and the arrow keeps to its last word: a label that wraps on a phone ends in its arrow
 * instead of leaving it alone at the side of the block.
 */
export function TextLink({ className, children, ...props }: React.ComponentProps<typeof Link>) {
  const arrow = <ArrowRight className="ml-1.5 inline-block size-4 align-[-0.2em]" aria-hidden="true" />;
  const words = typeof children === 'string' ? children.match(/^(.*\s)?(\S+)\s*$/s) : null;
  return (
    <Link
      data-slot="text-link"
      className={cn(
        'rounded font-semibold text-accent underline decoration-accent/30 underline-offset-4 transition hover:decoration-accent',
        className,
      )}
      {...props}
    >
      {words ? (
        <>
          {words[1]}
          <span className="whitespace-nowrap">
            {words[2]}
            {arrow}
          </span>
        </>
      ) : (
        <>
          {children}
          {arrow}
        </>
      )}
    </Link>
  );
}
