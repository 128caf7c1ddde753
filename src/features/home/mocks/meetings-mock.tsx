import { CalendarCheck, Check } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip } from '@/components/illustrations/mock-parts';
import { meetingsMock as m } from '@/content/home-mocks';
import { cn } from '@/lib/cn';
import { MockSidebar } from './mock-sidebar';

/**
 * Each day is a grid of half-hour rows (the mock's 7 hours are 14 rows), so a meeting is placed
 * by its first row and its row count: classes, not a style attribute (the CSP allows none).
 * Written out in full because Tailwind generates only the classes it finds in the source.
 */
export const MEETING_ROWS = 14;
const ROW_START = [
  'row-start-1',
  'row-start-2',
  'row-start-3',
  'row-start-4',
  'row-start-5',
  'row-start-6',
  'row-start-7',
  'row-start-8',
  'row-start-9',
  'row-start-10',
  'row-start-11',
  'row-start-12',
  'row-start-13',
  'row-start-14',
] as const;
const ROW_SPAN = ['row-span-1', 'row-span-2', 'row-span-3', 'row-span-4'] as const;

/** Whether a meeting (start and length in hours from the first hour) has a place in the grid. */
export function fitsMeetingGrid(mt: { start: number; length: number }): boolean {
  const first = mt.start * 2;
  const count = mt.length * 2;
  return (
    Number.isInteger(first) &&
    Number.isInteger(count) &&
    first >= 0 &&
    count >= 1 &&
    count <= ROW_SPAN.length &&
    first + count <= MEETING_ROWS
  );
}

/** A meeting's start as the calendar's hours write it: "10:00", or "10:30" half an hour later. */
function startLabel(start: number): string {
  const hour = m.hours[Math.floor(start)] ?? '';
  return Number.isInteger(start) ? hour : hour.replace(':00', ':30');
}

/** On a phone the week is an agenda, as a calendar app shows it there: five columns cut every event. */
function Agenda() {
  const meetings = [...m.meetings].sort((a, b) => a.day - b.day || a.start - b.start);
  return (
    <ol className="mt-3 space-y-2 sm:hidden">
      {meetings.map((mt) => (
        <li key={`${mt.day}-${mt.start}`} className="flex items-stretch gap-3">
          <p className="w-11 shrink-0 pt-1.5 text-[11px] leading-tight text-muted-foreground">
            <span className="block font-semibold text-foreground">{m.days[mt.day]}</span>
            {startLabel(mt.start)}
          </p>
          <div className="min-w-0 flex-1 rounded-lg border-l-2 border-accent bg-accent-soft px-2.5 py-1.5">
            <p className="text-xs font-semibold leading-tight text-accent">{mt.title}</p>
            <p className="text-[11px] leading-tight text-foreground">{mt.who}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function MeetingsMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex">
      <MockSidebar active={3} />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <p className="text-sm font-semibold text-foreground sm:text-base">{m.title}</p>
        <Agenda />
        <div className="mt-3 grid grid-cols-[2.25rem_repeat(5,minmax(0,1fr))] text-[11px] font-medium text-muted-foreground max-sm:hidden">
          <span />
          {m.days.map((d) => (
            <span key={d} className="px-1 pb-1.5 text-center">
              {d}
            </span>
          ))}
        </div>
        <div className="relative grid min-h-0 flex-1 grid-cols-[2.25rem_repeat(5,minmax(0,1fr))] rounded-xl border border-border max-sm:hidden">
          <div className="flex flex-col">
            {m.hours.map((h) => (
              <span
                key={h}
                className="flex-1 border-b border-border pr-1 pt-1 text-right text-[10px] text-muted-foreground last:border-b-0"
              >
                {h}
              </span>
            ))}
          </div>
          {m.days.map((d, day) => (
            <div key={d} className="relative border-l border-border">
              <div className="flex h-full flex-col">
                {m.hours.map((h) => (
                  <span key={h} className="flex-1 border-b border-border/70 last:border-b-0" />
                ))}
              </div>
              <div className="absolute inset-0 grid grid-rows-14">
                {m.meetings
                  .filter((mt) => mt.day === day)
                  .map((mt) => (
                    <div
                      key={`${mt.start}-${mt.who}`}
                      className={cn(
                        'mx-0.5 overflow-hidden rounded-md border-l-2 border-accent bg-accent-soft px-1.5 py-1 sm:mx-1',
                        ROW_START[mt.start * 2],
                        ROW_SPAN[mt.length * 2 - 1],
                      )}
                    >
                      <p className="truncate text-[10px] font-semibold leading-tight text-accent sm:text-[11px]">
                        {mt.title}
                      </p>
                      <p className="truncate text-[10px] leading-tight text-foreground">{mt.who}</p>
                    </div>
                  ))}
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="hidden w-72 shrink-0 border-l border-border bg-muted/30 p-5 lg:block">
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <CalendarCheck className="size-4 text-accent" aria-hidden="true" />
          {m.bookedTitle}
        </p>
        <ul className="mt-4 space-y-2.5">
          {m.booked.map((b, i) => (
            <li key={b.when} className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
              <Avatar name={b.who} tone={i} />
              <div className="min-w-0">
                <p className="truncate text-xs font-semibold text-foreground">{b.who}</p>
                <p className="truncate text-[11px] text-muted-foreground">
                  {b.when} · {b.company}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-[11px] font-medium uppercase tracking-wider text-muted-foreground">
          {m.syncTitle}
        </p>
        <ul className="mt-2 space-y-2">
          {m.sync.map((s) => (
            <li
              key={s}
              className="flex items-center justify-between rounded-lg border border-border bg-card px-3 py-2"
            >
              <span className="text-xs font-medium text-foreground">{s}</span>
              <Chip tone="success">
                <Check className="size-3" aria-hidden="true" />
                {m.synced}
              </Chip>
            </li>
          ))}
        </ul>
      </div>
    </MockWindow>
  );
}
