import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * The square tile an icon sits in on a card: outlined in the accent, on its soft tint. One style
 * for every page's cards (home, about, the platform's features, help centre, use cases).
 */
export function IconTile({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="icon-tile"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl border border-accent/20 bg-accent-soft text-accent',
        className,
      )}
      {...props}
    />
  );
}
