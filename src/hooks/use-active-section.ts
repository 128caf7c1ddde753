// Scroll-spy: which of several page sections currently crosses a horizontal band of the viewport
// (for example 30% to 40% from the top). The choice itself is a pure function, tested on its own.
import { useLayoutEffect, useState } from 'react';

/** Band edges as fractions of the viewport height, measured from the top. */
export type ViewportBand = { top: number; bottom: number };

export type SectionBox = { id: string; top: number; bottom: number };

export const DEFAULT_BAND: ViewportBand = { top: 0.3, bottom: 0.4 };

/**
 * The id of the section that crosses the band, or null when none does. When several cross it
 * (a short section at a boundary), the one covering most of the band wins; ties go to the first.
 */
export function pickActiveSection(
  sections: readonly SectionBox[],
  viewportHeight: number,
  band: ViewportBand = DEFAULT_BAND,
): string | null {
  const bandTop = viewportHeight * band.top;
  const bandBottom = viewportHeight * band.bottom;
  let best: string | null = null;
  let bestOverlap = -1;
  for (const s of sections) {
    if (s.bottom < bandTop || s.top > bandBottom) continue;
    const overlap = Math.min(s.bottom, bandBottom) - Math.max(s.top, bandTop);
    if (overlap > bestOverlap) {
      best = s.id;
      bestOverlap = overlap;
    }
  }
  return best;
}

/**
 * Follows scrolling and resizing (once per animation frame) and returns the id of the element
 * among `ids` that crosses the band. Ids without an element in the page are ignored.
 */
export function useActiveSection(ids: readonly string[], band: ViewportBand = DEFAULT_BAND): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  const { top, bottom } = band;

  // `key` stands for the ids' content, so a new array with the same ids does not resubscribe.
  // A layout effect: the first reading of where the page is commits in the same synchronous pass
  // as the mount, before the app reports ready. A visitor's click kept while the app was starting
  // is replayed after it and is never undone by a late first reading.
  useLayoutEffect(() => {
    const list = key === '' ? [] : key.split('|');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes: SectionBox[] = [];
      for (const id of list) {
        const el = document.getElementById(id);
        if (!el) continue;
        const rect = el.getBoundingClientRect();
        boxes.push({ id, top: rect.top, bottom: rect.bottom });
      }
      setActive(pickActiveSection(boxes, window.innerHeight, { top, bottom }));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key, top, bottom]);

  return active;
}
