// Islands (src/components/layout/island.tsx): prerendered whole, left as served until their code
// arrives, not counted for the app's readiness, then hydrated in place (the same DOM nodes), each
// hydrated part announced to the head script; a load that fails leaves the served markup, shown as
// without scripts.
import { act } from '@testing-library/react';
import { type ComponentType, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from '@/components/layout/hydration-boundary';
import { island } from '@/components/layout/island';
import {
  APP_OWNED_PROPERTY_PREFIX,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_READY_EVENT,
} from '@/lib/early/contract';
import { countBoundaries } from '@/lib/hydration';
import { hydrateServed, serve, settle, unmountServed } from '../../../helpers/hydrate-served.tsx';

/** The island's content: a section whose button sits in a boundary of its own, as Section does. */
function Lower({ label }: { label: string }) {
  return (
    <section>
      <h2>Lower section</h2>
      <HydrationBoundary>
        <button type="button" onClick={() => document.body.setAttribute('data-clicked', label)}>
          {label}
        </button>
      </HydrationBoundary>
      {/* What the section shows only without scripts (the other features panels, say). */}
      <noscript>
        <p>Shown without scripts</p>
      </noscript>
    </section>
  );
}

type Deferred<T> = ReturnType<typeof deferred<T>>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The island's code arrives. */
async function arrive(load: Deferred<ComponentType<{ label: string }>>) {
  await act(async () => {
    load.resolve(Lower);
    await load.promise;
  });
  await settle();
}

/** The island's code fails to load. */
async function fail(load: Deferred<ComponentType<{ label: string }>>) {
  await act(async () => {
    load.reject(new Error('chunk failed'));
    await load.promise.catch(() => undefined);
  });
  await settle();
}

const owned = (element: Element | null) =>
  element !== null && Object.keys(element).some((k) => k.startsWith(APP_OWNED_PROPERTY_PREFIX));

/** How the page's own state above the island changes: as the contact page's table of contents
 *  does on a click, or in a transition, as the router does on a location change. */
type Updates = 'sync' | 'transition';
/** Changes the page's own state (set by the page last rendered). */
let setLocation: (next: string) => void = () => undefined;

/** A page with state and a hydrated part of its own, and the island below it. */
const pageOf = (Island: ComponentType<{ label: string }>, updates: Updates = 'sync') =>
  function Page() {
    const [location, set] = useState('first');
    setLocation = (next) => (updates === 'transition' ? startTransition(() => set(next)) : set(next));
    return (
      <main>
        <p id="location">{location}</p>
        <HydrationBoundary>
          <h1>First screen</h1>
        </HydrationBoundary>
        <Island label="Go" />
      </main>
    );
  };

/** The prerendered markup: the island's code loaded first, as the prerender does. */
async function serverMarkup(): Promise<string> {
  const Loaded = island('lower', async () => Lower);
  await Loaded.load();
  const Page = pageOf(Loaded);
  return renderToString(<Page />);
}

describe('island', () => {
  afterEach(() => {
    unmountServed();
    document.body.removeAttribute('data-clicked');
    vi.restoreAllMocks();
  });

  async function hydrate(Island: ComponentType<{ label: string }>, updates: Updates = 'sync') {
    const container = serve(await serverMarkup());
    const served = container.innerHTML;
    const Page = pageOf(Island, updates);
    const { ready } = await hydrateServed(container, <Page />);
    return { container, served, ready };
  }

  it('is prerendered whole, inside its marker', async () => {
    const html = await serverMarkup();
    const doc = new DOMParser().parseFromString(`<div id="c">${html}</div>`, 'text/html');
    expect(doc.querySelector('[data-island="lower"] button')?.textContent).toBe('Go');
    // Three boundaries in the markup; only the one outside the island counts for readiness.
    // literal-ok: the boundaries of this test's own page, not a list of the content.
    expect(html.match(/<!--\$-->/g)).toHaveLength(3);
    expect(countBoundaries(doc.getElementById('c')!)).toBe(1);
  });

  it('leaves the served markup until its code arrives (the app is ready meanwhile), then hydrates it in place', async () => {
    const load = deferred<ComponentType<{ label: string }>>();
    const Island = island('lower', () => load.promise);
    const announced = vi.fn();
    document.addEventListener(ISLAND_READY_EVENT, announced);

    const { container, served, ready } = await hydrate(Island);
    expect(ready).toHaveBeenCalledTimes(1);
    const button = container.querySelector('[data-island] button')!;
    expect(container.innerHTML).toBe(served);
    expect(owned(button)).toBe(false);
    expect(owned(container.querySelector('h1'))).toBe(true);
    expect(container.querySelector('[data-island]')).not.toHaveAttribute(ISLAND_LIVE_ATTRIBUTE);

    await arrive(load);
    // Live for the head script once its boundary has committed.
    expect(container.querySelector('[data-island]')).toHaveAttribute(ISLAND_LIVE_ATTRIBUTE);
    // The same node, now React's: nothing was rendered afresh.
    expect(container.querySelector('[data-island] button')).toBe(button);
    expect(owned(button)).toBe(true);
    // The island, then the boundary in it, each announced once it was live.
    expect(announced).toHaveBeenCalledTimes(2);
    act(() => (button as HTMLButtonElement).click());
    expect(document.body).toHaveAttribute('data-clicked', 'Go');
    document.removeEventListener(ISLAND_READY_EVENT, announced);
  });

  it('stays as served when its code cannot load, shown as without scripts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = deferred<ComponentType<{ label: string }>>();
    const Island = island('lower', () => load.promise);
    const { container } = await hydrate(Island);
    const button = container.querySelector('[data-island] button');
    const announced = vi.fn();
    document.addEventListener(ISLAND_READY_EVENT, announced);
    await fail(load);
    document.removeEventListener(ISLAND_READY_EVENT, announced);
    const marker = container.querySelector('[data-island]');
    // Its boundary committed the served element as it is: the same nodes, readable.
    expect(container.querySelector('[data-island] button')).toBe(button);
    expect(button?.textContent).toBe('Go');
    expect(warn).toHaveBeenCalledWith('The lower part of the page could not load', expect.any(Error));
    // Marked for the `no-scripts:` variant, its <noscript> content put in place, and the head
    // script told (it lets go of the clicks it kept for the island).
    expect(marker).toHaveAttribute(ISLAND_FAILED_ATTRIBUTE);
    expect(marker?.querySelector('noscript')).toBeNull();
    expect(marker?.textContent).toContain('Shown without scripts');
    expect(announced).toHaveBeenCalled();
  });

  it('is not rendered afresh (blank, typed text gone) when the page around it re-renders before its code arrives', async () => {
    const load = deferred<ComponentType<{ label: string }>>();
    const Island = island('lower', () => load.promise);
    const { container } = await hydrate(Island, 'sync');
    const button = container.querySelector('[data-island] button');
    expect(button?.textContent).toBe('Go');
    await act(async () => setLocation('second'));
    await settle();
    expect(container.querySelector('#location')?.textContent).toBe('second');
    expect(container.querySelector('[data-island] button')).toBe(button);
    await arrive(load);
    expect(container.querySelector('[data-island] button')).toBe(button);
    expect(owned(button)).toBe(true);
  });

  it('does not hold up an update from above when its code cannot load (a same-page location change)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = deferred<ComponentType<{ label: string }>>();
    const Island = island('lower', () => load.promise);
    // The page re-renders in a transition, as the router does on a location change.
    const { container } = await hydrate(Island, 'transition');
    const button = container.querySelector('[data-island] button');
    await fail(load);
    await act(async () => setLocation('second'));
    await settle();
    expect(container.querySelector('#location')?.textContent).toBe('second');
    // The island is still the served markup, the same nodes, readable.
    expect(container.querySelector('[data-island] button')).toBe(button);
    expect(button?.textContent).toBe('Go');
  });
});
