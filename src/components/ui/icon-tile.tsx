import type * as React from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  /** What can be used: the accent outline on its soft tint. */
  accent: 'border-accent/20 bg-accent-soft text-accent',
  /** What is not there yet (a Coming Soon card): the same tile, without the accent. */
  muted: 'border-input bg-muted/60 text-muted-foreground',
} as const;

/**
 * The square tile an icon sits in on a card. One component for every page's cards (home, about,
 * the platform's features, help centre, contact, use cases, pricing), in one size.
 */
export function IconTile({
  className,
  tone = 'accent',
  ...props
}: React.ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return (
    <span
      data-slot="icon-tile"
      data-tone={tone}
      aria-hidden="true"
      className={cn('grid size-11 shrink-0 place-items-center rounded-xl border', TONES[tone], className)}
      {...props}
    />
  );
}
