import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** A link in running text to another page, with its arrow: "Explore the use cases →". */
export function TextLink({ className, children, ...props }: React.ComponentProps<typeof Link>) {
  return (
    <Link
      data-slot="text-link"
      className={cn(
        'inline-flex items-center gap-1.5 rounded font-semibold text-accent underline decoration-accent/30 underline-offset-4 transition hover:decoration-accent',
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
