// An island: a part of a page whose code is not in the page's first script. Prerendered like the
// rest, it hydrates once its own chunk arrives, after the app is ready; until then its markup is
// the server's (readable, links and native controls working) and the head script keeps clicks on
// its app-only controls, replayed once it has hydrated (src/lib/early/replay.ts).
// docs/decisions/033-islands-below-the-first-screen.md.
import { type ComponentType, createElement, memo, use, useCallback, useRef } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_READY_EVENT,
} from '@/lib/early/contract';
import { showNoscriptContent } from '@/lib/early/fallback';
import { IslandMarkup, useRendersPrerenderedMarkup } from '@/lib/hydration';
import { type ReadablePromise, readableWhenFulfilled } from '@/lib/readable-promise';
import { HydrationBoundary } from './hydration-boundary';
import { SERVED_AS_IS } from './opaque';

export type Island<P> = ComponentType<P> & {
  /** Starts loading the island's code (once); resolves when it is there. */
  load: () => Promise<unknown>;
};

/** A promise that never settles: the served markup stays as it is. */
const never = new Promise<never>(() => undefined);

/** The served element of the island `name`. */
const servedIsland = (name: string) =>
  [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].find(
    (el) => el.getAttribute(ISLAND_ATTRIBUTE) === name,
  );

/**
 * For an island whose code could not load: a component that renders its served element as it is
 * (the same tag; what is inside left to the browser: SERVED_AS_IS), so that its boundary hydrates
 * and an update from above (a same-page location change, which React renders into the island) is
 * not held up waiting for code that is not coming. Null when the served island is not exactly one
 * element: then it stays a boundary that never hydrates.
 */
function servedAsIs<P>(marker: Element | undefined): ComponentType<P> | null {
  const served = marker?.children.length === 1 ? marker.children[0]! : null;
  if (!served) return null;
  const tag = served.localName;
  function ServedAsIs() {
    return createElement(tag, SERVED_AS_IS);
  }
  return ServedAsIs;
}

/**
 * An island whose code could not load shows what it shows with scripts off, as a whole page does
 * when its app cannot run (decision 037): its controls that need the code are left out (the
 * `no-scripts:` variant), what only a <noscript> holds is put in (the other features panels, the
 * setup inputs as a list), and the head script lets go of the clicks it kept for it. React leaves
 * the inside of the served element alone (SERVED_AS_IS), so the DOM may change there.
 */
function showWithoutScripts(marker: Element): void {
  marker.setAttribute(ISLAND_FAILED_ATTRIBUTE, '');
  showNoscriptContent(marker);
  document.dispatchEvent(new Event(ISLAND_READY_EVENT));
}

/**
 * Makes an island of a component loaded with `importer` (an `import()` of its module). `name`
 * names it in the markup (data-island) and in warnings.
 */
export function island<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): Island<P> {
  let load: ReadablePromise<ComponentType<P>> | undefined;
  let served: Promise<ComponentType<P>> | undefined;

  /** The code, loaded once; a failed load is forgotten, so the next render tries again. */
  const start = (): ReadablePromise<ComponentType<P>> => {
    if (!load) {
      const started = readableWhenFulfilled(importer());
      started.catch(() => {
        if (load === started) load = undefined;
      });
      load = started;
    }
    return load;
  };

  /**
   * For the served markup: if the code cannot load, the island stays as served (readable, its
   * links working) rather than blank or an error screen.
   */
  const forServedMarkup = (): Promise<ComponentType<P>> => {
    const current = start();
    if (current.status === 'fulfilled') return current;
    served ??= current.catch((error: unknown) => {
      console.warn(`The ${name} part of the page could not load`, error);
      const marker = servedIsland(name);
      const asServed = servedAsIs<P>(marker);
      if (marker) showWithoutScripts(marker);
      return asServed ?? never;
    });
    return served;
  };

  function Content({ hydrating, props }: { hydrating: boolean; props: P }) {
    const Component = use(hydrating ? forServedMarkup() : start());
    return <Component {...props} />;
  }

  // Memoised: a parent that re-renders (the contact page, as its table of contents follows a
  // click or the scroll) does not reach an island whose code has not arrived. React would have
  // to render into the served markup it has not hydrated; outside a transition it gives up on
  // hydrating it and renders it afresh, blank until the code comes, and what the visitor typed
  // there is gone.
  const IslandRoot = memo(function IslandRoot(props: P) {
    const hydrating = useRendersPrerenderedMarkup();
    const element = useRef<HTMLDivElement>(null);
    // Marks the island live for the head script once its boundary has committed (not when React
    // claims its elements while rendering it: ISLAND_LIVE_ATTRIBUTE).
    const markLive = useCallback(() => element.current?.setAttribute(ISLAND_LIVE_ATTRIBUTE, ''), []);
    return (
      // `contents`: the wrapper adds no box, the island lays out as if it were not there.
      <div ref={element} {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
        {/* Its boundary, like each one in it, tells the head script once it has hydrated. */}
        <IslandMarkup value={hydrating}>
          <HydrationBoundary onCommit={markLive}>
            <Content hydrating={hydrating} props={props} />
          </HydrationBoundary>
        </IslandMarkup>
      </div>
    );
  });
  IslandRoot.displayName = `Island(${name})`;
  return Object.assign(IslandRoot, { load: () => start() });
}
