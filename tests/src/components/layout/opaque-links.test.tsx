// Links in parts React does not hydrate (opaque-links.tsx): once the app runs, a plain click goes
// through the router; anything else (a modifier, another window, a download, another origin, a
// link outside such a part, a click already handled) is left to the browser or to React.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OpaqueLinks, routedTarget } from '@/components/layout/opaque-links';

const here = new URL('https://example.test/about') as unknown as Location;

/** Clicks `link` (a fresh event, cancelable) and returns it. */
function click(link: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
}

function linkIn(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

/** The target a click on `link` gets, read while the click is dispatched. */
function targetOf(link: Element, init: MouseEventInit = {}, prevent = false) {
  let target: string | null | undefined;
  const listener = (event: Event) => {
    if (prevent) event.preventDefault();
    target = routedTarget(event as MouseEvent, here);
  };
  document.addEventListener('click', listener);
  click(link, init);
  document.removeEventListener('click', listener);
  return target;
}

describe('routedTarget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('routes a plain click on a same-origin link in an opaque part, with its query and hash', () => {
    const link = linkIn(
      '<section data-opaque><p><a href="/pricing?billing=annual#faq"><span>Go</span></a></p></section>',
    );
    expect(targetOf(link.querySelector('span')!)).toBe('/pricing?billing=annual#faq');
    expect(targetOf(linkIn('<div data-opaque><a href="https://example.test/contact">x</a></div>'))).toBe(
      '/contact',
    );
  });

  it('leaves everything else alone', () => {
    const inPart = (a: string) => linkIn(`<div data-opaque>${a}</div>`);
    expect(targetOf(linkIn('<a href="/pricing">outside</a>'))).toBeNull();
    expect(targetOf(inPart('<a href="https://elsewhere.test/x">x</a>'))).toBeNull();
    expect(targetOf(inPart('<a href="/x" target="_blank">x</a>'))).toBeNull();
    expect(targetOf(inPart('<a href="/x" download>x</a>'))).toBeNull();
    expect(targetOf(inPart('<a>no href</a>'))).toBeNull();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(targetOf(inPart('<a href="/x">x</a>'), { [modifier]: true })).toBeNull();
    expect(targetOf(inPart('<a href="/x">x</a>'), { button: 1 })).toBeNull();
    expect(targetOf(inPart('<a href="/x">x</a>'), {}, true)).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search + location.hash}</output>;
}

describe('OpaqueLinks', () => {
  it('navigates through the router and keeps the browser from loading the page', () => {
    const { container, unmount } = render(
      <MemoryRouter initialEntries={['/about']}>
        <OpaqueLinks />
        <Where />
        <div data-opaque="">
          <a href="/pricing#faq">Pricing</a>
        </div>
        <a href="/contact">Outside</a>
      </MemoryRouter>,
    );
    let event: MouseEvent | undefined;
    act(() => {
      event = click(container.querySelector('a[href="/pricing#faq"]')!);
    });
    expect(event?.defaultPrevented).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('/pricing#faq');
    // A link outside any opaque part is <Link>'s (or the browser's) to follow.
    act(() => {
      event = click(container.querySelector('a[href="/contact"]')!);
    });
    expect(event?.defaultPrevented).toBe(false);
    expect(container.querySelector('output')?.textContent).toBe('/pricing#faq');
    unmount();
  });
});
