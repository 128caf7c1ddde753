import { Clock3 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-2xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function Badge({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-border bg-accent-soft px-3 py-1 text-xs font-semibold text-accent',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The one mark of something not there yet (a help category's articles, the documentation): an
 * outlined, muted badge with a clock, never the accent of what can be used now.
 */
export function ComingSoonBadge({ className, children, ...props }: React.ComponentProps<'span'>) {
  return (
    <Badge
      data-slot="coming-soon-badge"
      className={cn('border-dashed border-input bg-transparent text-muted-foreground', className)}
      {...props}
    >
      <Clock3 className="size-3" aria-hidden="true" />
      {children}
    </Badge>
  );
}
