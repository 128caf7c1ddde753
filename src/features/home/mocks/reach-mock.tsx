import { Languages, Mail, RefreshCw } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { type MockChannel, reachMock as m } from '@/content/home-mocks';
import { LinkedInMark } from '../icons';

function Step({ channel, title, meta }: { channel: MockChannel; title: string; meta: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5 rounded-xl border border-border bg-card p-2.5 shadow-sm">
      <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
        {channel === 'email' ? (
          <Mail className="size-3.5" aria-hidden="true" />
        ) : (
          <LinkedInMark className="size-3.5" />
        )}
      </span>
      <div className="min-w-0">
        <p className="text-pretty text-xs font-semibold leading-snug text-foreground">{title}</p>
        <p className="text-[11px] text-muted-foreground">{meta}</p>
      </div>
    </div>
  );
}

const Connector = () => <span aria-hidden="true" className="mx-auto block h-3 w-px bg-border sm:h-4" />;

export function ReachMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex flex-col p-4 sm:p-6">
      <p className="text-sm font-semibold text-foreground">{m.title}</p>
      <div className="mx-auto mt-4 w-full max-w-sm">
        {m.steps.map((s, i) => (
          <div key={s.title}>
            {i > 0 ? <Connector /> : null}
            <Step {...s} />
          </div>
        ))}
        <Connector />
        <div className="relative sm:pb-4">
          <span aria-hidden="true" className="absolute left-1/4 right-1/4 top-0 h-px bg-border" />
          <div className="grid grid-cols-2 gap-2.5 pt-3 sm:pt-4">
            {m.branches.map((b, i) => (
              <div key={b.title} className="min-w-0">
                <p className="mb-1.5 truncate text-center text-[10px] font-medium text-muted-foreground">
                  {i === 0 ? m.branchLabel : m.branchElse}
                </p>
                <Step {...b} />
              </div>
            ))}
          </div>
          <span
            aria-hidden="true"
            className="absolute bottom-0 left-1/4 right-1/4 hidden h-px bg-border sm:block"
          />
        </div>
        <div className="hidden sm:block">
          <Connector />
          <Step {...m.final} />
        </div>
      </div>

      <div className="mt-auto grid grid-cols-2 gap-2.5 pt-4">
        <div className="flex items-center gap-2 rounded-xl border border-border bg-muted/50 p-2.5 sm:gap-3 sm:p-3">
          <RefreshCw className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-foreground">{m.evergreen}</p>
            <p className="hidden text-[11px] leading-snug text-muted-foreground sm:block">
              {m.evergreenDetail}
            </p>
          </div>
          <span className="flex h-5 w-9 shrink-0 items-center justify-end rounded-full bg-accent-gradient p-0.5">
            <span className="size-4 rounded-full bg-on-accent shadow" />
          </span>
        </div>
        <div className="flex items-center gap-2 rounded-xl border border-border bg-muted/50 p-2.5 sm:gap-3 sm:p-3">
          <Languages className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex min-w-0 flex-wrap gap-1">
            {m.languages.map((l) => (
              <span
                key={l}
                className="rounded bg-card px-1.5 py-0.5 text-[10px] font-semibold text-foreground ring-1 ring-border"
              >
                {l}
              </span>
            ))}
            <span className="rounded bg-accent-soft px-1.5 py-0.5 text-[10px] font-semibold text-accent">
              {m.moreLanguages}
            </span>
          </div>
        </div>
      </div>
    </MockWindow>
  );
}
