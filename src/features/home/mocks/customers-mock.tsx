import { Search } from 'lucide-react';
import { MockWindow } from '@/components/illustrations/mock-frames';
import { Avatar, Chip, type ChipTone, Meter } from '@/components/illustrations/mock-parts';
import { type MockStatus, customersMock as m } from '@/content/home-mocks';
import { MockSidebar } from './mock-sidebar';

const statusTone: Record<MockStatus, ChipTone> = {
  new: 'neutral',
  sequence: 'accent',
  replied: 'accent',
  meeting: 'success',
};

export function CustomersMock({ alt }: { alt: string }) {
  return (
    <MockWindow size="lg" title={m.window} alt={alt} bodyClassName="flex">
      <MockSidebar active={1} />
      <div className="min-w-0 flex-1 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-foreground sm:text-base">{m.title}</p>
            <p className="text-xs text-muted-foreground">{m.subtitle}</p>
          </div>
          <div className="hidden h-9 w-56 items-center gap-2 rounded-lg border border-border bg-background px-3 text-xs text-muted-foreground sm:flex">
            <Search className="size-3.5" aria-hidden="true" />
            {m.search}
          </div>
        </div>

        <div className="mt-4 overflow-hidden rounded-xl border border-border">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 border-b border-border bg-muted/60 px-3 py-2 text-[11px] font-medium uppercase tracking-wider text-muted-foreground sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5.5rem_7.5rem]">
            <span>{m.columns.name}</span>
            <span className="hidden sm:block">{m.columns.company}</span>
            <span className="hidden sm:block">{m.columns.fit}</span>
            <span>{m.columns.status}</span>
          </div>
          {m.rows.map((row, i) => (
            <div
              key={row.name}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 border-b border-border px-3 py-2.5 last:border-b-0 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5.5rem_7.5rem]"
            >
              <div className="flex min-w-0 items-center gap-2.5">
                <Avatar name={row.name} tone={i} />
                <div className="min-w-0">
                  <p className="truncate text-xs font-semibold text-foreground">{row.name}</p>
                  <p className="text-[11px] leading-snug text-muted-foreground">
                    {row.role}
                    <span className="sm:hidden"> · {row.company}</span>
                  </p>
                </div>
              </div>
              <span className="hidden truncate text-xs text-muted-foreground sm:block">{row.company}</span>
              <div className="hidden items-center gap-2 sm:flex">
                <Meter value={row.fit} className="w-10" />
                <span className="text-xs font-medium tabular-nums text-foreground">{row.fit}</span>
              </div>
              <div>
                <Chip tone={statusTone[row.status]}>{m.statusLabels[row.status]}</Chip>
              </div>
            </div>
          ))}
        </div>
      </div>
    </MockWindow>
  );
}
