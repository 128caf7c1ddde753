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
function Hydrated({ onCommit }: { onCommit: (() => void) | undefined }) {
  const inIsland = useContext(IslandMarkup) !== undefined;
  const prerendered = useRendersPrerenderedMarkup();
  useLayoutEffect(() => {
    onCommit?.();
    if (!prerendered) return;
    if (!inIsland) boundaryHydrated();
    else return islandPartHydrated();
  }, [prerendered, inIsland, onCommit]);
  return null;
}

/**
 * A part of the page that hydrates on its own (a Suspense boundary): React hydrates the shell
 * first and each boundary afterwards in a separate, shorter task. Nothing inside suspends, so it
 * renders like a fragment everywhere else. `onCommit` runs once it has committed (hydrated or rendered).
 */
export function HydrationBoundary({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  return (
    <Suspense>
      {children}
      <Hydrated onCommit={onCommit} />
    </Suspense>
  );
}
