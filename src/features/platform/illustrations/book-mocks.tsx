// Illustrations for the Book step: inbox, scheduler, AI replies, tasks, collaboration, analytics.
import {
  AtSign,
  Bot,
  CalendarCheck,
  Check,
  MessageSquare,
  Pencil,
  Sparkles,
  TrendingUp,
  UserCheck,
} from 'lucide-react';
import { MockStage, MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, type ChipTone, Line } from '@/components/illustrations/mock-parts';
import { heightPercent } from '@/components/illustrations/percent';
import { type PlatformIllustration, platformMocks } from '@/content/platform';
import { cn } from '@/lib/cn';
import type { Illustration } from './feature-illustration';

const inboxTone: Record<string, ChipTone> = { good: 'success', info: 'accent', muted: 'neutral' };

export function UnifiedInboxMock() {
  const m = platformMocks.unifiedInbox;
  return (
    <MockStage>
      <MockWindow title={m.title}>
        <div className="flex gap-1 rounded-lg bg-muted p-1">
          {m.channels.map((c, i) => (
            <span
              key={c}
              className={cn(
                'flex-1 rounded-md py-1 text-center text-[11px] font-medium',
                i === 0 ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
              )}
            >
              {c}
            </span>
          ))}
        </div>
        <ul className="mt-2.5 space-y-1.5">
          {m.items.map((item, i) => (
            <li
              key={item.from}
              className={cn(
                'flex items-center gap-2.5 rounded-lg border px-2.5 py-1.5',
                i === 0 ? 'border-accent/40 bg-accent-soft/50' : 'border-border',
                // Previews wrap where the window is narrow: the last message makes room for them.
                i === m.items.length - 1 && 'max-lg:hidden',
              )}
            >
              <Avatar size="sm" name={item.from} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="[overflow-wrap:anywhere] text-xs font-semibold text-foreground">
                    {item.from}
                  </span>
                  <Chip tone={inboxTone[item.tone]}>{item.label}</Chip>
                </span>
                <span className="block [overflow-wrap:anywhere] text-[11px] text-muted-foreground">
                  {item.preview}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </MockWindow>
    </MockStage>
  );
}

export function MeetingSchedulerMock() {
  const m = platformMocks.meetingScheduler;
  // The week's open times as a booking page shows them: free ones to pick, taken ones struck
  // through, and the one the AI booked, filled.
  const busy = new Set<string>(m.busy);
  return (
    <MockStage>
      <MockWindow title={m.month}>
        <div className="grid grid-cols-5 gap-1.5">
          {m.days.map((d) => (
            <div key={d} className="flex flex-col gap-1.5">
              <span className="pb-0.5 text-center text-[11px] font-semibold text-foreground">{d}</span>
              {m.slots.map((time) => {
                const at = `${d} ${time}`;
                return (
                  <span
                    key={time}
                    className={cn(
                      'grid h-7 place-items-center rounded-md border text-[10px] font-medium tabular-nums',
                      at === m.time
                        ? 'border-transparent bg-accent-gradient font-semibold text-on-accent shadow-md shadow-glow/30'
                        : busy.has(at)
                          ? 'border-transparent bg-muted text-muted-foreground line-through'
                          : 'border-accent/25 bg-card text-accent',
                    )}
                  >
                    {time}
                  </span>
                );
              })}
            </div>
          ))}
        </div>
        <div className="mt-3 flex items-center gap-2.5 rounded-lg border border-accent/40 bg-accent-soft/60 px-3 py-2">
          <CalendarCheck className="size-4 shrink-0 text-accent" />
          <span className="min-w-0">
            <span className="block [overflow-wrap:anywhere] text-xs font-semibold text-foreground">
              {m.booked}
            </span>
            <span className="block text-[11px] text-muted-foreground">{m.time}</span>
          </span>
        </div>
        <div className="mt-2.5 flex flex-wrap gap-1.5">
          {m.sync.map((s) => (
            <Chip key={s} tone="success">
              <Check className="size-3" />
              {s} · {m.synced}
            </Chip>
          ))}
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function AiResponsesMock() {
  const m = platformMocks.aiResponses;
  return (
    <MockStage>
      <MockWindow>
        <div className="flex gap-1 rounded-lg bg-muted p-1">
          {m.modes.map((mode, i) => (
            <span
              key={mode}
              className={cn(
                'flex-1 rounded-md py-1 text-center text-[11px] font-semibold',
                i === 1 ? 'bg-card text-accent shadow-sm' : 'text-muted-foreground',
              )}
            >
              {mode}
            </span>
          ))}
        </div>
        <div className="mt-3 flex items-start gap-2">
          <Avatar size="sm" name={m.from} />
          <p className="rounded-xl rounded-tl-sm bg-muted px-3 py-2 text-xs text-foreground">{m.incoming}</p>
        </div>
        <div className="mt-2.5 rounded-xl border border-accent/40 bg-accent-soft/50 p-3">
          <span className="flex items-center gap-1.5 text-[11px] font-semibold text-accent">
            <Bot className="size-3.5" />
            {m.draftLabel}
            <Sparkles className="size-3" />
          </span>
          <p className="mt-1.5 text-xs leading-relaxed text-foreground">{m.draft}</p>
          <div className="mt-2.5 flex justify-end gap-1.5">
            <span className="inline-flex items-center gap-1 rounded-md border border-border bg-card px-2 py-1 text-[11px] font-medium text-foreground">
              <Pencil className="size-3" />
              {m.edit}
            </span>
            <span className="inline-flex items-center gap-1 rounded-md bg-accent-gradient px-2 py-1 text-[11px] font-semibold text-on-accent">
              <Check className="size-3" />
              {m.approve}
            </span>
          </div>
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function TasksMock() {
  const m = platformMocks.tasks;
  return (
    <MockStage>
      <MockWindow title={m.title}>
        <ul className="space-y-2">
          {m.items.map((t) => (
            <li
              key={t.label}
              className="flex items-center gap-2.5 rounded-lg border border-border px-3 py-2.5"
            >
              <span
                className={cn(
                  'inline-flex size-4 shrink-0 items-center justify-center rounded border',
                  t.done ? 'border-transparent bg-accent-gradient text-on-accent' : 'border-input',
                )}
              >
                {t.done ? <Check className="size-3" /> : null}
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block [overflow-wrap:anywhere] text-xs font-semibold',
                    t.done ? 'text-muted-foreground line-through' : 'text-foreground',
                  )}
                >
                  {t.label}
                </span>
                <span className="block [overflow-wrap:anywhere] text-[11px] text-muted-foreground">
                  {t.meta}
                </span>
              </span>
              {t.done ? null : <Chip tone="accent">{m.due}</Chip>}
            </li>
          ))}
        </ul>
        <div className="mt-3 space-y-1.5 px-1">
          <Line className="w-4/5" />
          <Line className="w-1/2" />
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function CollaborationMock() {
  const m = platformMocks.collaboration;
  return (
    <MockStage>
      <MockWindow title={m.thread}>
        <div className="flex items-center justify-between gap-2">
          {/* Each teammate in a tone of their own, overlapping by less than their initials' margin. */}
          <div className="flex -space-x-1">
            {m.team.map((t, i) => (
              <Avatar key={t} name={t} tone={i} className="ring-2 ring-card" />
            ))}
          </div>
          <Chip tone="success">
            <UserCheck className="size-3" />
            {m.assign}
          </Chip>
        </div>
        <div className="mt-3 flex items-start gap-2">
          <MessageSquare className="mt-1.5 size-3.5 shrink-0 text-muted-foreground" />
          <p className="rounded-xl rounded-tl-sm bg-muted px-3 py-2 text-xs text-foreground">{m.message}</p>
        </div>
        <div className="mt-2.5 rounded-xl border border-dashed border-accent/40 bg-accent-soft/50 p-3">
          <span className="flex items-center gap-1.5 text-[11px] font-semibold text-accent">
            <AtSign className="size-3.5" />
            {m.noteAuthor}
          </span>
          <p className="mt-1 text-xs leading-relaxed text-foreground">{m.note}</p>
        </div>
        <div className="mt-3 space-y-1.5 px-1">
          <Line className="w-3/4" />
          <Line className="w-2/5" />
        </div>
      </MockWindow>
    </MockStage>
  );
}

export function AnalyticsMock() {
  const m = platformMocks.analytics;
  return (
    <MockStage>
      <MockWindow title={m.title}>
        {/* Label, value and trend each on a line of its own: nothing to cut at 360 px. */}
        <dl className="grid grid-cols-3 gap-2">
          {m.kpis.map((k) => (
            <div key={k.label} className="min-w-0 rounded-lg border border-border px-2.5 py-2">
              <dt className="[overflow-wrap:anywhere] text-[10px] font-medium text-muted-foreground">
                {k.label}
              </dt>
              <dd className="mt-0.5 text-base font-semibold leading-tight tabular-nums text-foreground">
                {k.value}
              </dd>
              <dd className="mt-0.5 inline-flex items-center gap-0.5 text-[10px] font-semibold text-success">
                <TrendingUp className="size-3" />
                {k.change}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex items-center justify-between gap-3">
          <span className="text-[11px] font-medium text-muted-foreground">{m.chartLabel}</span>
          <span className="inline-flex shrink-0 items-baseline gap-1 rounded-full bg-accent-gradient px-2.5 py-1 text-on-accent">
            <span className="text-xs font-semibold">{m.headline}</span>
            <span className="text-[10px] font-medium">{m.headlineLabel}</span>
          </span>
        </div>
        <div className="mt-2 flex h-20 items-end gap-2 border-b border-border px-1 sm:h-24">
          {m.bars.map((h, i) => (
            <span
              key={m.axis[i]}
              className={cn(
                'flex-1 rounded-t-md',
                i === m.bars.length - 1 ? 'bg-accent-gradient' : 'bg-accent/25',
                heightPercent(h),
              )}
            />
          ))}
        </div>
        <div className="mt-1.5 flex gap-2 px-1">
          {m.axis.map((a) => (
            <span key={a} className="flex-1 text-center text-[10px] text-muted-foreground">
              {a}
            </span>
          ))}
        </div>
      </MockWindow>
    </MockStage>
  );
}

/** The Book step's illustrations, under the key a feature's `image` names in the content. */
export const bookIllustrations = {
  'unified-inbox': UnifiedInboxMock,
  'meeting-scheduler': MeetingSchedulerMock,
  'ai-responses': AiResponsesMock,
  tasks: TasksMock,
  collaboration: CollaborationMock,
  analytics: AnalyticsMock,
} satisfies Partial<Record<PlatformIllustration, Illustration>>;
