import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { FakeIntersectionObserver } from './helpers/intersection-observer.ts';

// findBy… and waitFor wait as long as the work takes, up to 5 s, not Testing Library's 1 s: on a
// loaded 2-core machine (the engine smoke running beside vitest) the contact form's validation of an
// empty submit took more than 1 s to show its messages once (2026-11-28). A test that passes is
// not slowed: they return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

// A console error fails the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

// jsdom has no matchMedia or IntersectionObserver; give the shapes the components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window))
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
if (!window.scrollTo || String(window.scrollTo).includes('not implemented'))
  window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// The test files share one document (isolate: false, vitest.config.ts): each leaves it blank, as
// jsdom made it, for the next (after its last test: a file may set it up as it loads).
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  if (errors.length) {
    const copy = errors.splice(0);
    throw new Error(`console.error was called:\n${copy.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
