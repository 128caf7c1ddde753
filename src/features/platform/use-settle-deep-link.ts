// A deep link (/platform#reach) starts its smooth scroll while the web font may still be loading;
// the swap shortens the page above the target and the scroll overshoots. Once fonts are ready,
// scroll to the target again so the section lands below the header.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTargetId, scrollBehavior } from '@/lib/scroll';

export function useSettleDeepLink() {
  const { hash } = useLocation();
  // Only the hash the page was opened with: later in-page jumps happen after fonts have loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the initial hash.
  useEffect(() => {
    const id = hashTargetId(hash);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (id === null || !fonts || fonts.status === 'loaded') return;
    let cancelled = false;
    void fonts.ready.then(() => {
      if (cancelled) return;
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
