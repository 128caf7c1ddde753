// Landing on a URL's fragment when parsing ends, before the app's scripts run (src/lib/early/fragment.ts):
// WebKit lands there only after them.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FRAGMENT_LANDING_ATTRIBUTE } from '@/lib/early/contract';
import { fragmentToLandOn, landOnFragment } from '@/lib/early/fragment';

type FakeWindow = { location: { hash: string }; performance: Performance; scrollX: number; scrollY: number };

function fakeWindow(hash: string, type = 'navigate', scrollY = 0): Window {
  const win: FakeWindow = {
    location: { hash },
    performance: { getEntriesByType: () => [{ type }] } as unknown as Performance,
    scrollX: 0,
    scrollY,
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
