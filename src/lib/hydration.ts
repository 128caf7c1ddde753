// Whether a render must reproduce the prerendered markup. The first render in the browser hydrates
// the prerendered HTML and must match it exactly, so anything that depends on the browser (the
// URL's query, the stored theme, today's date) is applied in an effect after it.
//
// Hydration happens in parts: the shell first, then each <HydrationBoundary> in a render and
// commit of its own, so no single task blocks the main thread for long. It is over once the shell
// and every boundary the prerendered markup holds have hydrated, islands aside: an island
// (src/components/layout/island.tsx) hydrates once its own code arrives, after the app is ready.

import { createContext, useContext, useState } from 'react';
import {
  APP_READY_EVENT,
  APP_STARTING_EVENT,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_EVENT,
} from './early/contract';

export { HYDRATED_ATTRIBUTE };

/**
 * Marks a part React does not hydrate (src/components/layout/opaque.tsx): the Suspense boundaries
 * the server rendered in it never hydrate, so the app is ready without them.
 */
export const OPAQUE_ATTRIBUTE = 'data-opaque';

/**
 * The app is ready: marks <html> and tells the inline head script, which replays the clicks it
 * kept meanwhile (src/lib/early/replay.ts).
 */
export function markAppReady(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

let hydrating = false;
let shellDone = false;
let pendingBoundaries = 0;
let onDone: (() => void) | undefined;

/**
 * React's marker of a prerendered Suspense boundary: the comment <!--$-->. Those inside an island
 * or an opaque part do not count: the app is ready without them.
 */
export function countBoundaries(container: Element): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeValue === '$' && !node.parentElement?.closest(`[${ISLAND_ATTRIBUTE}],[${OPAQUE_ATTRIBUTE}]`))
      count++;
  }
  return count;
}

function finishIfDone() {
  if (!hydrating || !shellDone || pendingBoundaries > 0) return;
  hydrating = false;
  // A boundary reports from its layout effect, before the passive effects of the same commit (a
  // scroll spy's first measure, for one): the app is ready once they have run too, so what the
  // head script kept is replayed after them, not undone by them.
  const done = onDone;
  setTimeout(() => done?.(), 0);
}

/**
 * Called by the entry right before hydrateRoot; `done` runs once everything has hydrated. Tells
 * the head script first, so it knows which fields hold the visitor's input rather than the app's.
 */
export function startHydration(container: Element, done: () => void): void {
  document.dispatchEvent(new Event(APP_STARTING_EVENT));
  hydrating = true;
  shellDone = false;
  pendingBoundaries = countBoundaries(container);
  onDone = done;
}

/** The shell (everything outside the boundaries) has committed. */
export function shellHydrated(): void {
  shellDone = true;
  finishIfDone();
}

/** A boundary that was prerendered has committed. */
export function boundaryHydrated(): void {
  pendingBoundaries -= 1;
  finishIfDone();
}

/** Ends the hydration phase early (a client-side navigation means the page is live). */
export function endHydration(): void {
  if (!hydrating) return;
  pendingBoundaries = 0;
  shellDone = true;
  finishIfDone();
}

/**
 * True on the server (the prerender) and in the browser while hydrating. Read it when a component
 * mounts (e.g. in a useState initializer): a component mounted later, after a client-side
 * navigation or a click, gets false and may start from the browser's state at once.
 */
export const rendersPrerenderedMarkup = (): boolean => typeof window === 'undefined' || hydrating;

/**
 * Inside an island: whether it renders its prerendered markup (it hydrates, whenever its code
 * arrives) or renders fresh (after a client-side navigation). Undefined outside islands.
 */
export const IslandMarkup = createContext<boolean | undefined>(undefined);

/**
 * Whether this component mounted rendering the prerendered markup, as rendersPrerenderedMarkup()
 * said when it mounted; in an island, which hydrates after the rest of the page (when
 * rendersPrerenderedMarkup() says false already), as the island says. Fixed for its lifetime.
 */
export function useRendersPrerenderedMarkup(): boolean {
  const island = useContext(IslandMarkup);
  const [served] = useState(() => island ?? rendersPrerenderedMarkup());
  return served;
}

/**
 * A part of an island has hydrated (the island itself, or a boundary in it, which React hydrates in
 * a later pass): tells the head script once the commit's effects have run, so it replays the clicks
 * it kept on what is live now. Returns the cleanup for the effect that calls it.
 */
export function islandPartHydrated(): () => void {
  const timer = setTimeout(() => document.dispatchEvent(new Event(ISLAND_READY_EVENT)), 0);
  return () => clearTimeout(timer);
}
