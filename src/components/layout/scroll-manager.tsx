import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SectionScrollState } from '@/hooks/use-section-link';
import { SECTION_SCROLL_DELAY_MS, scrollToHash } from '@/lib/scroll';

/** On every navigation: smooth to the top, or to the hash target (with retries). */
export function ScrollManager() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes on every navigation, which is the trigger.
  useEffect(() => {
    const state = location.state as Partial<SectionScrollState> | null;
    return scrollToHash(location.hash, undefined, state?.sectionScroll ? SECTION_SCROLL_DELAY_MS : 0);
  }, [location.key]);
  return null;
}
