// The site's routes, generated from the route table: one lazily loaded page per route (its SEO tags
// and the page), plus the redirects, inside the page shell. react-router's declarative mode: the
// same <SiteRoutes> under the browser's router and the prerender's static one. The data router is
// not used: the site loads no data, and its router core weighed about 16 KB gzip in every page's
// first script (docs/decisions/032-declarative-router-and-late-validation.md).
import { Component, type ErrorInfo, type ReactNode, use, useEffect, useRef } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { DOCUMENT_LOCATION_KEY } from '@/components/layout/scroll-manager';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { redirects, resolveRedirect } from '@/config/redirects';
import { endHydration } from '@/lib/hydration';
import { trackPageLoad } from '@/lib/page-loading';
import { type ReadablePromise, readableWhenFulfilled } from '@/lib/readable-promise';
import { ErrorScreen } from './error-screen';
import { type PageModule, type PageRoute, pageRoutes } from './route-table';

// --- Each page's code, loaded once ---------------------------------------------------------------

/** A page's code as it loads (read at once by use() once it has), marked when it failed. */
type PageLoad = ReadablePromise<PageModule> & { failed?: true };
const loads = new Map<PageRoute['id'], PageLoad>();

/**
 * Loads a page's code, once. A loaded page's promise says so itself, so use() reads it at once:
 * the page hydrating (loaded before) or visited again renders without a wait. A failed load stays
 * failed (the error screen shows) until the next navigation tries again (forgetFailedLoads).
 * `withIslands`: the load includes the code of the page's islands (a page rendered in the browser
 * shows whole); without, it is only started (the page hydrating: islands hydrate when it comes).
 */
export function loadPage(page: PageRoute, withIslands = true): PageLoad {
  let load = loads.get(page.id);
  if (!load) {
    const started: PageLoad = readableWhenFulfilled(
      page.load().then(async (module) => {
        const islands = module.islands?.();
        if (withIslands) await islands;
        else islands?.catch(() => undefined);
        return module;
      }),
    );
    started.catch(() => {
      started.failed = true;
    });
    load = started;
    loads.set(page.id, load);
    trackPageLoad(load).catch(() => undefined);
  }
  return load;
}

/** Drops the loads that failed, so the next render of their page loads it again. */
function forgetFailedLoads(): void {
  for (const [id, load] of loads) if (load.failed) loads.delete(id);
}

/** The page of a path (the not-found page for any other path). */
function pageAt(pathname: string): PageRoute {
  const routes = pageRoutes.map((page) => ({ path: page.path, page }));
  return matchRoutes(routes, pathname)?.[0]?.route.page ?? pageRoutes.find((p) => !p.indexable)!;
}

/**
 * Loads the page of the current URL before hydration, so the first render in the browser is the
 * page itself (the prerendered markup), not a wait: hydration must match it exactly.
 */
export async function loadPageAt(pathname: string): Promise<void> {
  if (resolveRedirect({ pathname, search: '', hash: '' }) !== null) return;
  // The prerender renders the islands too; the browser hydrates them once their code is there.
  await loadPage(pageAt(pathname), typeof window === 'undefined');
}

// --- The routes ----------------------------------------------------------------------------------

/** A page, once its code is there (until then the page on screen stays: a transition). */
function PageElement({ page }: { page: PageRoute }) {
  const { Page, jsonLd } = use(loadPage(page));
  const { meta } = page;
  return (
    <>
      <Seo
        title={meta.title}
        description={meta.description}
        path={page.indexable ? meta.path : undefined}
        jsonLd={jsonLd?.(env.siteUrl)}
      />
      <Page />
    </>
  );
}

function Redirect() {
  const location = useLocation();
  return <Navigate to={resolveRedirect(location) ?? paths.home} replace />;
}

type BoundaryProps = { resetKey: string; onReturnHome: () => void; children: ReactNode };
type BoundaryState = { error: Error | null; key: string };

/** A page that fails to render (or to load) shows the error screen; the next navigation clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Page error', error.message, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen onReturnHome={this.props.onReturnHome} /> : this.props.children;
  }
}

/** Every route of the site, in the page shell. */
export function SiteRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  // A new navigation tries a page whose code failed to load again (before rendering it).
  const seen = useRef(location.key);
  if (seen.current !== location.key) {
    seen.current = location.key;
    forgetFailedLoads();
  }
  // A client-side navigation while parts were still hydrating: the page is live already.
  useEffect(() => {
    if (location.key !== DOCUMENT_LOCATION_KEY) endHydration();
  }, [location.key]);
  return (
    <RouteErrorBoundary resetKey={location.key} onReturnHome={() => navigate(paths.home)}>
      <Routes>
        <Route element={<PageShell />}>
          {pageRoutes
            .filter((p) => p.indexable)
            .map((page) => (
              <Route key={page.id} path={page.path} element={<PageElement page={page} />} />
            ))}
          {Object.keys(redirects).map((path) => (
            <Route key={path} path={path} element={<Redirect />} />
          ))}
          {pageRoutes
            .filter((p) => !p.indexable)
            .map((page) => (
              <Route key={page.id} path={page.path} element={<PageElement page={page} />} />
            ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
