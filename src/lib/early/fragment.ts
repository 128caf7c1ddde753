// Landing on a URL's fragment before the app runs. Chromium and Firefox scroll to the fragment's
// element as soon as it is laid out; WebKit only once the document has finished parsing in full,
// which it counts after the deferred and module scripts have run. The head script lands there
// itself as soon as parsing ends (readyState "interactive", before those scripts run), where the
// browser has not already. Decision 043, amendment of 2026-11-28.
import { hashTargetId } from '../scroll';
import { FRAGMENT_LANDING_ATTRIBUTE } from './contract';

/** Navigation types where the browser puts the visitor back where they were, not at the fragment. */
const RESTORED = new Set(['reload', 'back_forward']);

/** The id of the element to land on for this hash and navigation type, or null for none. */
export function fragmentToLandOn(hash: string, navigationType: string | undefined): string | null {
  if (navigationType && RESTORED.has(navigationType)) return null;
  return hashTargetId(hash);
}

/**
 * Marks <html> at once (FRAGMENT_LANDING_ATTRIBUTE: every block laid out, so that WebKit, which has
 * no scroll anchoring, does not drift off the target as blocks take their real height). Once parsing
 * ends, scrolls the fragment's element into view if the page is still at its top (the browser has
 * not landed there, and the visitor has not scrolled). Returns the function that stops waiting (for
 * tests: the page keeps it).
 */
export function landOnFragment(doc: Document = document, win: Window = window): () => void {
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  const id = fragmentToLandOn(win.location.hash, navigation?.type);
  if (id === null) return () => undefined;
  doc.documentElement.setAttribute(FRAGMENT_LANDING_ATTRIBUTE, '');
  const land = () => {
    if (doc.readyState === 'loading') return;
    stop();
    const target = doc.getElementById(id);
    if (target && win.scrollY === 0 && win.scrollX === 0) target.scrollIntoView({ block: 'start' });
  };
  const stop = () => doc.removeEventListener('readystatechange', land);
  doc.addEventListener('readystatechange', land);
  return stop;
}
