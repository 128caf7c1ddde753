// A table of contents derived from a page's own headings (the DOM), with the entry for the
// section being read highlighted. Any page can use it: pass the container and heading selector.
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { MANUAL_SCROLL_EVENTS, scrollBehavior, scrollWindowTo } from '@/lib/scroll';
import { decodeOrNull } from '@/lib/uri';

export type TocItem = {
  id: string;
  text: string;
  /** The heading's level (2 for h2, 3 for h3…). */
  level: number;
  /** True for entries below the top level present (h3 under h2): shown indented. */
  indent: boolean;
};

/** The viewport band a heading must be in to be active, as fractions from the top and bottom. */
export type TocBand = { top: number; bottom: number };

/** 30% from the top to 60% from the bottom: rootMargin '-30% 0px -60% 0px'. */
export const TOC_BAND: TocBand = { top: 0.3, bottom: 0.6 };
/** Choosing an entry leaves this much room above the heading (the fixed header and more). */
export const TOC_SCROLL_OFFSET = 120;
export const DEFAULT_HEADING_SELECTOR = 'h2[id], h3[id]';

export type TableOfContentsOptions = {
  /** The element (ref) or CSS selector whose headings make the list. Default: the main content. */
  container?: RefObject<HTMLElement | null> | string;
  headingSelector?: string;
  offset?: number;
  band?: TocBand;
  /**
   * The list the page was prerendered with, when the page knows it (a legal document does): the
   * first render matches the markup, and reading the same list from the DOM re-renders nothing.
   */
  initialItems?: TocItem[];
};

export type TableOfContentsState = {
  items: TocItem[];
  activeId: string | null;
  /** Scrolls the heading to `offset` px from the top (smooth unless reduced motion) and highlights it. */
  scrollToHeading: (id: string) => void;
};

/** Entries from headings in document order; headings without an id or text are skipped. */
export function deriveTocItems(headings: readonly Element[]): TocItem[] {
  const raw = headings
    .map((el) => ({
      id: el.id,
      text: (el.getAttribute('data-toc-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      level: Number(/^H([1-6])$/i.exec(el.tagName)?.[1] ?? 2),
    }))
    .filter((h) => h.id !== '' && h.text !== '');
  return withIndent(raw);
}

/** Entries indented below the highest heading level among them. */
export function withIndent(entries: readonly Omit<TocItem, 'indent'>[]): TocItem[] {
  const top = Math.min(...entries.map((h) => h.level));
  return entries.map((h) => ({ ...h, indent: h.level > top }));
}

export type HeadingBox = { id: string; top: number; bottom: number };

/**
 * The active heading for a viewport of `viewportHeight`: the first heading inside the band; when
 * none is, the last one that has scrolled above the band (the reader is in its section); else null.
 */
export function pickActiveHeading(
  headings: readonly HeadingBox[],
  viewportHeight: number,
  band: TocBand = TOC_BAND,
): string | null {
  const bandTop = viewportHeight * band.top;
  const bandBottom = viewportHeight * (1 - band.bottom);
  const inBand = headings.find((h) => h.top < bandBottom && h.bottom > bandTop);
  if (inBand) return inBand.id;
  let passed: string | null = null;
  for (const h of headings) if (h.bottom <= bandTop) passed = h.id;
  return passed;
}

/**
 * The entry to highlight: the band's heading (pickActiveHeading), or, before the first heading has
 * reached the band, the first one: at the top of the page the reader is at the start of the
 * document, and the table of contents says so (issue 58).
 */
export function highlightedHeading(
  headings: readonly HeadingBox[],
  viewportHeight: number,
  band: TocBand = TOC_BAND,
): string | null {
  return pickActiveHeading(headings, viewportHeight, band) ?? headings[0]?.id ?? null;
}

/** Window scroll position that puts an element whose viewport top is `elementTop` at `offset`. */
export function scrollTopFor(elementTop: number, scrollY: number, offset = TOC_SCROLL_OFFSET): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

function resolveContainer(container: TableOfContentsOptions['container']): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (container === undefined) return document.getElementById('main-content') ?? document.body;
  if (typeof container === 'string') return document.querySelector<HTMLElement>(container);
  return container.current;
}

/**
 * Keeps a chosen heading (or a deep link's) highlighted after the programmatic scroll to it,
 * until the reader scrolls by hand (wheel, touch, keys, pointer): programmatic scroll events,
 * including the shell's landing on a deep link, never move the highlight.
 */
function createScrollLock(onLock: (id: string) => void) {
  let lockedId: string | null = null;
  return {
    isLocked: () => lockedId !== null,
    lockTo(id: string) {
      lockedId = id;
      onLock(id);
    },
    /** The reader took over. */
    release() {
      lockedId = null;
    },
  };
}

const sameItems = (a: TocItem[], b: TocItem[]) =>
  a.length === b.length &&
  a.every((x, i) => x.id === b[i]!.id && x.text === b[i]!.text && x.level === b[i]!.level);

export function useTableOfContents(options: TableOfContentsOptions = {}): TableOfContentsState {
  const {
    container,
    headingSelector = DEFAULT_HEADING_SELECTOR,
    offset = TOC_SCROLL_OFFSET,
    band = TOC_BAND,
    initialItems = [],
  } = options;
  const [items, setItems] = useState<TocItem[]>(initialItems);
  const [activeId, setActiveId] = useState<string | null>(null);
  const bandRef = useRef(band);
  bandRef.current = band;
  const offsetRef = useRef(offset);
  offsetRef.current = offset;
  const [lock] = useState(() => createScrollLock(setActiveId));
  /** Stops the scroll to the last chosen heading (a new choice, or the page going away). */
  const stopScroll = useRef<() => void>(() => {});
  useEffect(() => () => stopScroll.current(), []);

  const headingsNow = useCallback((): HTMLElement[] => {
    const root = resolveContainer(container);
    if (!root) return [];
    // Headings of parts not shown (e.g. the contact form's demo details, hidden by CSS) are skipped.
    return Array.from(root.querySelectorAll<HTMLElement>(headingSelector)).filter(
      (el) => typeof el.checkVisibility !== 'function' || el.checkVisibility(),
    );
  }, [container, headingSelector]);

  const computeActive = useCallback(() => {
    if (lock.isLocked()) return;
    const boxes = headingsNow().map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.id, top: r.top, bottom: r.bottom };
    });
    // Following the scroll is not urgent: React renders it in slices, never in the middle of a
    // commit (this also runs from the layout effect below, while the page hydrates).
    const next = pickActiveHeading(boxes, window.innerHeight, bandRef.current);
    startTransition(() => setActiveId(next));
  }, [headingsNow, lock]);

  // Derive the list now, whenever the content changes, and on resize.
  useLayoutEffect(() => {
    // The same list as before (the prerendered one, at first) keeps its identity: nothing
    // re-renders. Not urgent: React renders a new one in slices.
    const readItems = () => {
      const next = deriveTocItems(headingsNow());
      startTransition(() => setItems((prev) => (sameItems(prev, next) ? prev : next)));
    };
    let frame = 0;
    const derive = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        readItems();
        computeActive();
      });
    };
    readItems();
    // A malformed hash (bad percent-encoding) is null: it locks nothing.
    const hashId = decodeOrNull(window.location.hash.slice(1));
    if (hashId && headingsNow().some((el) => el.id === hashId)) lock.lockTo(hashId);
    else computeActive();

    window.addEventListener('resize', derive);
    const root = resolveContainer(container);
    const observer =
      root && typeof MutationObserver !== 'undefined' ? new MutationObserver(derive) : undefined;
    if (root) observer?.observe(root, { childList: true, subtree: true, characterData: true });
    // A choice can show or hide a part by CSS alone (no mutation): read again after any change.
    // Heard on the document as it starts down, not on the root as it bubbles: React stops a change
    // on markup it has not hydrated yet (an island whose code is still coming) at its own root.
    const onChange = (event: Event) => {
      if (event.target instanceof Node && root?.contains(event.target)) derive();
    };
    document.addEventListener('change', onChange, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', derive);
      document.removeEventListener('change', onChange, true);
      observer?.disconnect();
    };
  }, [container, headingsNow, computeActive, lock]);

  // Follow the scroll position.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (lock.isLocked()) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(computeActive);
    };
    const onReaderInput = () => lock.release();
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of MANUAL_SCROLL_EVENTS)
      window.addEventListener(type, onReaderInput, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      lock.release();
      window.removeEventListener('scroll', onScroll);
      for (const type of MANUAL_SCROLL_EVENTS)
        window.removeEventListener(type, onReaderInput, { capture: true });
    };
  }, [computeActive, lock]);

  const scrollToHeading = useCallback(
    (id: string) => {
      const el = headingsNow().find((h) => h.id === id) ?? document.getElementById(id);
      if (!el) return;
      lock.lockTo(id);
      stopScroll.current();
      stopScroll.current = scrollWindowTo(
        () => scrollTopFor(el.getBoundingClientRect().top, window.scrollY, offsetRef.current),
        scrollBehavior(),
      );
      // Keep the URL shareable without a router navigation (which would scroll again).
      window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
      // Move focus for keyboard and screen-reader users, without a second scroll.
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
    },
    [headingsNow, lock],
  );

  // Before a heading reaches the band (the top of the page), the first entry: derived here, not
  // stored, so reaching the top re-renders nothing more than before (highlightedHeading's rule).
  return { items, activeId: activeId ?? items[0]?.id ?? null, scrollToHeading };
}
