// A side drawer that works from the first paint: an HTML popover (top layer, light dismiss, Esc
// closes and gives focus back to its button), opened by any <button popoverTarget={id}> without a
// script. The app only closes it after a client-side navigation (closePopover).
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Drawer({
  id,
  title,
  closeLabel,
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  /** The close button's name (copy lives in src/content). */
  closeLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      data-slot="drawer"
      className={cn(
        // Hidden until open (the popover's own rule loses to any display utility, so none is set closed).
        'fixed inset-y-0 right-0 left-auto m-0 hidden h-dvh max-h-none w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto border-0 border-l border-border bg-background p-6 text-foreground shadow-2xl open:flex open:animate-[sheet-in_250ms_cubic-bezier(0.2,0.7,0.2,1)] backdrop:bg-shade/50 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      <p id={titleId} className="text-lg font-semibold">
        {title}
      </p>
      {children}
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        aria-label={closeLabel}
        className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Closes a popover (drawer or menu) if it is open. */
export function closePopover(id: string): void {
  const element = document.getElementById(id);
  if (element?.matches(':popover-open')) element.hidePopover();
}
