// In-page probes of keyboard focus, shared by the Chromium sweep (e2e/focus-visible.spec.ts) and
// the other engines' smoke (scripts/test/engine-smoke.ts). Each is a self-contained function run in the
// page (page.evaluate, or its source through WebDriver): it may use nothing from this module's scope.

export type FocusStop = { name: string; problem: string | null };

/** What a keyboard can stop on (of these, what is shown and enabled). */
export const KEYBOARD_STOPS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Puts the keyboard at the very start of the page, as a fresh visit (a Tab goes to the first stop). */
export function focusFromTheTop(): void {
  window.scrollTo(0, 0);
  const start = document.createElement('span');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus();
  start.addEventListener('blur', () => start.remove(), { once: true });
}

/**
 * Every keyboard stop of the page outside the header, focused from three places: lying under the
 * fixed header, just above the viewport and just below it, as a Tab or Shift+Tab brings a stop in
 * from there (`focus()` scrolls as sequential navigation does: "if needed", within the scroll
 * padding). Reports each time a stop is then out of view or entirely covered by other content
 * (WCAG 2.4.11); and, when `wholly`, for a stop that fits below the header and does not stay put
 * with a fixed or sticky bar, each time any of it is left under the header or past the bottom edge
 * (Chromium scrolls such a stop fully into view; Firefox leaves one that is partly in view where it
 * is). `selector` is KEYBOARD_STOPS and `hiddenOf` focusedStopHidden, both passed in since this
 * runs in the page (hiddenOnFocusProbe builds the call). Returns those and how many stops were
 * focused.
 */
export function stopsHiddenOnFocus(
  { selector, wholly }: { selector: string; wholly: boolean },
  hiddenOf: (stop: Element) => string | null,
): {
  focused: number;
  hidden: string[];
} {
  const html = document.documentElement;
  html.style.scrollBehavior = 'auto';
  const header = document.querySelector('header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert], header') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility === 'visible',
  );
  const pinned = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement)
      if (['fixed', 'sticky'].includes(getComputedStyle(p).position)) return true;
    return false;
  };
  const hidden: string[] = [];
  for (const el of stops) {
    // Where the ring is drawn: the element, or a labelling ancestor for a visually hidden input.
    const r0 = el.getBoundingClientRect();
    const target = r0.width <= 1 || r0.height <= 1 ? (el.closest('label') ?? el) : el;
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const top = target.getBoundingClientRect().top + window.scrollY;
    const height = target.getBoundingClientRect().height;
    const places: [string, number][] = [
      ['under the header', top - Math.max(0, (headerBottom - height) / 2)],
      ['above the viewport', top + height + 8],
      ['below the viewport', top - window.innerHeight - 8],
    ];
    for (const [place, scrollY] of places) {
      if (scrollY < 0 || scrollY > html.scrollHeight - window.innerHeight) continue;
      el.blur();
      window.scrollTo(0, scrollY);
      el.focus();
      const box = target.getBoundingClientRect();
      // Measured as focused: a skip link shows itself, fixed, over the header.
      const whole = wholly && !pinned(target) && box.height <= window.innerHeight - headerBottom;
      const problem =
        hiddenOf(el) ??
        (whole && box.top < headerBottom - 0.5
          ? `${Math.round(headerBottom - box.top)} px under the header`
          : null) ??
        (whole && box.bottom > window.innerHeight + 0.5 ? 'past the bottom edge' : null);
      if (problem) hidden.push(`${name} from ${place}: ${problem}`);
    }
    el.blur();
  }
  return { focused: stops.length, hidden };
}

/**
 * Where a keyboard stop (the focused element unless given) is, as the keyboard left it: null when
 * some of it is in view and not covered by other content (the fixed header, for one), else what
 * hides it (WCAG 2.4.11). For an engine whose `focus()` does not scroll (WebKitGTK under its
 * driver), read during a walk with real Tab presses.
 */
export function focusedStopHidden(stop?: Element | null): string | null {
  const el = stop ?? document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  // Where the ring is drawn: the element, or a labelling ancestor for a visually hidden input.
  const target = r.width <= 1 || r.height <= 1 ? (el.closest('label') ?? el) : el;
  const box = target.getBoundingClientRect();
  let inView = 0;
  let cover: Element | null = null;
  for (const fx of [0.1, 0.5, 0.9])
    for (const fy of [0.1, 0.5, 0.9]) {
      const [x, y] = [box.left + box.width * fx, box.top + box.height * fy];
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      inView++;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === target || target.contains(hit) || hit.contains(target)) return null;
      cover ??= hit;
    }
  if (!inView) return `out of view (${Math.round(box.top)} px from the top)`;
  return `covered by ${cover?.closest('header') ? 'the header' : (cover?.tagName.toLowerCase() ?? 'something')}`;
}

/**
 * The focused element's name and what is wrong with its focus indicator, if anything: no outline,
 * one under 2 CSS px, or under 3:1 against the background around it. Null when nothing but the
 * page has focus. (Whether the stop is in view and uncovered: stopsHiddenOnFocus.)
 */
export function inspectFocus(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  // Named as a visitor would know it, and placed: two fields or radios may share a label's text.
  const label =
    el.getAttribute('aria-label') ??
    ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '') +
      ((el as HTMLInputElement).value && el instanceof HTMLInputElement ? ` =${el.value}` : '');
  const name = `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"@${Math.round(r.left + window.scrollX)},${Math.round(r.top + window.scrollY)}`;
  // Where the ring is drawn: the element, or a labelling ancestor for a visually hidden input.
  const target = r.width <= 1 || r.height <= 1 ? (el.closest('label') ?? el) : el;
  const style = getComputedStyle(target);
  const width = Number.parseFloat(style.outlineWidth);
  const parse = (c: string) => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const [r0, g0, b0, a = 1] = m[1]!
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: r0!, g: g0!, b: b0!, a };
  };
  const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  // The background the ring sits on: the nearest ancestor (outside the element) with a colour,
  // or with a gradient (then every colour of the gradient, the ring must stand out on each).
  let bgs = [parse('rgb(0, 0, 0)')!];
  for (let p = target.parentElement; p; p = p.parentElement) {
    const ps = getComputedStyle(p);
    // Of several layers, the topmost is what the ring meets: a card with a gradient border paints
    // its fill as a top layer over the padding box, and the gradient only under its border.
    let top = ps.backgroundImage;
    for (let i = 0, depth = 0; i < top.length; i++) {
      if (top[i] === '(') depth++;
      else if (top[i] === ')') depth--;
      else if (top[i] === ',' && depth === 0) {
        top = top.slice(0, i);
        break;
      }
    }
    const stops = top.includes('gradient')
      ? (top.match(/rgba?\([^)]+\)/g) ?? []).map(parse).filter((c) => c !== null)
      : [];
    if (stops.length) {
      bgs = stops;
      break;
    }
    const c = parse(ps.backgroundColor);
    if (c && c.a > 0.5) {
      bgs = [c];
      break;
    }
    if (p === document.documentElement)
      bgs = [parse(getComputedStyle(document.body).backgroundColor) ?? bgs[0]!];
  }
  const ring = parse(style.outlineColor);
  let problem: string | null = null;
  if (style.outlineStyle === 'none' || !(width >= 2))
    problem = `outline ${style.outlineStyle} ${style.outlineWidth}`;
  else if (ring) {
    const ratio = Math.min(
      ...bgs.map((bg) => {
        const [a, b] = [lum(ring), lum(bg)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      }),
    );
    if (ratio < 3)
      problem = `ring contrast ${ratio.toFixed(2)}:1 (${style.outlineColor} on ${JSON.stringify(bgs)})`;
  }
  return { name, problem };
}

/**
 * A stop a Tab walk reached; `hidden`: what hid it both 50 ms after it took focus and as focus left;
 * `heldMs`: how long it kept focus (null while it has it).
 */
export type KeyedStop = FocusStop & {
  hidden: string | null;
  scrollY: number;
  heldMs: number | null;
  /** When it took focus (performance.now()). */
  atMs: number;
};

/**
 * Notes each keyboard stop a Tab walk reaches: its ring (`inspect`, inspectFocus) 50 ms after focus
 * lands there, and whether it is in view and uncovered (`hiddenOf`, focusedStopHidden) then and
 * again as focus leaves it, when the next key is pressed: WebKitGTK scrolls a stop into view 70-130
 * ms after it takes focus (seen 2026-11-27), not at once. A stop counts as hidden only if hidden
 * both times (a skip link hides itself again as focus leaves it). How long each stop held focus is
 * noted too: on a loaded machine a page busy for longer than the walk's pause takes two queued keys
 * in one go, and the stop between them never had a frame to be scrolled into view in.
 * `window.__focusStops()` then gives the stops, the last one (still focused) read again. Both
 * probes are passed in: this runs in the page.
 */
export function recordFocusStops(
  inspect: () => FocusStop | null,
  hiddenOf: (stop?: Element | null) => string | null,
): void {
  const stops: KeyedStop[] = [];
  const where = (stop: KeyedStop, el: Element) =>
    Object.assign(stop, {
      hidden: stop.hidden === null ? null : hiddenOf(el),
      scrollY: Math.max(stop.scrollY, Math.round(window.scrollY)),
    });
  document.addEventListener('focusin', (event) => {
    const el = event.target;
    if (!(el instanceof Element)) return;
    const since = performance.now();
    setTimeout(() => {
      if (document.activeElement !== el) return;
      const ring = inspect();
      if (!ring) return;
      const stop: KeyedStop = {
        ...ring,
        hidden: hiddenOf(el),
        scrollY: Math.round(window.scrollY),
        heldMs: null,
        atMs: Math.round(since),
      };
      stops.push(stop);
      el.addEventListener(
        'focusout',
        () => {
          where(stop, el);
          stop.heldMs = Math.round(performance.now() - since);
        },
        { once: true },
      );
    }, 50);
  });
  (window as unknown as { __focusStops: () => KeyedStop[] }).__focusStops = () => {
    const last = stops.at(-1);
    const active = document.activeElement;
    if (last && active && active !== document.body) where(last, active);
    return stops;
  };
}

/**
 * stopsHiddenOnFocus called in the page with focusedStopHidden handed to it, as the source of one
 * expression (for page.evaluate; the engine smoke wraps the same call for WebDriver).
 */
export const hiddenOnFocusProbe = (options: { selector: string; wholly: boolean }): string =>
  `(${stopsHiddenOnFocus.toString()})(${JSON.stringify(options)}, ${focusedStopHidden.toString()})`;

/**
 * Notes when the page's root element gains `attribute` (the app's ready marker) as
 * `window.__readyAt` (performance.now()), for a walk's report; true if it has it already. One call
 * both reads and watches, so a page that becomes ready in between is not missed. Runs in the page.
 */
export function noteWhenReady(attribute: string): boolean {
  const root = document.documentElement;
  if (root.hasAttribute(attribute)) return true;
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute(attribute)) return;
    (window as unknown as { __readyAt: number }).__readyAt = Math.round(performance.now());
    observer.disconnect();
  }).observe(root, { attributes: true });
  return false;
}
