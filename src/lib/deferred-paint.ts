// Deferred paint: a prerendered page lays out and paints its first screen first, and the blocks
// below it a few at a time in the frames after, so no single task lays out the whole page
// (docs/decisions/027-deferred-paint.md). Only the prerendered page does this, only while it first
// loads, and only with scripts on:
//  - the head script (scripts/page-scripts.ts) sets PAINTING_ATTRIBUTE on <html> before the body is
//    parsed, unless the visit lands on a #hash, is a reload or back/forward, or the tab is hidden;
//  - while it is set, every element marked with `deferredPaint` that is not yet PAINTED is not
//    rendered (src/styles/globals.css);
//  - the bootstrap at the end of the body marks the blocks that start inside the first screen
//    PAINTED before the first paint, then the rest in document order, a few milliseconds of layout
//    per frame, and finally removes PAINTING_ATTRIBUTE and dispatches PAINTED_EVENT.
// Without scripts nothing is ever hidden. After the page has painted, the markers do nothing.

/** On <html> while the page paints in parts. */
export const PAINTING_ATTRIBUTE = 'data-painting';
/** On a block that may be laid out after the first paint. */
export const DEFERRED_ATTRIBUTE = 'data-deferred-paint';
/** Set on a deferred block once it is laid out. */
export const PAINTED_ATTRIBUTE = 'data-painted';
/** Dispatched on document when the last deferred block is laid out. */
export const PAINTED_EVENT = 'deferred-paint-end';

/** Spread on a block's outermost element: `<section {...deferredPaint}>`. */
export const deferredPaint = { [DEFERRED_ATTRIBUTE]: '' } as const;

/** Resolves once the whole page is laid out (at once when it is not painting in parts). */
export function deferredPaintDone(): Promise<void> {
  if (!document.documentElement.hasAttribute(PAINTING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(PAINTED_EVENT, () => resolve(), { once: true }));
}
