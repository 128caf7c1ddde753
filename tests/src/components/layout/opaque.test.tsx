// Opaque parts (src/components/layout/opaque.tsx): prerendered whole, never rendered or hydrated
// by React in the browser (the same DOM nodes, nothing of theirs run), not waited for by the
// app's readiness, kept as served through updates from above; their reveals run on the DOM.
// Rendered in the browser after a navigation, they render their children like any part.
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from '@/components/layout/hydration-boundary';
import { Opaque } from '@/components/layout/opaque';
import { Reveal } from '@/components/ui/reveal';
import { countBoundaries } from '@/lib/hydration';
import { hydrateServed, serve, unmountServed } from '../../../helpers/hydrate-served.tsx';
import { reportIntersection } from '../../../helpers/intersection-observer.ts';

/** Counts the renders of the part's content. */
const renders = vi.fn();

function Content() {
  renders();
  return (
    <>
      <h2>Static part</h2>
      <HydrationBoundary>
        <p id="inside">Copy that needs no script.</p>
      </HydrationBoundary>
      <Reveal index={2} id="revealed">
        Revealed on scroll
      </Reveal>
    </>
  );
}

let setCount: (next: number) => void = () => undefined;

/** A page with state of its own above the opaque part. */
function Page() {
  const [count, set] = useState(0);
  setCount = set;
  return (
    <main>
      <p id="count">{count}</p>
      <HydrationBoundary>
        <h1>First screen</h1>
      </HydrationBoundary>
      <Opaque as="section" id="part" aria-label="Static part" className="mt-4">
        <Content />
      </Opaque>
    </main>
  );
}

/** The prerendered markup, rendered as on the server (no window). */
function serverMarkup(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('Opaque', () => {
  afterEach(() => {
    unmountServed();
    renders.mockClear();
    vi.unstubAllGlobals();
  });

  async function hydrate() {
    const html = serverMarkup();
    const container = serve(html);
    const served = container.querySelector('#part')!.innerHTML;
    const inside = container.querySelector('#inside');
    renders.mockClear();
    const { ready } = await hydrateServed(container, <Page />);
    return { container, served, inside, ready };
  }

  it('is prerendered whole, marked, with its reveals marked static', () => {
    const doc = new DOMParser().parseFromString(serverMarkup(), 'text/html');
    const part = doc.querySelector('section#part[data-opaque]');
    expect(part?.getAttribute('aria-label')).toBe('Static part');
    expect(part?.querySelector('#inside')?.textContent).toBe('Copy that needs no script.');
    expect(part?.querySelector('#revealed')?.getAttribute('data-reveal')).toBe('static');
    expect(part?.querySelector('#revealed')?.getAttribute('data-reveal-delay')).toBe('160');
  });

  it('is never rendered in the browser: the served nodes stay, and the app is ready without its boundary', async () => {
    const { container, served, inside, ready } = await hydrate();
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('#inside')).toBe(inside);
    expect(container.querySelector('#part')!.innerHTML).toBe(served);
    // Two boundaries served; the one inside the part is not counted, and readiness does not wait for it.
    expect(countBoundaries(container)).toBe(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('stays as served when the page above it updates', async () => {
    const { container, served, inside } = await hydrate();
    await act(async () => setCount(1));
    expect(container.querySelector('#count')?.textContent).toBe('1');
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('#inside')).toBe(inside);
    expect(container.querySelector('#part')!.innerHTML).toBe(served);
  });

  it('hides a reveal below the viewport and shows it when scrolled to, on the DOM', async () => {
    const { container } = await hydrate();
    const revealed = container.querySelector<HTMLElement>('#revealed')!;
    reportIntersection(revealed, false);
    expect(revealed.getAttribute('data-reveal')).toBe('hidden');
    expect(revealed.style.getPropertyValue('--reveal-delay')).toBe('160ms');
    reportIntersection(revealed, true);
    expect(revealed.getAttribute('data-reveal')).toBe('shown');
  });

  it('leaves a reveal in view as it is', async () => {
    const { container } = await hydrate();
    const revealed = container.querySelector<HTMLElement>('#revealed')!;
    reportIntersection(revealed, true);
    expect(revealed.getAttribute('data-reveal')).toBe('static');
  });

  it('rendered in the browser (after a navigation), renders its content', () => {
    const { container } = render(<Page />);
    expect(renders).toHaveBeenCalled();
    expect(container.querySelector('section#part[data-opaque] #inside')?.textContent).toBe(
      'Copy that needs no script.',
    );
    // Rendered here, its reveal starts hidden and React shows it.
    expect(container.querySelector('#revealed')?.getAttribute('data-reveal')).toBe('hidden');
  });
});
