import { type ReactNode, Suspense, useContext, useLayoutEffect } from 'react';
import {
  boundaryHydrated,
  IslandMarkup,
  islandPartHydrated,
  useRendersPrerenderedMarkup,
} from '@/lib/hydration';

/**
 * Tells the hydration bookkeeping that its boundary has committed (only while hydrating). In an
 * island, which the app's readiness does not wait for, it tells the head script instead.
 */
function Hydrated() {
  const inIsland = useContext(IslandMarkup) !== undefined;
  const prerendered = useRendersPrerenderedMarkup();
  useLayoutEffect(() => {
    if (!prerendered) return;
    if (!inIsland) boundaryHydrated();
    else return islandPartHydrated();
  }, [prerendered, inIsland]);
  return null;
}

/**
 * A part of the page that hydrates on its own (a Suspense boundary): React hydrates the shell
 * first and each boundary afterwards in a separate, shorter task. Nothing inside suspends, so it
 * renders like a fragment everywhere else.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <Hydrated />
    </Suspense>
  );
}
