import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Shared look of every text-like control: one height, one border, one focus ring, one error state. */
export const fieldControlClass =
  'w-full min-w-0 rounded-xl border border-input bg-background px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 hover:border-muted-foreground/50 focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-sm dark:bg-background/60';

// 16 px text on phones keeps iOS Safari from zooming into the field on focus.
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input data-slot="input" type={type} className={cn(fieldControlClass, 'h-11', className)} {...props} />
  );
}
