// In-page code about blocks the browser lays out only as they near the viewport (content-visibility,
// decision 043), shared by the e2e suite (page.evaluate) and the cross-engine smoke (inPage in
// scripts/engine-smoke.ts). Each function stands alone: it is serialized and run in the page.

/** Every block matching `selector` laid out now (`laidOut`), or left to the browser again. */
export function layOutBlocks(options: { selector: string; laidOut: boolean }): void {
  for (const el of document.querySelectorAll<HTMLElement>(options.selector)) {
    if (options.laidOut) el.style.contentVisibility = 'visible';
    else el.style.removeProperty('content-visibility');
  }
}

/**
 * The length of the text the page renders, every block laid out for the reading: Firefox's
 * innerText leaves out a block set aside, and what counts is text that waits for a script.
 */
export function renderedTextLength(selector: string): number {
  const blocks = [...document.querySelectorAll<HTMLElement>(selector)];
  for (const b of blocks) b.style.contentVisibility = 'visible';
  const length = document.body.innerText.replace(/\s+/g, ' ').trim().length;
  for (const b of blocks) b.style.removeProperty('content-visibility');
  return length;
}

/**
 * Resolves with the scroll position once the element `selector` finds (or, with null, the page's
 * scroll position) has not moved for `frames` frames in a row: the blocks around a new view take
 * their real height in the frames after a scroll, and scroll anchoring follows them.
 */
export function whenStill(options: { selector: string | null; frames: number }): Promise<number> {
  const el = options.selector === null ? null : document.querySelector(options.selector);
  const read = () => (el ? el.getBoundingClientRect().top : window.scrollY);
  return new Promise((done) => {
    let last = read();
    let still = 0;
    const frame = () => {
      const now = read();
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= options.frames) done(window.scrollY);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
