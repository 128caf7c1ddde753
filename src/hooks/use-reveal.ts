// Reveals an element when 10% of it enters the viewport (threshold 0.1, docs/requirements.md#timings).
// Prerendered content is visible without JavaScript: an element that was prerendered is only
// hidden (to animate in) once scripts run and an IntersectionObserver has found it below the
// viewport, so what the visitor already sees stays put and no layout is forced during hydration.
// A prerendered element is animated by the DOM alone (watchServedReveal), never by React state:
// the same code serves a part React does not hydrate at all (src/components/layout/opaque.tsx),
// and no re-render of every element below the fold follows hydration.
// With reduced motion the CSS shows it at once; without IntersectionObserver it is simply shown.
import { useEffect, useRef, useState } from 'react';
import { useRendersPrerenderedMarkup } from '@/lib/hydration';
import { RENDER_NEAR_VIEW_SELECTOR } from '@/lib/render-near-view';

export const REVEAL_THRESHOLD = 0.1;
export const STAGGER_MS = 80;

/** The attribute CSS animates on (globals.css); `static` in the prerendered markup. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** The stagger of a prerendered element, in ms (absent when 0). */
export const REVEAL_DELAY_ATTRIBUTE = 'data-reveal-delay';

type RevealState = 'static' | 'hidden' | 'shown';

type Watcher = (entry: IntersectionObserverEntry) => void;
const watchers = new WeakMap<Element, Watcher>();
let sharedObserver: IntersectionObserver | undefined;

/**
 * The viewport and everything above it. An element scrolled past without a frame in between (the
 * End key, a jump to an anchor, a busy main thread during a fast scroll) still crosses into it
 * and is revealed, instead of going from "below" to "above" unseen and staying transparent. Coming
 * from below, it counts exactly as the viewport does (its bottom edge is the viewport's).
 */
const REVEAL_ROOT_MARGIN = '1000000px 0px 0px 0px';

/** One observer for every revealed element on the page. */
function observe(node: Element, watcher: Watcher): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry);
    },
    { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
  );
  watchers.set(node, watcher);
  sharedObserver.observe(node);
  return () => {
    watchers.delete(node);
    sharedObserver?.unobserve(node);
  };
}

/** A CSSOM property, not a style attribute: the CSP allows it and the prerender never has it. */
function stagger(node: HTMLElement, delayMs: number) {
  if (delayMs > 0) node.style.setProperty('--reveal-delay', `${delayMs}ms`);
}

/**
 * Inside a block the browser has not laid out yet (`content-visibility: auto` far from the
 * viewport, decision 043), an element has no box and reports an empty rectangle: it counts as
 * below when the block it waits in is.
 */
function skippedBelow(node: HTMLElement, entry: IntersectionObserverEntry): boolean {
  const rect = entry.boundingClientRect;
  if (rect.width !== 0 || rect.height !== 0) return false;
  const block = node.parentElement?.closest(RENDER_NEAR_VIEW_SELECTOR);
  return block != null && block.getBoundingClientRect().top >= (entry.rootBounds?.bottom ?? 0);
}

/**
 * A prerendered element, once scripts run: hidden if it is below the viewport when first seen,
 * then revealed when scrolled to or past; left as it is if it is in or above the viewport. Sets the
 * attribute on the element itself. Returns the cleanup.
 */
export function watchServedReveal(node: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const delayMs = Number(node.getAttribute(REVEAL_DELAY_ATTRIBUTE)) || 0;
  let first = true;
  const stop = observe(node, (entry) => {
    const wasFirst = first;
    first = false;
    if (entry.isIntersecting) {
      if (!wasFirst) node.setAttribute(REVEAL_ATTRIBUTE, 'shown');
      stop();
    } else if (
      wasFirst &&
      (entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? 0) || skippedBelow(node, entry))
    ) {
      // Below the fold when the page came alive: hide it now, reveal it when scrolled to. Only
      // what will animate gets a style of its own: changing styles of static elements costs a restyle.
      stagger(node, delayMs);
      node.setAttribute(REVEAL_ATTRIBUTE, 'hidden');
    } else if (wasFirst) {
      stop(); // Not laid out below the viewport (display: none, say): it stays as it is.
    }
  });
  return stop;
}

/** Every prerendered reveal inside `root`; returns the cleanup. */
export function watchServedReveals(root: Element): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)].map(watchServedReveal);
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * `delayMs` staggers siblings. Spread `props` on the element: a prerendered one says `static` (and
 * its stagger) and the DOM animates it from there; one rendered in the browser (after a
 * client-side navigation) starts hidden and React shows it when scrolled to.
 */
export function useReveal<T extends HTMLElement>(delayMs = 0) {
  const ref = useRef<T>(null);
  const prerendered = useRendersPrerenderedMarkup();
  const [state, setState] = useState<RevealState>(() =>
    prerendered || typeof IntersectionObserver === 'undefined' ? 'static' : 'hidden',
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    if (prerendered) return watchServedReveal(node);
    stagger(node, delayMs);
    const stop = observe(node, (entry) => {
      if (!entry.isIntersecting) return;
      setState('shown');
      stop();
    });
    return stop;
  }, [delayMs, prerendered]);
  const props = {
    [REVEAL_ATTRIBUTE]: state,
    [REVEAL_DELAY_ATTRIBUTE]: state === 'static' && delayMs > 0 ? delayMs : undefined,
  };
  return { ref, props };
}
