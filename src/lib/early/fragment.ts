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
 * not landed there, and the visitor has not scrolled), and keeps it there while the page loads
 * (keepLanded). Returns the function that stops waiting (for tests: the page keeps it).
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
    if (!target || win.scrollY !== 0 || win.scrollX !== 0) return;
    target.scrollIntoView({ block: 'start' });
    letGo = keepLanded(target, doc, win);
  };
  let letGo: () => void = () => undefined;
  const stop = () => doc.removeEventListener('readystatechange', land);
  doc.addEventListener('readystatechange', land);
  return () => {
    stop();
    letGo();
  };
}

/** What the visitor does to move the page: the landing lets go at the first of these. */
const INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/**
 * How often the landing looks again while the page loads. A timer and not animation frames: WebKit
 * runs no frames while the page is still loading under its script proxy (seen: none in 15 s).
 */
export const KEEP_LANDED_EVERY_MS = 50;
/** The longest the landing holds on a page that never finishes loading. */
export const KEEP_LANDED_AT_MOST_MS = 20_000;

/**
 * Keeps `target` where the landing put it while the page is still loading. WebKit has no scroll
 * anchoring: text above the target that rewraps once the web font replaces its fallback, or a
 * block that takes its real height, moves the target and the page stays put (a page opened at
 * /platform#book sat 34 px off at 1,280 px). Until the page and its fonts have loaded, it lands
 * again wherever the target moved; it lets go at once when the visitor moves the page or anyone
 * else scrolls it (Firefox's own anchoring, the app). Returns the function that lets go.
 */
export function keepLanded(target: Element, doc: Document, win: Window): () => void {
  let scrolledTo = win.scrollY;
  let top = Math.round(target.getBoundingClientRect().top);
  let timer: number | undefined;
  const startedAt = Date.now();
  const letGo = () => {
    win.clearTimeout(timer);
    for (const type of INTENT) win.removeEventListener(type, letGo, true);
  };
  const look = () => {
    if (win.scrollY !== scrolledTo) return letGo();
    if (Math.round(target.getBoundingClientRect().top) !== top) {
      target.scrollIntoView({ block: 'start' });
      scrolledTo = win.scrollY;
      top = Math.round(target.getBoundingClientRect().top);
    }
    const loaded = doc.readyState === 'complete' && doc.fonts?.status !== 'loading';
    if (loaded || Date.now() - startedAt >= KEEP_LANDED_AT_MOST_MS) return letGo();
    timer = win.setTimeout(look, KEEP_LANDED_EVERY_MS);
  };
  for (const type of INTENT) win.addEventListener(type, letGo, { capture: true, passive: true });
  timer = win.setTimeout(look, KEEP_LANDED_EVERY_MS);
  return letGo;
}
