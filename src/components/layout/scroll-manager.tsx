import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SectionScrollState } from '@/hooks/use-section-link';
import { hashTargetId, SECTION_SCROLL_DELAY_MS, scrollToHash } from '@/lib/scroll';

/** react-router's key for the location the document was loaded at. */
export const DOCUMENT_LOCATION_KEY = 'default';

/**
 * On every navigation: smooth to the top, or to the hash target (with retries). Not on the page the
 * document was loaded at without a hash: the browser put the visitor at its top (or where a reload
 * left them), and they may have scrolled on before the app started; that is where they stay.
 */
export function ScrollManager() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes on every navigation, which is the trigger.
  useEffect(() => {
    if (location.key === DOCUMENT_LOCATION_KEY && hashTargetId(location.hash) === null) return;
    const state = location.state as Partial<SectionScrollState> | null;
    return scrollToHash(location.hash, undefined, state?.sectionScroll ? SECTION_SCROLL_DELAY_MS : 0);
  }, [location.key]);
  return null;
}
