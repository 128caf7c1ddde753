// Reveals an element when 10% of it enters the viewport (threshold 0.1, docs/requirements.md#timings).
// Prerendered content is visible without JavaScript: an element that was prerendered is only
// hidden (to animate in) once scripts run and an IntersectionObserver has found it below the
// viewport, so what the visitor already sees stays put and no layout is forced during hydration.
// With reduced motion the CSS shows it at once; without IntersectionObserver it is simply shown.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useRendersPrerenderedMarkup } from '@/lib/hydration';

export const REVEAL_THRESHOLD = 0.1;
export const STAGGER_MS = 80;

type RevealState = 'static' | 'hidden' | 'shown';

type Watcher = (entry: IntersectionObserverEntry) => void;
const watchers = new WeakMap<Element, Watcher>();
let sharedObserver: IntersectionObserver | undefined;

/** One observer for every revealed element on the page. */
function observe(node: Element, watcher: Watcher): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry);
    },
    { threshold: REVEAL_THRESHOLD },
  );
  watchers.set(node, watcher);
  sharedObserver.observe(node);
  return () => {
    watchers.delete(node);
    sharedObserver?.unobserve(node);
  };
}

/** `delayMs` staggers siblings; it is set on the element as --reveal-delay (CSS reads it). */
export function useReveal<T extends HTMLElement>(delayMs = 0) {
  const ref = useRef<T>(null);
  const prerendered = useRendersPrerenderedMarkup();
  const [state, setState] = useState<RevealState>(() =>
    prerendered || typeof IntersectionObserver === 'undefined' ? 'static' : 'hidden',
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    // A CSSOM property, not a style attribute: the CSP allows it and the prerender never has it.
    // Set only on what will animate: changing styles of static elements costs a restyle.
    const stagger = () => {
      if (delayMs > 0) node.style.setProperty('--reveal-delay', `${delayMs}ms`);
    };
    if (!prerendered) stagger();
    let first = true;
    const stop = observe(node, (entry) => {
      const wasFirst = first;
      first = false;
      if (entry.isIntersecting) {
        if (!(prerendered && wasFirst)) setState('shown');
        stop();
      } else if (prerendered && wasFirst && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? 0)) {
        // Below the fold when the page came alive: hide it now, reveal it when scrolled to. Not
        // urgent, and it comes for every such element at once: React renders it in slices.
        stagger();
        startTransition(() => setState('hidden'));
      } else if (prerendered && wasFirst) {
        stop(); // Above the viewport (a deep link scrolled past it): it stays as it is.
      }
    });
    return stop;
  }, [delayMs, prerendered]);
  return { ref, state };
}
