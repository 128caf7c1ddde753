// Scrolling on navigation, as the spec words it: smooth to the top, or to the hash target,
// retrying up to 20 times at 100 ms until the element exists, then falling back to the top.

export const HASH_RETRIES = 20;
export const HASH_RETRY_MS = 100;
/** Header links to a home section wait this long after navigating before they scroll. */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** The element id a location hash points at: "#features?tab=reach" → "features". */
export function hashTargetId(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '').split('?')[0] ?? '').trim();
  return id === '' ? null : id;
}

export type ScrollEnv = {
  find: (id: string) => Element | null;
  scrollToTop: (behavior: ScrollBehavior) => void;
  scrollToElement: (el: Element, behavior: ScrollBehavior) => void;
  setTimer: (fn: () => void, ms: number) => number;
  clearTimer: (handle: number) => void;
  behavior: () => ScrollBehavior;
};

export const browserScrollEnv: ScrollEnv = {
  find: (id) => document.getElementById(id),
  scrollToTop: (behavior) => window.scrollTo({ top: 0, left: 0, behavior }),
  scrollToElement: (el, behavior) => {
    el.scrollIntoView({ behavior, block: 'start' });
    // If the web font is still loading, its swap changes the height above the target and the
    // scroll overshoots: land again once fonts are ready (a no-op when they already are).
    const fonts = document.fonts;
    if (fonts && fonts.status !== 'loaded') {
      void fonts.ready.then(() => el.isConnected && el.scrollIntoView({ behavior, block: 'start' }));
    }
  },
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (h) => window.clearTimeout(h),
  behavior: scrollBehavior,
};

/**
 * Scrolls to the hash target (or the top when there is none). Returns a cancel function so a
 * newer navigation stops an older one's retries.
 */
export function scrollToHash(hash: string, env: ScrollEnv = browserScrollEnv, delayMs = 0): () => void {
  let handle: number | undefined;
  let cancelled = false;
  const id = hashTargetId(hash);

  const attempt = (triesLeft: number) => {
    if (cancelled) return;
    if (id === null) {
      env.scrollToTop(env.behavior());
      return;
    }
    const el = env.find(id);
    if (el) {
      env.scrollToElement(el, env.behavior());
      return;
    }
    if (triesLeft <= 0) {
      env.scrollToTop(env.behavior());
      return;
    }
    handle = env.setTimer(() => attempt(triesLeft - 1), HASH_RETRY_MS);
  };

  if (delayMs > 0) handle = env.setTimer(() => attempt(HASH_RETRIES), delayMs);
  else attempt(HASH_RETRIES);

  return () => {
    cancelled = true;
    if (handle !== undefined) env.clearTimer(handle);
  };
}
