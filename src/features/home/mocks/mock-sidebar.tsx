import { Calendar, LayoutGrid, Send, Target, Users } from 'lucide-react';
import { LogoTile } from '@/components/illustrations/mock-parts';
import { cn } from '@/lib/cn';

const items = [Target, Users, Send, Calendar, LayoutGrid];

/** The narrow app rail on the left of the hero mocks (desktop only). */
export function MockSidebar({ active }: { active: number }) {
  return (
    <div className="hidden w-14 shrink-0 flex-col items-center gap-2 border-r border-border bg-muted/30 py-4 md:flex">
      <LogoTile />
      <div className="mt-2 flex flex-col gap-1.5">
        {items.map((Item, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative rail.
            key={i}
            className={cn(
              'grid size-9 place-items-center rounded-lg text-muted-foreground',
              i === active && 'bg-accent-soft text-accent',
            )}
          >
            <Item className="size-4" aria-hidden="true" />
          </span>
        ))}
      </div>
    </div>
  );
}
