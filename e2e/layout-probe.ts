// In-page code about blocks the browser lays out only as they near the viewport (content-visibility,
// decision 043), shared by the e2e suite (page.evaluate) and the cross-engine smoke (inPage in
// scripts/test/engine-smoke.ts). Each function stands alone: it is serialized and run in the page.

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

/**
 * What a mock product illustration (`selector`, outermost ones only) shows cut in part: a text or
 * icon whose box is only partly inside what clips it (a window's edges, a fixed-height stage, a chip
 * row). Entirely out of sight is a choice (chips that wrap out of a one-row strip) and a faded edge
 * (a mask) is drawn on purpose; half a line or half a chip at an edge looks broken. Illustrations
 * inside `skip` are left out. Each entry names the illustration (its label or text) and the part.
 */
export function cutInIllustrations(options: { selector: string; skip: string | null }): string[] {
  const found: string[] = [];
  for (const win of document.querySelectorAll<HTMLElement>(options.selector)) {
    if (!win.getClientRects().length) continue;
    if (options.skip && win.closest(options.skip)) continue;
    if (win.parentElement?.closest(options.selector)) continue; // checked with the one around it
    const name = (win.getAttribute('aria-label') ?? win.textContent ?? '').trim().slice(0, 40);
    for (const el of win.querySelectorAll('*')) {
      const icon = el.tagName.toLowerCase() === 'svg';
      if (!icon && (el.closest('svg') || el.children.length || !(el.textContent ?? '').trim())) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      let faded = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.maskImage !== 'none') faded = true;
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (cs.overflowX !== 'visible')
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (cs.overflowY !== 'visible')
          [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      if (faded) continue;
      const shown = Math.max(0, right - left) * Math.max(0, bottom - top);
      const whole = box.width * box.height;
      if (shown > 0 && shown < whole * 0.97)
        found.push(
          `${name}: ${icon ? 'an icon' : `"${(el.textContent ?? '').trim().slice(0, 30)}"`} shows ${Math.round((100 * shown) / whole)} %`,
        );
    }
  }
  return found;
}

/**
 * How far (px) the element `id` is from where landing on it puts it (below the page's scroll
 * padding and its own scroll margin): 0 when a fragment landing holds. Null when it is not there.
 */
export function offFromLanding(id: string): number | null {
  const el = document.getElementById(id);
  if (!el) return null;
  const want =
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
    Number.parseFloat(getComputedStyle(el).scrollMarginTop);
  return Math.round(el.getBoundingClientRect().top - want);
}

/**
 * The page's length with every block matching `selector` laid out (`real`), and the length it has
 * while the blocks below the first screen are not yet (`estimated`: each counted as its
 * contain-intrinsic-height, the estimate, with its padding and border). Read from the styles, not
 * from the page as loaded: which blocks a browser has laid out by then depends on timing.
 */
export function pageLengths(selector: string): { real: number; estimated: number } {
  const blocks = [...document.querySelectorAll<HTMLElement>(selector)];
  for (const el of blocks) el.style.contentVisibility = 'visible';
  const real = document.documentElement.scrollHeight;
  let estimated = real;
  const px = (value: string) => Number.parseFloat(value) || 0;
  for (const el of blocks) {
    const box = el.getBoundingClientRect();
    if (box.top + window.scrollY < window.innerHeight) continue; // laid out at the first paint
    const cs = getComputedStyle(el);
    const estimate = px(cs.containIntrinsicHeight.split(' ').at(-1) ?? '');
    const frame = px(cs.paddingTop) + px(cs.paddingBottom) + px(cs.borderTopWidth) + px(cs.borderBottomWidth);
    estimated += estimate + frame - box.height;
  }
  return { real: Math.round(real), estimated: Math.round(estimated) };
}
