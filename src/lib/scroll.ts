// Scrolling on navigation (docs/requirements.md#scroll): smooth to the top, or to the hash target,
// retrying up to 20 times at 100 ms until the element exists, then falling back to the top.

import { decodeOrNull } from './uri';

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
  const id = decodeOrNull(hash.replace(/^#/, '').split('?')[0] ?? '')?.trim() ?? '';
  return id === '' ? null : id;
}

/** How long a hash target is kept in place while late layout (web fonts, images) settles. */
export const HOLD_MS = 2000;
/** Input that means the visitor is scrolling by hand, or taking over: what stops a scroll of ours. */
export const MANUAL_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Calls `settle` each time the page's height changes (and, with `onScrollEnd`, each time scrolling
 * ends) while the layout is still settling after a navigation's scroll: a web font swapping in, the
 * next page rendering, blocks laid out as they near the view (decision 043). Stops after HOLD_MS or
 * as soon as the visitor scrolls by hand.
 */
function whileLayoutSettles(settle: () => void, { onScrollEnd = false } = {}): void {
  if (typeof ResizeObserver === 'undefined') return;
  let done = false;
  const again = () => {
    if (!done) settle();
  };
  // The observer reports once on observe: act only when the page's height really changes.
  let height = document.body.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const now = document.body.getBoundingClientRect().height;
    if (now === height) return;
    height = now;
    again();
  });
  const stop = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.removeEventListener('scrollend', again);
    for (const type of MANUAL_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  if (onScrollEnd) window.addEventListener('scrollend', again);
  for (const type of MANUAL_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  window.setTimeout(stop, HOLD_MS);
}

/** A smooth scroll this code drives lasts a third of a millisecond per pixel, within these bounds. */
export const SMOOTH_SCROLL_MS = { min: 250, max: 700 } as const;

/** How long a smooth scroll over `distance` px takes. */
export function smoothScrollDuration(distance: number): number {
  return Math.round(Math.min(SMOOTH_SCROLL_MS.max, Math.max(SMOOTH_SCROLL_MS.min, Math.abs(distance) / 3)));
}

/** Ease-out cubic over [0, 1]: quick to start (the page answers at once), gentle to land. */
export function easeOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - (1 - x) ** 3;
}

/**
 * Scrolls the window to `target()`, read again every frame (a block laid out on the way moves
 * it), smoothly unless `behavior` is 'auto'. The animation is ours, one instant scroll per frame,
 * and stops where it is at the visitor's first key, wheel, touch or press: Chromium runs
 * `scrollTo({ behavior: 'smooth' })` on its compositor, and a scroll the page makes meanwhile (a
 * Tab to a link below) was then carried on by the distance the animation had still to go, leaving
 * the focused link above the view (4 in 16, decision 045). Returns a function that stops it.
 */
export function scrollWindowTo(target: () => number, behavior: ScrollBehavior): () => void {
  // 'auto' is instant here: no stylesheet of ours asks for `scroll-behavior: smooth` (and every
  // engine has known 'auto' from the start; 'instant' came to the standard later).
  const jump = (top: number) => window.scrollTo({ top, left: window.scrollX, behavior: 'auto' });
  if (behavior !== 'smooth' || typeof requestAnimationFrame === 'undefined') {
    jump(target());
    return () => {};
  }
  const from = window.scrollY;
  const duration = smoothScrollDuration(target() - from);
  let started: number | undefined;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of MANUAL_SCROLL_EVENTS) window.removeEventListener(type, stop, { capture: true });
  };
  const step = (now: number) => {
    started ??= now;
    const progress = easeOutCubic((now - started) / duration);
    jump(from + (target() - from) * progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of MANUAL_SCROLL_EVENTS)
    window.addEventListener(type, stop, { passive: true, capture: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** Scrolls to an element and keeps it at its place while the layout settles above it. */
function scrollToElementAndHold(el: Element, behavior: ScrollBehavior): void {
  el.scrollIntoView({ behavior, block: 'start' });
  whileLayoutSettles(() => {
    if (el.isConnected) el.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
}

/**
 * Scrolls to the top and sees it through: a smooth scroll that the layout changes under can stop
 * short of the top (seen once in 16 navigations from the foot of /about to /pricing,
 * e2e/pricing.spec.ts), so it scrolls there again while the layout settles and when scrolling ends
 * short of it.
 */
function scrollToTopAndHold(behavior: ScrollBehavior): void {
  const toTop = () => window.scrollTo({ top: 0, left: 0, behavior });
  toTop();
  whileLayoutSettles(
    () => {
      if (window.scrollY > 0) toTop();
    },
    { onScrollEnd: true },
  );
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
  scrollToTop: scrollToTopAndHold,
  scrollToElement: scrollToElementAndHold,
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
