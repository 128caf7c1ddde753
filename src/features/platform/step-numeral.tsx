import { cn } from '@/lib/cn';
import { formatStepNumber } from '@/lib/format';

/**
 * A step's large decorative numeral ("01"), drawn by CSS from an attribute: not text to read,
 * select or contrast-check (the step is named in words beside it). `className` sizes and colours it.
 */
export function StepNumeral({ step, className }: { step: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-step={formatStepNumber(step)}
      className={cn(
        'select-none font-semibold leading-none tracking-tighter text-muted before:content-[attr(data-step)]',
        className,
      )}
    />
  );
}
