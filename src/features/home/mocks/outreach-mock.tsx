import { Mail } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Chip } from '@/components/illustrations/mock-parts';
import { outreachMock as m } from '@/content/home-mocks';
import { LinkedInMark } from '../icons';
import { MockSidebar } from './mock-sidebar';

export function OutreachMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex">
      <MockSidebar active={2} />
      <div className="grid min-w-0 flex-1 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
        <div className="min-w-0 p-4 sm:p-6">
          <p className="truncate text-sm font-semibold text-foreground sm:text-base">{m.title}</p>
          <ol className="relative mt-4 space-y-2.5">
            <span aria-hidden="true" className="absolute bottom-4 left-[1.1rem] top-4 w-px bg-border" />
            {m.steps.map((step) => (
              <li
                key={`${step.day}-${step.title}`}
                className="relative flex items-center gap-3 rounded-xl border border-border bg-card p-2.5 pr-3"
              >
                <span className="z-10 grid size-7 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
                  {step.channel === 'email' ? (
                    <Mail className="size-3.5" aria-hidden="true" />
                  ) : (
                    <LinkedInMark className="size-3.5" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-xs font-semibold text-foreground">{step.title}</p>
                  <p className="truncate text-[11px] text-muted-foreground">
                    {m.channelLabels[step.channel]} · {step.meta}
                  </p>
                </div>
                <span className="text-[11px] font-medium text-muted-foreground">{step.day}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="hidden border-l border-border bg-muted/30 p-6 lg:block">
          <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
            <div className="space-y-1.5 border-b border-border pb-3 text-xs">
              <p className="text-muted-foreground">
                To <span className="font-medium text-foreground">{m.preview.to}</span>
              </p>
              <p className="font-semibold text-foreground">{m.preview.subject}</p>
            </div>
            <div className="space-y-2 pt-3 text-xs leading-relaxed text-muted-foreground">
              <p className="text-foreground">{m.preview.greeting}</p>
              {m.preview.body.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p className="text-foreground">{m.preview.signoff}</p>
            </div>
            <div className="mt-4 flex gap-1.5">
              {m.preview.tags.map((t, i) => (
                <Chip key={t} tone={i === 0 ? 'accent' : 'neutral'}>
                  {t}
                </Chip>
              ))}
            </div>
          </div>
        </div>
      </div>
    </MockWindow>
  );
}
