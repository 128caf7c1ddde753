// A small single-choice control (billing period, user tier): native radio inputs in a fieldset,
// so arrow keys, labels and screen-reader announcements work without extra ARIA.
import * as React from 'react';
import { cn } from '@/lib/cn';

export type SegmentedOption<V extends string> = {
  value: V;
  label: React.ReactNode;
  /** Second line or trailing hint (e.g. "Save 13%"); part of the option's accessible name. */
  hint?: React.ReactNode;
};

type SegmentedControlProps<V extends string> = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  legend: string;
  /** Keep the legend for assistive technology only. */
  hideLegend?: boolean;
  options: SegmentedOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** `pill`: compact inline toggle; `tiles`: equal-width option tiles with a second line. */
  variant?: 'pill' | 'tiles';
};

export function SegmentedControl<V extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onValueChange,
  variant = 'pill',
  className,
  ...props
}: SegmentedControlProps<V>) {
  const name = React.useId();
  return (
    <fieldset data-slot="segmented-control" className={cn('min-w-0', className)} {...props}>
      <legend
        className={cn(
          hideLegend
            ? 'sr-only'
            : 'mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground',
        )}
      >
        {legend}
      </legend>
      <div
        className={cn(
          variant === 'pill'
            ? 'inline-flex w-full rounded-xl border border-border bg-muted/60 p-1'
            : // One row of equal columns, however many options (no style attribute: CSP).
              'grid auto-cols-[minmax(0,1fr)] grid-flow-col gap-2',
        )}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              data-slot="segmented-control-option"
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'relative flex cursor-pointer select-none items-center justify-center text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                variant === 'pill'
                  ? 'min-h-9 flex-1 flex-wrap gap-x-1.5 gap-y-0.5 rounded-lg px-1.5 py-1 text-sm sm:px-3 font-medium text-muted-foreground hover:text-foreground has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm dark:has-[:checked]:bg-accent-soft'
                  : 'min-h-14 flex-col rounded-xl border border-border bg-background/60 px-2 py-2 text-sm hover:border-input has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onValueChange(option.value)}
              />
              <span className={cn(variant === 'tiles' && 'font-semibold text-foreground')}>
                {option.label}
              </span>
              {option.hint ? (
                <span
                  className={cn(
                    variant === 'pill'
                      ? // Never broken over two lines: "Save 13%" is one mark.
                        'whitespace-nowrap rounded-full bg-success/12 px-1.5 py-0.5 text-[0.7rem] font-semibold text-success-strong'
                      : 'text-xs text-muted-foreground',
                  )}
                >
                  {option.hint}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
