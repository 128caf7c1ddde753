// Platform navigation. Large screens: a sticky side nav with collapsible groups (one open at a
// time) whose active item follows the section in view. Small screens: a sticky bar with the three
// steps and an "On this page" select.
import { ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { type PlatformGroupId, platformCopy, platformGroups } from '@/content/platform';
import { cn } from '@/lib/cn';
import { formatStepNumber } from '@/lib/format';
import { AiMark } from './ai-mark';
import { focusSection, HashLink } from './hash-link';

export type PlatformNavState = {
  activeFeature: string | null;
  activeGroup: PlatformGroupId | null;
  openGroup: PlatformGroupId | null;
  toggleGroup: (id: PlatformGroupId) => void;
  pin: (id: string) => void;
};

/** A group's row in the side nav: its fold button, or (without scripts) a link to its section. */
const groupRow = 'w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-muted';

/** A group's step number, marked while its section is in view. */
function StepBadge({ step, current }: { step: number; current: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-6 min-w-7 items-center justify-center rounded-md px-1 text-[11px] font-semibold tabular-nums transition-colors',
        current ? 'bg-accent-gradient text-on-accent' : 'bg-muted text-muted-foreground',
      )}
    >
      {formatStepNumber(step)}
    </span>
  );
}

export function PlatformSideNav({
  activeFeature,
  activeGroup,
  openGroup,
  toggleGroup,
  pin,
}: PlatformNavState) {
  const copy = platformCopy.nav;
  return (
    <nav
      aria-label={copy.label}
      className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] self-start overflow-y-auto overscroll-contain pb-6 pr-1 lg:block"
    >
      <p className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {copy.heading}
      </p>
      <ul className="mt-3 space-y-1">
        {platformGroups.map((group) => {
          const open = openGroup === group.id;
          const current = activeGroup === group.id;
          const panelId = `platform-nav-${group.id}`;
          return (
            <li key={group.id}>
              {/* Without scripts a group cannot open or close: every group is open, and its title
                  is a link to its section instead of the button. */}
              <a href={`#${group.id}`} className={cn(groupRow, 'hidden text-foreground no-scripts:flex')}>
                <StepBadge step={group.step} current={false} />
                {group.title}
              </a>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggleGroup(group.id)}
                className={cn(
                  groupRow,
                  'group flex text-left transition-colors no-scripts:hidden',
                  current || open ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <StepBadge step={group.step} current={current} />
                <span className="flex-1">{group.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={panelId}
                className={cn(
                  'grid duration-300 ease-out',
                  // Opening shows the links at once (a Tab right after Enter lands on the first);
                  // closing keeps them visible until the panel has folded.
                  open
                    ? 'visible grid-rows-[1fr] transition-[grid-template-rows]'
                    : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]',
                  'no-scripts:visible no-scripts:grid-rows-[1fr]',
                )}
              >
                <ul className="ml-6 min-h-0 overflow-hidden border-l border-border">
                  {group.features.map((f) => {
                    const active = activeFeature === f.id;
                    return (
                      <li key={f.id} className="first:pt-1 last:pb-2">
                        <HashLink
                          targetId={f.id}
                          onNavigate={pin}
                          aria-current={active ? 'location' : undefined}
                          className={cn(
                            '-ml-px flex items-center gap-2 border-l-2 py-1.5 pl-4 pr-2 text-sm transition-colors',
                            active
                              ? 'border-accent font-medium text-foreground'
                              : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                          )}
                        >
                          <span className="flex-1">{f.title}</span>
                          {f.aiPowered ? (
                            <AiMark className={active ? 'text-accent' : 'text-muted-foreground'} />
                          ) : null}
                        </HashLink>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Small screens: the three steps as tabs-like links, plus a select of every feature. */
export function PlatformMobileNav({ activeFeature, activeGroup, pin }: PlatformNavState) {
  const copy = platformCopy.nav;
  const navigate = useNavigate();
  const go = (id: string) => {
    pin(id);
    navigate({ hash: id });
    focusSection(id);
  };
  return (
    <nav
      aria-label={copy.label}
      className="sticky top-16 z-30 -mx-4 border-b border-border bg-background/85 px-4 py-2.5 backdrop-blur-xl sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center gap-2">
        <ul className="flex shrink-0 gap-1 rounded-xl bg-muted p-1" aria-label={copy.mobileGroupsLabel}>
          {platformGroups.map((g) => {
            const current = activeGroup === g.id;
            return (
              <li key={g.id}>
                <HashLink
                  targetId={g.id}
                  onNavigate={pin}
                  aria-current={current ? 'location' : undefined}
                  className={cn(
                    'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold transition-colors',
                    current
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {g.title}
                </HashLink>
              </li>
            );
          })}
        </ul>
        {/* Without scripts choosing would do nothing: left out (the steps are links). */}
        <label className="relative min-w-0 flex-1 no-scripts:hidden">
          <span className="sr-only">{copy.mobileSelectLabel}</span>
          <select
            value={activeFeature ?? ''}
            onChange={(e) => {
              if (e.target.value) go(e.target.value);
            }}
            className="h-10 w-full appearance-none truncate rounded-xl border border-input bg-card py-0 pl-3 pr-8 text-sm font-medium text-foreground"
          >
            <option value="" disabled>
              {copy.mobilePlaceholder}
            </option>
            {platformGroups.map((g) => (
              <optgroup key={g.id} label={g.title}>
                {g.features.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </label>
      </div>
    </nav>
  );
}
