import { ArrowUp, Sparkles } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Chip, LiveDot } from '@/components/illustrations/mock-parts';
import { heightPercent } from '@/components/illustrations/percent';
import { strategyMock as m } from '@/content/home-mocks';
import { cn } from '@/lib/cn';
import { MockSidebar } from './mock-sidebar';

// Fit-score histogram: each bar's height in percent and an opacity that grows with it (35% at
// the bottom to 100%), a decorative shape, not data. Classes, not style attributes (the CSP
// allows none), written out because Tailwind generates only the classes it finds in the source.
const bars = [
  [18, 'opacity-47'],
  [26, 'opacity-52'],
  [22, 'opacity-49'],
  [34, 'opacity-57'],
  [41, 'opacity-62'],
  [38, 'opacity-60'],
  [52, 'opacity-69'],
  [61, 'opacity-75'],
  [58, 'opacity-73'],
  [72, 'opacity-82'],
  [84, 'opacity-90'],
  [100, 'opacity-100'],
  [90, 'opacity-94'],
  [76, 'opacity-84'],
] as const;

export function StrategyMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex">
      <MockSidebar active={0} />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <p className="truncate text-sm font-semibold text-foreground sm:text-base">{m.title}</p>
          <Chip tone="accent">
            <Sparkles className="size-3" aria-hidden="true" />
            {m.badge}
          </Chip>
        </div>

        <div className="mt-4 flex items-end justify-between gap-4 rounded-xl border border-border bg-muted/50 p-4">
          <div>
            <p className="text-3xl font-semibold tracking-tight text-foreground tabular-nums sm:text-4xl">
              {m.count}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{m.countLabel}</p>
          </div>
          <div className="hidden h-16 flex-1 items-end justify-end gap-1 sm:flex">
            {bars.map(([height, opacity], i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: static decorative bars.
                key={i}
                className={cn(
                  'w-2.5 rounded-t-sm bg-linear-to-t from-glow/70 to-glow-alt',
                  heightPercent(height),
                  opacity,
                )}
              />
            ))}
          </div>
        </div>

        <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-3">
          {m.criteria.map((c) => (
            // On a phone the last row runs into the showcase's fade at the window's foot (a mask):
            // without it the window ended in an empty band above the fade.
            <div key={c.label} className="rounded-xl border border-border p-2.5 sm:p-3">
              <p className="text-[11px] font-medium uppercase tracking-wider text-muted-foreground">
                {c.label}
              </p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {c.values.map((v) => (
                  // A value wider than its card wraps inside its chip instead of running out.
                  <Chip key={v} className="shrink whitespace-normal">
                    {v}
                  </Chip>
                ))}
              </div>
            </div>
          ))}
        </div>

        <div className="mt-auto hidden items-center gap-3 rounded-xl border border-accent/30 bg-background p-2 pl-4 shadow-sm sm:flex">
          <Sparkles className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{m.prompt}</p>
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-accent-gradient px-3 py-1.5 text-xs font-semibold text-on-accent">
            {m.promptAction}
            <ArrowUp className="size-3.5" aria-hidden="true" />
          </span>
        </div>
      </div>

      <div className="hidden w-72 shrink-0 border-l border-border bg-muted/30 p-5 lg:block">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-foreground">{m.signalsTitle}</p>
          <span className="inline-flex items-center gap-1.5 text-[11px] font-medium text-success">
            <LiveDot />
            {m.live}
          </span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {m.signals.map((s) => (
            <li key={s.company} className="rounded-xl border border-border bg-card p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="truncate text-xs font-semibold text-foreground">{s.company}</p>
                <span className="text-[11px] text-muted-foreground">{s.time}</span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{s.signal}</p>
            </li>
          ))}
        </ul>
      </div>
    </MockWindow>
  );
}
