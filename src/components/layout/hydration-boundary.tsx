import { type ReactNode, Suspense, useContext, useLayoutEffect, useState } from 'react';
import {
  boundaryHydrated,
  IslandMarkup,
  islandPartHydrated,
  rendersPrerenderedMarkup,
} from '@/lib/hydration';

/**
 * Tells the hydration bookkeeping that its boundary has committed (only while hydrating). In an
 * island, which the app's readiness does not wait for, it tells the head script instead.
 */
function Hydrated() {
  const island = useContext(IslandMarkup);
  const [prerendered] = useState(() => (island === undefined ? rendersPrerenderedMarkup() : island));
  useLayoutEffect(() => {
    if (!prerendered) return;
    if (island === undefined) boundaryHydrated();
    else return islandPartHydrated();
  }, [prerendered, island]);
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
