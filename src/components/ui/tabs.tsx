// The site's one adapter for Radix Tabs: roving focus, arrow keys and ARIA wiring come from Radix.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-6', className)} {...props} />;
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        // outline-none: what Radix's roving focus sets as an inline style (dropped from the prerender).
        'inline-flex items-center gap-1 rounded-2xl border border-border bg-card/70 p-1 backdrop-blur',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Radix focuses a tab by script as it is pressed (for Safari, where a click does not focus a
 * button), and Chromium draws the keyboard focus ring for a focus made by script: a mouse click
 * showed the ring. For that press the script's focus does nothing, so the browser's own focus on
 * press (no ring: `:focus-visible` does not match) is the one; where the browser has none, the tab
 * is focused after the press, asking for no ring.
 */
function focusByPressOnly(event: React.MouseEvent<HTMLButtonElement>) {
  const tab = event.currentTarget;
  // An own property over the prototype's method, for this press only.
  Object.defineProperty(tab, 'focus', { value: () => undefined, configurable: true });
  window.setTimeout(() => {
    Reflect.deleteProperty(tab, 'focus');
    if (tab.isConnected && document.activeElement !== tab)
      tab.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
  });
}

export function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0) focusByPressOnly(event);
      }}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl px-3.5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-muted data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={cn('rounded-2xl', className)} {...props} />
  );
}
