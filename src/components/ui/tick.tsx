import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * The site's one tick: what a plan includes, what the product does, a selling point. An accent
 * check mark, decorative (the text beside it says what it ticks).
 */
export function Tick({ className, ...props }: Omit<React.ComponentProps<typeof Check>, 'ref'>) {
  return (
    <Check
      data-slot="tick"
      aria-hidden="true"
      strokeWidth={2.5}
      className={cn('size-4 shrink-0 text-accent', className)}
      {...props}
    />
  );
}
