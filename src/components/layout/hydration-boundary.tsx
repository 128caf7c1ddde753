import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { boundaryHydrated, rendersPrerenderedMarkup } from '@/lib/hydration';

/** Tells the hydration bookkeeping that its boundary has committed (only while hydrating). */
function Hydrated() {
  const [prerendered] = useState(rendersPrerenderedMarkup);
  useLayoutEffect(() => {
    if (prerendered) boundaryHydrated();
  }, [prerendered]);
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
