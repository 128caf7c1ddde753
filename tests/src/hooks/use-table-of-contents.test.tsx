import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableOfContents } from '@/components/layout/table-of-contents';
import {
  deriveTocItems,
  type HeadingBox,
  highlightedHeading,
  pickActiveHeading,
  scrollTopFor,
  TOC_BAND,
  TOC_SCROLL_OFFSET,
  useTableOfContents,
} from '@/hooks/use-table-of-contents';

function headingsFrom(html: string): Element[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  return Array.from(root.querySelectorAll('h2, h3'));
}

describe('deriveTocItems', () => {
  it('lists headings with ids in document order, with their level and text', () => {
    const items = deriveTocItems(
      headingsFrom(`
        <h2 id="overview">Opening</h2>
        <h3 id="encryption">  Ciphers
          at rest </h3>
        <h2 id="contact">Contact</h2>`),
    );
    expect(items).toEqual([
      { id: 'overview', text: 'Opening', level: 2, indent: false },
      { id: 'encryption', text: 'Ciphers at rest', level: 3, indent: true },
      { id: 'contact', text: 'Contact', level: 2, indent: false },
    ]);
  });

  it('indents only entries below the top level present', () => {
    const items = deriveTocItems(headingsFrom('<h3 id="a">A</h3><h3 id="b">B</h3>'));
    expect(items.map((i) => i.indent)).toEqual([false, false]);
  });

  it('skips headings without an id or text, and prefers data-toc-label', () => {
    const items = deriveTocItems(
      headingsFrom(
        '<h2>No id</h2><h2 id="empty"> </h2><h2 id="rule" data-toc-label="Short">A long title</h2>',
      ),
    );
    expect(items).toEqual([{ id: 'rule', text: 'Short', level: 2, indent: false }]);
  });
});

describe('pickActiveHeading (band 30% from the top to 60% from the bottom)', () => {
  const vh = 1000; // band: 300 px to 400 px
  const box = (id: string, top: number): HeadingBox => ({ id, top, bottom: top + 30 });

  it('uses the required band (docs/requirements.md#legal)', () => {
    expect(TOC_BAND).toEqual({ top: 0.3, bottom: 0.6 });
  });

  it('picks the heading inside the band', () => {
    expect(pickActiveHeading([box('a', 100), box('b', 350), box('c', 700)], vh)).toBe('b');
  });

  it('picks the first of two headings inside the band', () => {
    expect(pickActiveHeading([box('a', 310), box('b', 360)], vh)).toBe('a');
  });

  it('counts a heading that only overlaps the band edges', () => {
    expect(pickActiveHeading([box('a', 275)], vh)).toBe('a'); // 275–305 overlaps 300
    expect(pickActiveHeading([box('a', 399)], vh)).toBe('a');
    expect(pickActiveHeading([box('a', 400)], vh)).toBe(null); // starts at the band's bottom edge
  });

  it('keeps the last heading above the band when none is inside it (reading its section)', () => {
    expect(pickActiveHeading([box('a', -900), box('b', 100), box('c', 700)], vh)).toBe('b');
  });

  it('has no active heading before the first one reaches the band', () => {
    expect(pickActiveHeading([box('a', 500), box('b', 900)], vh)).toBe(null);
  });

  it('scales with the viewport height', () => {
    expect(pickActiveHeading([box('a', 650)], 1000)).toBe(null); // band is 300–400 px
    expect(pickActiveHeading([box('a', 650)], 2000)).toBe('a'); // band is 600–800 px
  });
});

describe('highlightedHeading', () => {
  const vh = 1000;
  const box = (id: string, top: number): HeadingBox => ({ id, top, bottom: top + 30 });

  it('is the band heading where there is one', () => {
    expect(highlightedHeading([box('a', -900), box('b', 350), box('c', 700)], vh)).toBe('b');
    expect(highlightedHeading([box('a', -900), box('b', 100), box('c', 700)], vh)).toBe('b');
  });

  it('is the first heading at the top of the page, before any has reached the band', () => {
    expect(pickActiveHeading([box('a', 500), box('b', 900)], vh)).toBe(null);
    expect(highlightedHeading([box('a', 500), box('b', 900)], vh)).toBe('a');
  });

  it('is nothing without headings', () => {
    expect(highlightedHeading([], vh)).toBe(null);
  });
});

describe('scrollTopFor', () => {
  it('puts the heading 120 px from the top', () => {
    expect(TOC_SCROLL_OFFSET).toBe(120);
    expect(scrollTopFor(500, 1000)).toBe(1380);
    expect(scrollTopFor(50, 0)).toBe(0);
  });
});

// A page with headings whose on-screen positions the test controls.
const tops: Record<string, number> = {};
function Page({ extra }: { extra?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const toc = useTableOfContents({ container: ref });
  return (
    <>
      <TableOfContents toc={toc} label="In this fixture" />
      <article ref={ref}>
        <h2 id="overview">Opening</h2>
        <h3 id="encryption">Ciphers</h3>
        <h2 id="gdpr-rights">Reader rights</h2>
        {extra ? <h2 id="contact">Contact</h2> : null}
        <h4 id="ignored">Not in the list</h4>
      </article>
    </>
  );
}

beforeEach(() => {
  Object.assign(tops, { overview: 0, encryption: 0, 'gdpr-rights': 0, contact: 0 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = tops[this.id] ?? 0;
    return { top, bottom: top + 30, left: 0, right: 100, width: 100, height: 30, x: 0, y: top } as DOMRect;
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The last step of a scroll to "Reader rights": its heading 1,500 px down, 120 px from the top. */
const GDPR_RIGHTS_LANDING = { top: 1500 + 300 - 120, left: 0, behavior: 'auto' };

/** Chooses the "Reader rights" entry of a page scrolled 300 px down; the window's scrollTo recorded. */
async function chooseGdprRights() {
  Object.assign(tops, { overview: 200, encryption: 600, 'gdpr-rights': 1500 });
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(<Page />);
  await userEvent.click(screen.getByRole('link', { name: 'Reader rights' }));
  return scrollTo;
}

describe('useTableOfContents', () => {
  it('derives the list from the container headings, level 3 indented', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'In this fixture' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.dataset.level])).toEqual([
      ['Opening', '#overview', '2'],
      ['Ciphers', '#encryption', '3'],
      ['Reader rights', '#gdpr-rights', '2'],
    ]);
    expect(links[1]!.className).toMatch(/pl-7/);
    expect(links[0]!.className).toMatch(/pl-4/);
  });

  it('highlights the heading in the band as the page scrolls', async () => {
    Object.assign(tops, { overview: -400, encryption: 100, 'gdpr-rights': 900 });
    render(<Page />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ciphers' })).toHaveAttribute('aria-current', 'location'),
    );
    Object.assign(tops, { overview: -1400, encryption: -900, 'gdpr-rights': 320 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Reader rights' })).toHaveAttribute('aria-current', 'location'),
    );
    expect(screen.getByRole('link', { name: 'Ciphers' })).not.toHaveAttribute('aria-current');
  });

  it('recomputes the list on window resize', async () => {
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Opening' })).toHaveAttribute('href', '#overview');
    // An id change is not a content mutation: only the resize recomputation can pick it up.
    document.getElementById('overview')!.id = 'introduction';
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Opening' })).toHaveAttribute('href', '#introduction'),
    );
  });

  it('recomputes the list after a change inside the container, even one stopped on its way down', async () => {
    render(<Page />);
    // React stops a change on markup it has not hydrated at its root, above the container.
    const stop = (event: Event) => event.stopPropagation();
    document.body.addEventListener('change', stop, true);
    try {
      document.getElementById('overview')!.id = 'introduction';
      act(() => {
        document.getElementById('encryption')!.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Opening' })).toHaveAttribute('href', '#introduction'),
      );
    } finally {
      document.body.removeEventListener('change', stop, true);
    }
  });

  it('follows headings that appear later', async () => {
    const { rerender } = render(<Page />);
    rerender(<Page extra />);
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
  });

  it('scrolls a chosen entry 120 px from the top, highlights it, updates the hash and focuses the heading', async () => {
    const scrollTo = await chooseGdprRights();
    // Smoothly, one instant step a frame (never the browser's own smooth scroll: decision 045),
    // landing on the heading.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(GDPR_RIGHTS_LANDING));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(2);
    expect(scrollTo.mock.calls.every(([options]) => (options as ScrollToOptions).behavior === 'auto')).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Reader rights' })).toHaveAttribute('aria-current', 'location');
    expect(window.location.hash).toBe('#gdpr-rights');
    expect(document.activeElement).toBe(document.getElementById('gdpr-rights'));
  });

  it("stops scrolling where it is at the visitor's next key (the key's own scroll is left alone)", async () => {
    const scrollTo = await chooseGdprRights();
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    const calls = scrollTo.mock.calls.length;
    await new Promise((done) => setTimeout(done, 200));
    expect(scrollTo).toHaveBeenCalledTimes(calls);
    expect(scrollTo).not.toHaveBeenCalledWith(GDPR_RIGHTS_LANDING);
  });

  it('keeps the chosen entry highlighted until the reader scrolls by hand', async () => {
    Object.assign(tops, { overview: 320, encryption: 600, 'gdpr-rights': 1500 });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Reader rights' }));
    act(() => {
      window.dispatchEvent(new Event('scroll')); // mid-scroll: overview is still in the band
    });
    expect(screen.getByRole('link', { name: 'Reader rights' })).toHaveAttribute('aria-current', 'location');
    // Scrolling by hand hands the highlight back to the band.
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Opening' })).toHaveAttribute('aria-current', 'location'),
    );
  });

  it('highlights a deep link target on arrival, until the reader scrolls by hand', async () => {
    window.history.replaceState(null, '', '/#gdpr-rights');
    Object.assign(tops, { overview: 320, encryption: 600, 'gdpr-rights': 1500 });
    render(<Page />);
    const rights = screen.getByRole('link', { name: 'Reader rights' });
    expect(rights).toHaveAttribute('aria-current', 'location');
    act(() => {
      window.dispatchEvent(new Event('scroll')); // the shell's own scroll to the target
    });
    expect(rights).toHaveAttribute('aria-current', 'location');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Opening' })).toHaveAttribute('aria-current', 'location'),
    );
  });

  it('ignores a hash with malformed percent-encoding (no error, the band decides)', async () => {
    window.history.replaceState(null, '', '/#%E0%A4%A');
    Object.assign(tops, { overview: -400, encryption: 320, 'gdpr-rights': 900 });
    expect(() => render(<Page />)).not.toThrow();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ciphers' })).toHaveAttribute('aria-current', 'location'),
    );
  });

  it('decodes a percent-encoded deep link', () => {
    window.history.replaceState(null, '', '/#gdpr%2Drights');
    Object.assign(tops, { overview: 320, encryption: 600, 'gdpr-rights': 1500 });
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Reader rights' })).toHaveAttribute('aria-current', 'location');
  });

  it('jumps instantly under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { result } = renderHook(() => useTableOfContents({ container: 'body' }));
    document.body.insertAdjacentHTML('beforeend', '<h2 id="late">Late</h2>');
    tops.late = 400;
    act(() => result.current.scrollToHeading('late'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 280, left: 0, behavior: 'auto' });
    document.getElementById('late')!.remove();
  });
});

function Compact() {
  const ref = useRef<HTMLElement>(null);
  const toc = useTableOfContents({ container: ref });
  return (
    <>
      <TableOfContents toc={toc} label="In this fixture" variant="compact" />
      <article ref={ref}>
        <h2 id="overview">Opening</h2>
        <h2 id="contact">Contact</h2>
      </article>
    </>
  );
}

describe('TableOfContents compact variant', () => {
  it('opens with its button, closes on choosing an entry and on Escape', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Compact />);
    const button = screen.getByRole('button', { name: /In this fixture/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName(/Contact/); // shows the current section
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
