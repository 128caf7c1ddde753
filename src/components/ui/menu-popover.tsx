// A header menu that works from the first paint: its button opens an HTML popover of links with a
// click, Enter or Space, no script needed (Esc and a click elsewhere close it, focus goes back to
// the button). Once the app is ready it also opens on hover, after HOVER_DELAY_MS, at once when
// another menu closed less than SKIP_DELAY_MS ago (docs/requirements.md#timings).
import * as React from 'react';
import { cn } from '@/lib/cn';

export const HOVER_DELAY_MS = 200;
export const SKIP_DELAY_MS = 300;
/** How long the pointer may be outside the button and the panel before it closes. */
const LEAVE_DELAY_MS = 150;

let lastClosedAt = Number.NEGATIVE_INFINITY;

export function MenuPopover({
  id,
  trigger,
  triggerClassName,
  panelClassName,
  children,
}: {
  id: string;
  trigger: React.ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  children: React.ReactNode;
}) {
  const panel = React.useRef<HTMLDivElement>(null);
  const timer = React.useRef<number | undefined>(undefined);
  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  const later = (ms: number, action: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  React.useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') lastClosedAt = performance.now();
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, []);

  const hover = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (isOpen()) return window.clearTimeout(timer.current);
      const delay = performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : HOVER_DELAY_MS;
      later(delay, () => {
        if (!isOpen()) panel.current?.showPopover();
      });
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      later(LEAVE_DELAY_MS, () => {
        if (isOpen()) panel.current?.hidePopover();
      });
    },
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className={cn('[anchor-name:--menu-popover]', triggerClassName)}
        {...hover}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        data-slot="menu-popover"
        // Below the header: under its button where anchor positioning exists (one menu per page
        // uses the anchor name), centred under the header otherwise.
        className={cn(
          'fixed inset-auto top-[4.5rem] left-1/2 m-0 -translate-x-1/2 [position-anchor:--menu-popover] rounded-2xl border border-border bg-card text-foreground shadow-2xl supports-[top:anchor(bottom)]:top-[calc(anchor(bottom)+0.5rem)] supports-[top:anchor(bottom)]:left-[anchor(left)] supports-[top:anchor(bottom)]:translate-x-0',
          panelClassName,
        )}
        {...hover}
      >
        {children}
      </div>
    </>
  );
}
