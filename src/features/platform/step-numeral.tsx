import { cn } from '@/lib/cn';
import { formatStepNumber } from '@/lib/format';

/** The numeral's size: on an overview card, or on a step's band. */
const SIZES = { md: 'text-5xl', lg: 'text-8xl' } as const;

/**
 * A step's large decorative numeral ("01"), drawn by CSS from an attribute: not text to read,
 * select or contrast-check (the step is named in words beside it). `className` places and colours it.
 */
export function StepNumeral({
  step,
  size,
  className,
}: {
  step: number;
  size: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-step={formatStepNumber(step)}
      className={cn(
        // The size first: its font size sets a line height too, which leading-none then replaces.
        SIZES[size],
        'select-none font-semibold leading-none tracking-tighter text-muted before:content-[attr(data-step)]',
        className,
      )}
    />
  );
}
