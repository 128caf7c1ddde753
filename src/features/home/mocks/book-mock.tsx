import { CalendarCheck, Sparkles } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip } from '@/components/illustrations/mock-parts';
import { bookMock as m } from '@/content/home-mocks';
import { cn } from '@/lib/cn';

export function BookMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex flex-col gap-4 p-4 sm:p-6">
      <div className="rounded-xl border border-border p-3.5">
        <div className="flex items-center gap-2.5">
          <Avatar name={m.from} tone={1} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs font-semibold text-foreground">{m.from}</p>
            <p className="text-[11px] text-muted-foreground">
              {m.company} · {m.time}
            </p>
          </div>
          <Chip tone="success">{m.classification}</Chip>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-foreground">{m.reply}</p>
      </div>

      <div className="flex items-center justify-between gap-3">
        <div className="inline-flex rounded-lg border border-border bg-muted p-0.5">
          {m.modes.map((mode, i) => (
            <span
              key={mode}
              className={cn(
                'rounded-md px-3 py-1 text-[11px] font-semibold text-muted-foreground',
                i === m.activeMode && 'bg-card text-foreground shadow-sm',
              )}
            >
              {mode}
            </span>
          ))}
        </div>
        <Chip tone="accent">
          <Sparkles className="size-3" aria-hidden="true" />
          {m.draftLabel}
        </Chip>
      </div>

      <div className="rounded-xl border border-accent/30 bg-accent-soft/60 p-3.5">
        <p className="text-sm leading-relaxed text-foreground">{m.draft}</p>
        <div className="mt-3 flex items-center gap-2">
          <span className="rounded-lg bg-accent-gradient px-3 py-1.5 text-[11px] font-semibold text-on-accent">
            {m.approve}
          </span>
          <span className="rounded-lg border border-border bg-card px-3 py-1.5 text-[11px] font-semibold text-foreground">
            {m.edit}
          </span>
        </div>
      </div>

      {/* From lg, where the window is tall enough; below xl the panel is narrower and shows one. */}
      <div className="hidden lg:block">
        <p className="text-[11px] font-medium uppercase tracking-wider text-muted-foreground">
          {m.otherRepliesLabel}
        </p>
        <ul className="mt-2 space-y-2">
          {m.otherReplies.map((r, i) => (
            <li key={r.from} className={cn('flex items-center gap-3 text-xs', i > 0 && 'max-xl:hidden')}>
              <Chip className="w-24 justify-center">{r.label}</Chip>
              <span className="min-w-0 flex-1 leading-snug text-foreground">
                {r.from}, {r.company}
                <span className="block text-[11px] text-muted-foreground">{r.action}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-auto flex items-center gap-2.5 rounded-xl border border-success/30 bg-success/10 px-3 py-2.5">
        <CalendarCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        <p className="text-xs font-medium leading-snug text-foreground">{m.calendar}</p>
      </div>
    </MockWindow>
  );
}
