// A styled native <select>: the platform's own picker is the most accessible choice on phones
// and with screen readers, and it needs no portal or focus management of ours.
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClass } from './input';

export type SelectOption = { value: string; label: string };

export function Select({
  className,
  options,
  placeholder,
  ...props
}: React.ComponentProps<'select'> & {
  options: readonly SelectOption[];
  /** The first, empty choice ("Select …"); it keeps the field empty until someone picks. */
  placeholder?: string;
}) {
  return (
    <div data-slot="select-wrapper" className="relative">
      <select
        data-slot="select"
        // Showing the empty choice, it takes the placeholder colour (CSS :has, before any script).
        className={cn(
          fieldControlClass,
          'h-11 cursor-pointer appearance-none pr-10 has-[option[value=""]:checked]:text-muted-foreground dark:scheme-dark [&_option]:bg-card [&_option]:text-foreground',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
