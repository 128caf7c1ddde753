import { BadgeCheck, Database } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, LiveDot } from '@/components/illustrations/mock-parts';
import { findMock as m } from '@/content/home-mocks';
import { cn } from '@/lib/cn';

export function FindMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex flex-col p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <Avatar name={m.name} tone={0} className="size-12 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-foreground">{m.name}</p>
          <p className="truncate text-xs text-muted-foreground">{m.role}</p>
        </div>
        <Chip tone="accent" className="hidden sm:inline-flex">
          {m.enriched}
        </Chip>
      </div>

      <div className="mt-4 flex items-center gap-3 rounded-xl border border-success/30 bg-success/10 px-3 py-2.5">
        <LiveDot />
        <p className="text-xs text-foreground">
          <span className="font-semibold text-success">{m.intent}</span> · {m.intentDetail}
        </p>
      </div>

      <div className="mt-4 divide-y divide-border rounded-xl border border-border">
        {m.rows.map((row) => (
          <div key={row.label} className="flex items-center gap-3 px-3 py-2 sm:py-2.5">
            <span className="w-24 shrink-0 text-[11px] font-medium uppercase tracking-wider text-muted-foreground">
              {row.label}
            </span>
            <span className="min-w-0 flex-1 truncate text-xs text-foreground">{row.value}</span>
            {row.badge ? (
              <Chip tone="success" className="hidden sm:inline-flex">
                <BadgeCheck className="size-3" aria-hidden="true" />
                {row.badge}
              </Chip>
            ) : null}
          </div>
        ))}
      </div>

      {/* Below 1024 px the window is too short for the signals: left out whole, not cut off. */}
      <p className="mt-5 hidden text-[11px] font-medium uppercase tracking-wider text-muted-foreground lg:block">
        {m.signalsTitle}
      </p>
      <ol className="mt-2 hidden space-y-2 lg:block">
        {m.signals.map((s, i) => (
          <li key={s.label} className="flex items-center gap-3 text-xs">
            <span
              className={cn('size-2 shrink-0 rounded-full', i === 0 ? 'bg-success' : 'bg-accent')}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1 truncate text-foreground">{s.label}</span>
            <span className="shrink-0 text-muted-foreground">{s.time}</span>
          </li>
        ))}
      </ol>

      <p className="mt-auto flex items-center gap-2 pt-4 text-xs text-muted-foreground">
        <Database className="size-4 text-accent" aria-hidden="true" />
        {m.footer}
      </p>
    </MockWindow>
  );
}
