// Landing on a URL's fragment when parsing ends, before the app's scripts run (src/lib/early/fragment.ts):
// WebKit lands there only after them.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FRAGMENT_LANDING_ATTRIBUTE } from '@/lib/early/contract';
import {
  fragmentToLandOn,
  KEEP_LANDED_AT_MOST_MS,
  KEEP_LANDED_EVERY_MS,
  keepLanded,
  landOnFragment,
} from '@/lib/early/fragment';

type FakeWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent' | 'setTimeout' | 'clearTimeout'
> & { location: { hash: string }; performance: Performance; scrollX: number; scrollY: number };

function fakeWindow(hash: string, type = 'navigate', scrollY = 0): Window {
  const events = new EventTarget();
  const win: FakeWindow = {
    location: { hash },
    performance: { getEntriesByType: () => [{ type }] } as unknown as Performance,
    scrollX: 0,
    scrollY,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    setTimeout: ((f: () => void, ms: number) => setTimeout(f, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((id: number) => clearTimeout(id)) as unknown as Window['clearTimeout'],
  };
  return win as unknown as Window;
}

let readyState: DocumentReadyState = 'loading';
Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
// The files of a worker share this document (vitest.config.ts, isolate: false): its own readyState back.
afterAll(() => {
  delete (document as { readyState?: DocumentReadyState }).readyState;
});

/** The document reaching `state`, as the parser announces it. */
function parsing(state: DocumentReadyState) {
  readyState = state;
  document.dispatchEvent(new Event('readystatechange'));
}

/** A #book section whose scrollIntoView calls are recorded. */
function target(id = 'book') {
  const el = document.createElement('section');
  el.id = id;
  document.body.append(el);
  const scrolled = vi.fn();
  el.scrollIntoView = scrolled;
  return scrolled;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(FRAGMENT_LANDING_ATTRIBUTE);
  readyState = 'loading';
});

describe('fragmentToLandOn', () => {
  it('is the hash target for a new visit, and none where the browser restores the position', () => {
    expect(fragmentToLandOn('#book', 'navigate')).toBe('book');
    expect(fragmentToLandOn('#book', undefined)).toBe('book');
    expect(fragmentToLandOn('#features?tab=reach', 'navigate')).toBe('features');
    expect(fragmentToLandOn('#book', 'reload')).toBeNull();
    expect(fragmentToLandOn('#book', 'back_forward')).toBeNull();
    expect(fragmentToLandOn('', 'navigate')).toBeNull();
  });
});

describe('landOnFragment', () => {
  it('scrolls the target into view once parsing ends, not before, and only once', () => {
    const scrolled = target();
    stops.push(landOnFragment(document, fakeWindow('#book')));
    // From the start, every block is laid out (tokens.css): nothing above the target moves later.
    expect(document.documentElement.hasAttribute(FRAGMENT_LANDING_ATTRIBUTE)).toBe(true);
    parsing('loading');
    expect(scrolled).not.toHaveBeenCalled();
    parsing('interactive');
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
    parsing('complete');
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('leaves the page where the browser (or the visitor) already put it', () => {
    const scrolled = target();
    stops.push(landOnFragment(document, fakeWindow('#book', 'navigate', 8420)));
    parsing('interactive');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does nothing on a reload, or for a fragment the page does not hold', () => {
    const scrolled = target();
    stops.push(landOnFragment(document, fakeWindow('#book', 'reload')));
    expect(document.documentElement.hasAttribute(FRAGMENT_LANDING_ATTRIBUTE)).toBe(false);
    stops.push(landOnFragment(document, fakeWindow('#no-such-part')));
    expect(() => parsing('interactive')).not.toThrow();
    expect(scrolled).not.toHaveBeenCalled();
  });
});

/**
 * A page that scrolls like WebKit, with no anchoring: the target sits at `offsetTop` in the page,
 * scrollIntoView puts it at the top, and moving it (text above rewrapping) leaves scrollY alone.
 */
function webkitPage(offsetTop: number) {
  const win = fakeWindow('#book');
  const el = document.createElement('section');
  document.body.append(el);
  const page = { offsetTop };
  el.getBoundingClientRect = () => ({ top: page.offsetTop - win.scrollY }) as DOMRect;
  const scrolled = vi.fn(() => {
    (win as { scrollY: number }).scrollY = page.offsetTop;
  });
  el.scrollIntoView = scrolled;
  return { win, el, page, scrolled };
}

describe('keepLanded', () => {
  let fontStatus: FontFaceSetLoadStatus = 'loading';
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    get: () => ({ status: fontStatus }),
  });
  afterAll(() => {
    delete (document as { fonts?: FontFaceSet }).fonts;
  });
  afterEach(() => {
    vi.useRealTimers();
    fontStatus = 'loading';
  });

  it('lands again wherever the target moves while the page loads, and lets go once it has loaded', () => {
    vi.useFakeTimers();
    const { win, el, page, scrolled } = webkitPage(6685);
    readyState = 'interactive';
    el.scrollIntoView();
    stops.push(keepLanded(el, document, win));
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS * 3);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The web font comes: the text above the target is 34 px shorter.
    page.offsetTop -= 34;
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(el.getBoundingClientRect().top).toBe(0);
    // Loaded with its fonts: later moves are the app's or the visitor's business.
    readyState = 'complete';
    fontStatus = 'loaded';
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS);
    page.offsetTop += 50;
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS * 5);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])("lets go at the visitor's first %s", (type) => {
    vi.useFakeTimers();
    const { win, el, page, scrolled } = webkitPage(4000);
    readyState = 'interactive';
    stops.push(keepLanded(el, document, win));
    win.dispatchEvent(new Event(type));
    page.offsetTop += 120;
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS * 5);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('lets go when anyone else scrolls the page (a browser that anchors, the app, a scrollbar)', () => {
    vi.useFakeTimers();
    const { win, el, page, scrolled } = webkitPage(4000);
    readyState = 'interactive';
    stops.push(keepLanded(el, document, win));
    (win as { scrollY: number }).scrollY = 3880;
    page.offsetTop -= 120;
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS * 5);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('lets go of a page that never finishes loading', () => {
    vi.useFakeTimers();
    const { win, el, page, scrolled } = webkitPage(4000);
    readyState = 'interactive';
    stops.push(keepLanded(el, document, win));
    vi.advanceTimersByTime(KEEP_LANDED_AT_MOST_MS);
    page.offsetTop += 10;
    vi.advanceTimersByTime(KEEP_LANDED_EVERY_MS * 5);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
