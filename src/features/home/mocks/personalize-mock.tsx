import { RefreshCw, Sparkles } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Chip } from '@/components/illustrations/mock-parts';
import { personalizeMock as m } from '@/content/home-mocks';
import { cn } from '@/lib/cn';

type Part = { readonly text: string; readonly ai: boolean };

function Parts({ parts }: { parts: readonly Part[] }) {
  return parts.map((p, i) => (
    <span
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed sentence fragments.
      key={i}
      className={cn(p.ai && 'rounded bg-accent-soft px-0.5 text-foreground ring-1 ring-accent/25')}
    >
      {p.text}
    </span>
  ));
}

export function PersonalizeMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex flex-col p-4 sm:p-6">
      <div className="space-y-2 border-b border-border pb-3 text-xs">
        <p className="flex gap-2">
          <span className="w-14 shrink-0 text-muted-foreground">{m.to}</span>
          <span className="min-w-0 font-medium text-foreground">{m.toValue}</span>
        </p>
        <p className="flex gap-2">
          <span className="w-14 shrink-0 text-muted-foreground">{m.subjectLabel}</span>
          <span className="font-semibold text-foreground">
            <Parts parts={m.subject} />
          </span>
        </p>
      </div>
      <div className="space-y-3 pt-4 text-sm leading-relaxed text-muted-foreground">
        {m.body.map((paragraph, i) => (
          // On the narrowest phones the last paragraph makes room for the lines above it.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs.
          <p key={i} className={cn(i > 0 && i === m.body.length - 1 && 'max-[359px]:hidden')}>
            <Parts parts={paragraph} />
          </p>
        ))}
        {/* A desktop's window is taller than the message: the sign-off fills it as a mail would. */}
        <p className="hidden lg:block">
          {m.signOff[0]}
          <span className="block text-foreground">{m.signOff[1]}</span>
        </p>
      </div>
      <div className="mt-5 hidden rounded-xl border border-border bg-muted/50 p-3 sm:block">
        <p className="text-[11px] font-medium uppercase tracking-wider text-muted-foreground">
          {m.sourcesLabel}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5 lg:hidden">
          {m.sources.map((s) => (
            <Chip key={s.label}>{s.label}</Chip>
          ))}
        </div>
        {/* Wide enough, each source says what the AI found in it. */}
        <ul className="mt-2 hidden space-y-1.5 lg:block">
          {m.sources.map((s) => (
            <li key={s.label} className="flex items-center gap-3 text-xs">
              <Chip className="w-32 justify-center">{s.label}</Chip>
              <span className="min-w-0 flex-1 text-foreground">{s.found}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-border pt-4">
        {m.footer.map((f, i) => (
          <Chip key={f} tone={i === 0 ? 'accent' : 'neutral'}>
            {i === 0 ? <Sparkles className="size-3" aria-hidden="true" /> : null}
            {f}
          </Chip>
        ))}
        <span className="ml-auto inline-flex items-center gap-1.5 rounded-lg border border-border px-2.5 py-1 text-[11px] font-medium text-foreground">
          <RefreshCw className="size-3" aria-hidden="true" />
          {m.regenerate}
        </span>
      </div>
    </MockWindow>
  );
}
