import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prepareCn } from '@/lib/cn';
import { markAppReady, startHydration } from '@/lib/hydration';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { App } from './app';
import { loadPageAt, SiteRoutes } from './router';

/**
 * Starts the app on the prerendered page: loads the current page's code, then hydrates the markup
 * in a transition, so React yields to the browser between chunks of work instead of blocking it.
 * A container without markup (the Vite dev server) is rendered from scratch instead.
 */
export async function mount(container: HTMLElement): Promise<void> {
  // Separate tasks, so none blocks the main thread for long: loading the page's code; building
  // the class-merge tables behind cn() (see prepareCn); starting hydration.
  await loadPageAt(window.location.pathname);
  await yieldToBrowser();
  prepareCn();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
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
  // URL changed before the app started (history.pushState, back or forward), render instead of
  // hydrating. A client-side navigation once hydration has started ends it (PageShell).
  if (!container.firstElementChild || !onDocumentUrl()) return renderFromScratch();
  startHydration(container, live);
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
