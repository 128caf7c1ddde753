// A customer's mark: its own logo file when the content gives one, else a glyph drawn here beside
// its name set as a wordmark. In the text colour it is given (muted in a logo row), both themes.
import type * as React from 'react';
import type { Customer, MarkGlyph } from '@/content/customers';
import { cn } from '@/lib/cn';

/** Each glyph on a 24×24 grid, drawn in the current colour. */
const glyphs: Record<MarkGlyph, React.ReactNode> = {
  arc: (
    <>
      <path
        d="M4 18a8 8 0 0 1 16 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="12" cy="18" r="2.5" fill="currentColor" />
    </>
  ),
  bars: (
    <>
      <rect x="3" y="12" width="4" height="9" rx="1.5" fill="currentColor" />
      <rect x="10" y="7" width="4" height="14" rx="1.5" fill="currentColor" />
      <rect x="17" y="3" width="4" height="18" rx="1.5" fill="currentColor" />
    </>
  ),
  orbit: (
    <>
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <ellipse
        cx="12"
        cy="12"
        rx="10"
        ry="4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        transform="rotate(-25 12 12)"
      />
    </>
  ),
  peak: <path d="M2 20 9 6l4.5 8 2.5-4 6 10z" fill="currentColor" />,
  ring: (
    <>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    </>
  ),
  stack: (
    <>
      <path d="m12 3 9 4.5-9 4.5-9-4.5z" fill="currentColor" />
      <path
        d="m3 12 9 4.5 9-4.5M3 16.5 12 21l9-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </>
  ),
};

/**
 * The mark, named for assistive technology by the company's name (a glyph's wordmark is that name's
 * short form, so it is hidden and the name read instead). `size`: a logo row's or a card's.
 */
export function CustomerMark({
  customer,
  size = 'md',
  className,
}: {
  customer: Customer;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { mark } = customer;
  if (mark.kind === 'image') {
    return (
      <img
        data-slot="customer-mark"
        src={mark.src}
        width={mark.width}
        height={mark.height}
        alt={customer.name}
        className={cn('w-auto object-contain', size === 'sm' ? 'h-5' : 'h-7', className)}
      />
    );
  }
  return (
    <span
      data-slot="customer-mark"
      role="img"
      aria-label={customer.name}
      className={cn(
        'inline-flex items-center font-semibold tracking-tight whitespace-nowrap',
        size === 'sm' ? 'gap-1.5 text-sm' : 'gap-2 text-lg',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-6'}>
        {glyphs[mark.glyph]}
      </svg>
      <span aria-hidden="true">{customer.wordmark}</span>
    </span>
  );
}
