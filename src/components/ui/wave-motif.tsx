import { WAVE_CYCLE } from '@/config/logo';
import { cn } from '@/lib/cn';

/** How many periods a line holds: one more than the width, so a drift of one period never shows an end. */
const PERIODS = 24;
const WIDTH = WAVE_CYCLE.length * (PERIODS - 1);
const line = (y: number) => `M0 ${y}${` ${WAVE_CYCLE.path}`.repeat(PERIODS)}`;

/**
 * The brand motif: the logo mark's wave, repeated into a few parallel lines that fade out, drawn in
 * the current colour. Decorative. `drift`: the lines glide in by one period as the page appears,
 * once, and only when the visitor allows motion (no script; globals.css `wave-in`).
 */
export function WaveMotif({
  lines = 5,
  drift = false,
  className,
}: {
  lines?: number;
  drift?: boolean;
  className?: string;
}) {
  const height = 12 + lines * 10;
  return (
    <svg
      aria-hidden="true"
      data-slot="wave-motif"
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      className={cn('pointer-events-none', className)}
    >
      <g className={drift ? 'motion-safe:animate-wave-in' : undefined}>
        {Array.from({ length: lines }, (_, i) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines.
            key={i}
            d={line(10 + i * 10)}
            fill="none"
            stroke="currentColor"
            strokeWidth={i === 0 ? 1.4 : 0.8}
            strokeLinecap="round"
            opacity={1 - i / (lines + 1)}
          />
        ))}
      </g>
    </svg>
  );
}
