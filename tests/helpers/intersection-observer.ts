// jsdom has no IntersectionObserver. The setup (tests/setup-dom.ts) installs this one, once for the
// whole run: the test files share one module instance of the app's code (isolate: false), and the
// reveal hook keeps a single observer made by whichever file used it first. A test reports entries
// to whatever observer watches an element with reportIntersection().

/** What an observer was asked to watch. */
type Watch = { callback: IntersectionObserverCallback; targets: Set<Element> };
const watches: Watch[] = [];

export class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback) {
    this.watch = { callback, targets: new Set() };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.add(target);
  }
  unobserve(target: Element) {
    this.watch.targets.delete(target);
  }
  disconnect() {
    this.watch.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/**
 * Reports `target` to the observers watching it: in view, below the viewport (800 px tall), or not
 * laid out (inside a block the browser skips, content-visibility: an empty rectangle at 0, 0).
 */
export function reportIntersection(target: Element, where: boolean | 'not laid out') {
  const watching = watches.filter((w) => w.targets.has(target));
  if (!watching.length) throw new Error('not observed');
  const inView = where === true;
  const boundingClientRect =
    where === 'not laid out'
      ? { top: 0, bottom: 0, width: 0, height: 0 }
      : { top: inView ? 100 : 1200, bottom: inView ? 300 : 1400, width: 300, height: 200 };
  const entry = {
    target,
    isIntersecting: inView,
    boundingClientRect,
    rootBounds: { bottom: 800 },
  } as unknown as IntersectionObserverEntry;
  for (const watch of watching) watch.callback([entry], {} as IntersectionObserver);
}
