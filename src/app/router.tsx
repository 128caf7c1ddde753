// The site's routes, generated from the route table: one lazily loaded page per route (its SEO tags
// and the page), plus the redirects, inside the page shell. react-router's declarative mode: the
// same <SiteRoutes> under the browser's router and the prerender's static one. The data router is
// not used: the site loads no data, and its router core weighed 17 KB gzip in every page's first
// script (docs/decisions/032-declarative-router.md).
import { Component, type ErrorInfo, type ReactNode, use, useEffect } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { endHydration } from '@/lib/hydration';
import { trackPageLoad } from '@/lib/page-loading';
import { ErrorScreen } from './error-screen';
import { redirects, resolveRedirect } from './redirects';
import { type PageModule, type PageRoute, pageRoutes } from './route-table';

// --- Each page's code, loaded once ---------------------------------------------------------------

const loaded = new Map<PageRoute['id'], PageModule>();
const loading = new Map<PageRoute['id'], Promise<PageModule>>();

/** Loads a page's code (once; a failed load is tried again next time). */
export function loadPage(page: PageRoute): Promise<PageModule> {
  let promise = loading.get(page.id);
  if (!promise) {
    promise = page.load().then(
      (module) => {
        loaded.set(page.id, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(page.id);
        throw error;
      },
    );
    loading.set(page.id, trackPageLoad(promise));
  }
  return promise;
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
  await loadPage(pageAt(pathname));
}

// --- The routes ----------------------------------------------------------------------------------

/** A page: its code from the cache, or a wait for it (the old page stays while it loads). */
function PageElement({ page }: { page: PageRoute }) {
  const { Page, jsonLd } = loaded.get(page.id) ?? use(loadPage(page));
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

/** react-router's key for the location the document was loaded at. */
const DOCUMENT_LOCATION_KEY = 'default';

/** Every route of the site, in the page shell. */
export function SiteRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
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
