// Illustrations for the Reach step: deliverability, sequences, AI writing, variables, LinkedIn.
import {
  Check,
  Clock,
  GitBranch,
  Languages,
  Mail,
  MousePointerClick,
  Send,
  ShieldCheck,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import { MockStage, MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, Line, Meter } from '@/components/illustrations/mock-parts';
import { type PlatformIllustration, platformMocks } from '@/content/platform';
import { cn } from '@/lib/cn';
import type { Illustration } from './feature-illustration';

export function DeliverabilityMock() {
  const m = platformMocks.deliverability;
  return (
    <MockStage>
      <MockWindow title={m.title}>
        <div className="grid grid-cols-3 gap-2">
          {m.checks.map((c) => (
            <div key={c} className="rounded-lg border border-border px-2 py-2 text-center">
              <ShieldCheck className="mx-auto size-4 text-success" />
              <span className="mt-1 block text-xs font-semibold text-foreground">{c}</span>
              <span className="block text-[10px] text-muted-foreground">{m.passing}</span>
            </div>
          ))}
        </div>
        <ul className="mt-3 space-y-2.5">
          {m.mailboxes.map((b) => (
            <li key={b.address}>
              <span className="flex items-center justify-between gap-2 text-[11px]">
                <span className="[overflow-wrap:anywhere] font-medium text-foreground">{b.address}</span>
                <span className="shrink-0 text-success">{m.healthy}</span>
              </span>
              <Meter value={b.level} className="mt-1" />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          <Chip tone="accent">
            {m.limitLabel} {m.limit}
          </Chip>
          <Chip>
            <Check className="size-3" />
            {m.optOut}
          </Chip>
        </div>
      </MockWindow>
    </MockStage>
  );
}

const stepIcon = { email: Mail, wait: Clock, branch: GitBranch } as const;

function FlowNode({
  icon: Icon,
  label,
  detail,
  className,
}: {
  icon: typeof Mail;
  label: string;
  detail?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-card px-2.5 py-1.5 shadow-sm',
        className,
      )}
    >
      <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
        <Icon className="size-3.5" />
      </span>
      <span className="min-w-0">
        <span className="block [overflow-wrap:anywhere] text-xs font-semibold text-foreground">{label}</span>
        {detail ? (
          <span className="block [overflow-wrap:anywhere] text-[10px] text-muted-foreground">{detail}</span>
        ) : null}
      </span>
    </div>
  );
}

export function SequencesMock() {
  const m = platformMocks.sequences;
  return (
    <MockStage>
      <div className="mx-auto flex h-full max-w-sm flex-col items-center">
        {m.steps.map((s, i) => (
          <div key={s.label} className="flex w-full flex-col items-center">
            {i > 0 ? <span className="h-4 w-px bg-border" /> : null}
            <FlowNode
              icon={stepIcon[s.kind]}
              label={s.label}
              detail={s.detail || undefined}
              className={cn('w-44', s.kind === 'email' && 'ring-2 ring-accent/30')}
            />
          </div>
        ))}
        <div className="relative h-6 w-full">
          <span className="absolute left-1/2 top-0 h-3 w-px bg-border" />
          <span className="absolute left-1/4 right-1/4 top-3 h-px bg-border" />
          <span className="absolute left-1/4 top-3 h-3 w-px bg-border" />
          <span className="absolute right-1/4 top-3 h-3 w-px bg-border" />
        </div>
        <div className="grid w-full grid-cols-2 gap-2">
          <div className="flex flex-col items-center gap-1">
            <Chip tone="success">{m.yes}</Chip>
            <FlowNode icon={UserPlus} label={m.yesStep} className="w-full" />
          </div>
          <div className="flex flex-col items-center gap-1">
            <Chip>{m.no}</Chip>
            <FlowNode icon={MousePointerClick} label={m.noStep} className="w-full" />
          </div>
        </div>
        <div className="mt-auto flex gap-1.5 pt-3">
          <Chip tone="accent">{m.ab}</Chip>
          <Chip>{m.stop}</Chip>
        </div>
      </div>
    </MockStage>
  );
}

export function AiPersonalizationMock() {
  const m = platformMocks.aiPersonalization;
  return (
    <MockStage>
      <MockWindow title={m.to}>
        <p className="[overflow-wrap:anywhere] border-b border-border pb-2 text-xs font-semibold text-foreground">
          {m.subject}
        </p>
        <div className="mt-2.5 space-y-2 text-xs leading-relaxed text-foreground">
          <p>{m.greeting}</p>
          <p className="relative rounded-lg border border-accent/30 bg-accent-soft/70 px-2.5 py-2">
            <span className="absolute -top-2.5 right-2">
              <Chip tone="accent" className="bg-card">
                <Sparkles className="size-3" />
                {m.chip}
              </Chip>
            </span>
            {m.ai}
          </p>
          <p className="text-muted-foreground">{m.body}</p>
        </div>
        <div className="mt-3 flex items-center gap-1.5 overflow-hidden">
          <Languages className="size-3.5 shrink-0 text-accent" />
          <span className="shrink-0 text-[11px] font-semibold text-foreground">{m.languagesLabel}</span>
          {/* One chip row high: the chips that do not fit wrap out of sight, never cut in half. */}
          <span className="flex h-[1.375rem] min-w-0 flex-wrap gap-1.5 overflow-hidden">
            {m.languages.map((l, i) => (
              <Chip key={l} tone={i === 0 ? 'accent' : 'neutral'}>
                {l}
              </Chip>
            ))}
          </span>
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function DynamicVariablesMock() {
  const m = platformMocks.dynamicVariables;
  return (
    <MockStage>
      <div className="flex h-full flex-col justify-center gap-3">
        <div className="rounded-xl border border-border bg-card p-3.5 shadow-lg shadow-shade/5 dark:shadow-shade/30">
          <span className="text-[10px] font-semibold uppercase tracking-wide text-muted-foreground">
            {m.templateLabel}
          </span>
          <p className="mt-1.5 text-xs leading-7 text-foreground">
            {m.template.map((part) =>
              part.startsWith('{{') ? (
                <span
                  key={part}
                  className="mx-0.5 rounded-md border border-accent/30 bg-accent-soft px-1.5 py-0.5 font-mono text-[11px] text-accent"
                >
                  {part}
                </span>
              ) : (
                <span key={part}>{part}</span>
              ),
            )}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-[11px] text-muted-foreground">
            {m.fallbackLabel}
            <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] text-foreground">
              {m.fallback}
            </span>
          </p>
        </div>
        <div className="flex justify-center">
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent-gradient text-on-accent shadow-md shadow-glow/30">
            <Sparkles className="size-3.5" />
          </span>
        </div>
        <div className="rounded-xl border border-border bg-card p-3.5 shadow-lg shadow-shade/5 dark:shadow-shade/30">
          <span className="text-[10px] font-semibold uppercase tracking-wide text-muted-foreground">
            {m.previewLabel}
          </span>
          <p className="mt-1.5 text-sm font-medium text-foreground">{m.preview}</p>
          <div className="mt-2.5 space-y-1.5">
            <Line className="w-11/12" />
            <Line className="w-3/5" />
          </div>
        </div>
      </div>
    </MockStage>
  );
}

export function LinkedinAutomationMock() {
  const m = platformMocks.linkedinAutomation;
  return (
    <MockStage>
      <MockWindow>
        <div className="flex items-center gap-2.5">
          <Avatar size="sm" name={m.name} className="size-10 text-xs" />
          <span className="min-w-0 flex-1">
            <span className="block [overflow-wrap:anywhere] text-sm font-semibold text-foreground">
              {m.name}
            </span>
            <span className="block [overflow-wrap:anywhere] text-[11px] text-muted-foreground">
              {m.title}
            </span>
          </span>
          <Chip tone="success">
            <Check className="size-3" />
            {m.connected}
          </Chip>
        </div>
        <ol className="relative mt-4 space-y-2.5 pl-1">
          <span className="absolute bottom-3 left-[13px] top-3 w-px bg-border" />
          {m.steps.map((s) => (
            <li key={s.label} className="relative flex items-center gap-2.5">
              <span
                className={cn(
                  'inline-flex size-[22px] shrink-0 items-center justify-center rounded-full border text-on-accent',
                  s.state === 'done' && 'border-transparent bg-success',
                  s.state === 'active' && 'border-transparent bg-accent-gradient',
                  s.state === 'next' && 'border-border bg-card',
                )}
              >
                {s.state === 'done' ? <Check className="size-3" /> : null}
                {s.state === 'active' ? <Send className="size-3" /> : null}
              </span>
              <span
                className={cn(
                  'flex-1 rounded-lg border px-2.5 py-1.5 text-xs',
                  s.state === 'active'
                    ? 'border-accent/40 bg-accent-soft font-semibold text-accent'
                    : 'border-border font-medium text-foreground',
                  s.state === 'next' && 'text-muted-foreground',
                )}
              >
                {s.label}
              </span>
            </li>
          ))}
        </ol>
      </MockWindow>
    </MockStage>
  );
}

/** The Reach step's illustrations, under the key a feature's `image` names in the content. */
export const reachIllustrations = {
  deliverability: DeliverabilityMock,
  sequences: SequencesMock,
  'ai-personalization': AiPersonalizationMock,
  'dynamic-variables': DynamicVariablesMock,
  'linkedin-automation': LinkedinAutomationMock,
} satisfies Partial<Record<PlatformIllustration, Illustration>>;
