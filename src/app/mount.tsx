import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prepareCn } from '@/lib/cn';
import { endHydration, markAppReady, startHydration } from '@/lib/hydration';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { App } from './app';
import { createRoutes, resolveInitialRoute } from './router';

/**
 * Starts the app on the prerendered page: loads the current page's code, then hydrates the markup
 * in a transition, so React yields to the browser between chunks of work instead of blocking it.
 * A container without markup (the Vite dev server) is rendered from scratch instead.
 */
export async function mount(container: HTMLElement): Promise<void> {
  // Separate tasks, so none blocks the main thread for long: loading the page's code; building
  // the class-merge tables behind cn() (see prepareCn); creating the router; starting hydration.
  const routes = createRoutes();
  await resolveInitialRoute(routes, window.location);
  await yieldToBrowser();
  prepareCn();
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  const { key } = router.state.location;
  // Still on the page the markup shows: no navigation since the router was created.
  const onPrerenderedPage = (state: typeof router.state) =>
    state.location.key === key && state.navigation.state === 'idle';
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  const live = markAppReady;
  const renderFromScratch = () => {
    container.replaceChildren();
    createRoot(container).render(app);
    live();
  };
  // The markup is the page of the document's own URL: without it (the dev server), or when the
  // URL changed before the app started (history.pushState), render instead of hydrating.
  if (!container.firstElementChild || !onDocumentUrl()) return renderFromScratch();
  await yieldToBrowser();
  // The router follows back/forward from its creation: had the visitor gone elsewhere meanwhile,
  // the markup would no longer be the router's page, so render that page instead of hydrating.
  if (!onPrerenderedPage(router.state)) return renderFromScratch();
  startHydration(container, live);
  // A navigation before the last boundary has hydrated means the page is live already.
  const stop = router.subscribe((state) => {
    if (onPrerenderedPage(state)) return;
    stop();
    endHydration();
  });
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  });
}

/** Whether the location is still the document's own (the URL the prerendered markup was made for). */
function onDocumentUrl(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true;
  return new URL(entry.name).pathname === window.location.pathname;
}
