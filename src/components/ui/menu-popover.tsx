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
  const button = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const el = panel.current;
    const opener = button.current;
    if (!el || !opener) return;
    let timer: number | undefined;
    const isOpen = () => el.matches(':popover-open');
    const later = (ms: number, action: () => void) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(action, ms);
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') lastClosedAt = performance.now();
    };
    // The browser's own pointerenter and pointerleave, not React's: React derives enter from the
    // element the pointer left, and drops it when that element was removed meanwhile (the page
    // under an open menu replaced by the one its link led to), so the menu would not open again.
    const openSoon = () => {
      if (isOpen()) return window.clearTimeout(timer);
      const delay = performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : HOVER_DELAY_MS;
      later(delay, () => {
        if (!isOpen()) el.showPopover();
      });
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') openSoon();
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      later(LEAVE_DELAY_MS, () => {
        if (isOpen()) el.hidePopover();
      });
    };
    const targets: HTMLElement[] = [opener, el];
    el.addEventListener('toggle', onToggle);
    for (const target of targets) {
      target.addEventListener('pointerenter', onEnter);
      target.addEventListener('pointerleave', onLeave);
    }
    // A mouse that came to rest on the button before the app ran entered it with no one listening
    // and will not enter again: it opens the menu as if it had just arrived.
    if (opener.matches(':hover') && window.matchMedia('(hover: hover)').matches) openSoon();
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('toggle', onToggle);
      for (const target of targets) {
        target.removeEventListener('pointerenter', onEnter);
        target.removeEventListener('pointerleave', onLeave);
      }
    };
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        className={cn('[anchor-name:--menu-popover]', triggerClassName)}
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
      >
        {children}
      </div>
    </>
  );
}
