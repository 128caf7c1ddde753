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
 * row), and a text cut short inside its own box (an ellipsis, a clamp, a fixed-size block). Entirely
 * out of sight is a choice (chips that wrap out of a one-row strip); an edge that fades out (a mask)
 * is drawn on purpose, and excuses a part cut at that edge, never an ellipsis or a cut at another.
 * `shortText`: look for text cut short inside its own box too.
 * Each entry names the illustration (its label or text) and the part.
 */
export function cutInIllustrations(options: { selector: string; shortText: boolean }): string[] {
  const found: string[] = [];
  const says = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 30)}"`;
  for (const win of document.querySelectorAll<HTMLElement>(options.selector)) {
    if (!win.getClientRects().length) continue;
    if (win.parentElement?.closest(options.selector)) continue; // checked with the one around it
    const name = (win.getAttribute('aria-label') ?? win.textContent ?? '').trim().slice(0, 40);
    for (const el of win.querySelectorAll('*')) {
      const icon = el.tagName.toLowerCase() === 'svg';
      if (!icon && (el.closest('svg') || el.children.length || !(el.textContent ?? '').trim())) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (options.shortText && !icon && el instanceof HTMLElement) {
        const own = getComputedStyle(el);
        const clips = own.overflowX !== 'visible' || own.overflowY !== 'visible';
        if (clips && own.display !== 'inline') {
          // Rounding leaves a pixel either way; more is text the element does not show.
          const wide = el.scrollWidth - el.clientWidth > 1;
          const tall = el.scrollHeight - el.clientHeight > 1;
          if (wide || tall) {
            found.push(`${name}: ${says(el)} is cut short (${wide ? 'its end' : 'its last line'})`);
            continue;
          }
        }
      }
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      // The edges a mask fades out: a linear gradient's direction (to the bottom unless it says).
      const faded = new Set<string>();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.maskImage !== 'none') faded.add(/to (left|right|top)/.exec(cs.maskImage)?.[1] ?? 'bottom');
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (cs.overflowX !== 'visible')
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (cs.overflowY !== 'visible')
          [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      // A fade covers a part that runs out where it fades, not one cut at another edge.
      const cutAt = [
        left > box.left + 0.5 && 'left',
        right < box.right - 0.5 && 'right',
        top > box.top + 0.5 && 'top',
        bottom < box.bottom - 0.5 && 'bottom',
      ].filter((edge): edge is string => !!edge);
      if (cutAt.length && cutAt.every((edge) => faded.has(edge))) continue;
      const shown = Math.max(0, right - left) * Math.max(0, bottom - top);
      const whole = box.width * box.height;
      if (shown > 0 && shown < whole * 0.97)
        found.push(`${name}: ${icon ? 'an icon' : says(el)} shows ${Math.round((100 * shown) / whole)} %`);
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

/**
 * The horizontal strips of a mock window (`selector`: its outermost windows) where nothing is drawn,
 * taller than `share` of the window's height. Drawn is: a text, an icon, a leaf box with a fill or
 * a border (a bar, a dot, an avatar), and the horizontal edge of a box (a card's or a list's top or
 * bottom border, a rule); a side border and a fill behind other parts are not, so an empty card
 * or a column's rule beside empty space still leaves a band. Each part counts as much of it as
 * shows (what clips it and the window cut it). The strip under the last part, down to the window's
 * foot, counts as much as one between two parts. Each entry names the window and the band.
 */
export function emptyBandsInIllustrations(options: { selector: string; share: number }): string[] {
  const found: string[] = [];
  const painted = (colour: string) => colour !== 'transparent' && !/rgba?\(.*,\s*0\)$/.test(colour);
  const edge = (cs: CSSStyleDeclaration, side: 'Top' | 'Bottom') =>
    Number.parseFloat(cs[`border${side}Width`]) > 0 &&
    cs[`border${side}Style`] !== 'none' &&
    painted(cs[`border${side}Color`]);
  for (const win of document.querySelectorAll<HTMLElement>(options.selector)) {
    if (!win.getClientRects().length) continue;
    if (win.parentElement?.closest(options.selector)) continue;
    if (!win.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const frame = win.getBoundingClientRect();
    if (frame.height < 1) continue;
    const name = (win.getAttribute('aria-label') ?? win.textContent ?? '').trim().slice(0, 40);
    // The window's body: under its title bar (its first child), inside its own border.
    const bar = win.firstElementChild?.getBoundingClientRect();
    const top = bar ? bar.bottom : frame.top;
    const bottom = frame.bottom - Number.parseFloat(getComputedStyle(win).borderBottomWidth);
    const spans: [number, number][] = [];
    const shown = (el: Element, from: number, to: number) => {
      let [a, b] = [Math.max(from, top), Math.min(to, bottom)];
      for (let p = el.parentElement; p && p !== win; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (cs.overflowY === 'visible' && cs.overflowX === 'visible') continue;
        const clip = p.getBoundingClientRect();
        [a, b] = [Math.max(a, clip.top), Math.min(b, clip.bottom)];
      }
      if (b - a > 0) spans.push([a, b]);
    };
    for (const el of win.querySelectorAll('*')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const cs = getComputedStyle(el);
      const text = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
      );
      const leaf = el.tagName.toLowerCase() === 'svg' || text;
      const filledLeaf =
        !el.children.length &&
        (painted(cs.backgroundColor) || cs.backgroundImage !== 'none' || edge(cs, 'Top'));
      if (leaf || filledLeaf) {
        shown(el, box.top, box.bottom);
        continue;
      }
      if (edge(cs, 'Top')) shown(el, box.top, box.top + Number.parseFloat(cs.borderTopWidth));
      if (edge(cs, 'Bottom')) shown(el, box.bottom - Number.parseFloat(cs.borderBottomWidth), box.bottom);
    }
    spans.sort((x, y) => x[0] - y[0]);
    let reached = top;
    const bands: [number, number][] = [];
    for (const [a, b] of [...spans, [bottom, bottom] as [number, number]]) {
      if (a > reached) bands.push([reached, a]);
      reached = Math.max(reached, b);
    }
    for (const [a, b] of bands) {
      if (b - a > options.share * frame.height)
        found.push(
          `${name}: nothing drawn from ${Math.round(a - frame.top)} to ${Math.round(b - frame.top)} px of ${Math.round(frame.height)} (${Math.round((100 * (b - a)) / frame.height)} %)`,
        );
    }
  }
  return found;
}

/**
 * The bordered lists of a mock illustration (`selector`) closer than `gap` px to the frame that
 * clips them (a window's body, a card with overflow hidden), or running past it: a list drawn flush
 * on its frame's edge, or with its last row and border cut off. Each entry names the side.
 */
export function listsOnTheirFrame(options: { selector: string; gap: number }): string[] {
  const found: string[] = [];
  const px = (v: string) => Number.parseFloat(v) || 0;
  for (const root of document.querySelectorAll<HTMLElement>(options.selector)) {
    if (!root.getClientRects().length) continue;
    if (root.parentElement?.closest(options.selector)) continue;
    const name = (root.getAttribute('aria-label') ?? root.textContent ?? '').trim().slice(0, 40);
    for (const list of root.querySelectorAll<HTMLElement>('ul, ol, table, [role="list"]')) {
      if (!list.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const cs = getComputedStyle(list);
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (s) => px(cs[`border${s}Width`]) > 0 && cs[`border${s}Style`] !== 'none',
      );
      if (!bordered) continue;
      let frame: HTMLElement | null = list.parentElement;
      while (frame && frame !== root.parentElement) {
        const f = getComputedStyle(frame);
        if (f.overflowX !== 'visible' || f.overflowY !== 'visible') break;
        frame = frame.parentElement;
      }
      if (!frame || frame === root.parentElement) continue;
      const f = getComputedStyle(frame);
      const outer = frame.getBoundingClientRect();
      const inner = {
        top: outer.top + px(f.borderTopWidth),
        right: outer.right - px(f.borderRightWidth),
        bottom: outer.bottom - px(f.borderBottomWidth),
        left: outer.left + px(f.borderLeftWidth),
      };
      const box = list.getBoundingClientRect();
      const gaps = {
        top: box.top - inner.top,
        right: inner.right - box.right,
        bottom: inner.bottom - box.bottom,
        left: box.left - inner.left,
      };
      for (const [side, g] of Object.entries(gaps))
        if (g < options.gap)
          found.push(
            `${name}: a list ${g < 0 ? `runs ${Math.round(-g)} px past` : `sits ${Math.round(g)} px from`} its frame's ${side}`,
          );
    }
  }
  return found;
}

/**
 * Every visible link that ends in an arrow after its text, where the arrow has left the text's last
 * line: on its own line, or at the far side of a block whose text wrapped ("Explore the use cases
 * →"). Runs in the page; the arrow may sit at most `gap` px after the last word. (A control that
 * sets its icon apart on purpose, a disclosure's chevron or a row's mark, ends in no arrow.)
 */
export function strandedArrows(gap: number): string[] {
  const found: string[] = [];
  const ARROW = 'svg[class*="arrow"]';
  for (const control of document.querySelectorAll<HTMLElement>('a')) {
    // The arrow ends the link, or ends the link's last part (a label's last word held with it).
    const end = control.lastElementChild;
    const icon = [end, end?.lastElementChild].find((el) => el?.matches(ARROW));
    if (!icon || !control.checkVisibility()) continue;
    const range = document.createRange();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    let last: DOMRect | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length) last = rects.at(-1);
    }
    if (!last) continue;
    const box = icon.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    if (middle < last.top || middle > last.bottom || box.left - last.right > gap)
      found.push(
        `"${control.textContent?.trim().slice(0, 40)}": its arrow is ${Math.round(box.left - last.right)} px after the last word, ${Math.round(middle - (last.top + last.bottom) / 2)} px off its line`,
      );
  }
  return found;
}
