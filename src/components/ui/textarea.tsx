import type * as React from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClass } from './input';

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldControlClass, 'min-h-32 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
