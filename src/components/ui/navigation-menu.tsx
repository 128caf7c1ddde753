// Adapter for Radix NavigationMenu: hover-intent menus with delay/skip-delay and full keyboard support.
import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The list's wrapper gets its `position: relative` from here, not from Radix's inline style
 * (dropped from the prerendered markup: the CSP allows no style attributes). */
export function NavigationMenu({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return <NavigationMenuPrimitive.Root className={cn('[&>div:has(>ul)]:relative', className)} {...props} />;
}
export const NavigationMenuList = NavigationMenuPrimitive.List;
export const NavigationMenuItem = NavigationMenuPrimitive.Item;
export const NavigationMenuTrigger = NavigationMenuPrimitive.Trigger;
export const NavigationMenuContent = NavigationMenuPrimitive.Content;
export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export function NavigationMenuViewport({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Viewport>) {
  return (
    <div className="absolute left-0 top-full flex justify-center pt-2">
      <NavigationMenuPrimitive.Viewport
        data-slot="navigation-menu-viewport"
        className={cn(
          'relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-2xl border border-border bg-card shadow-2xl',
          className,
        )}
        {...props}
      />
    </div>
  );
}
