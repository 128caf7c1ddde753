// The router's routes, generated from the route table: one lazily loaded route per page (its SEO
// tags and the page), plus the redirects. The same routes serve the browser router and the
// prerender; `resolveInitialRoute` loads the current page's code before hydration.
import { matchRoutes, Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { RouteErrorScreen } from './error-screen';
import { redirects, resolveRedirect } from './redirects';
import { type PageRoute, pageRoutes } from './route-table';

function Redirect() {
  const location = useLocation();
  return <Navigate to={resolveRedirect(location) ?? paths.home} replace />;
}

function pageRoute(page: PageRoute): RouteObject {
  return {
    path: page.path,
    lazy: async () => {
      const { Page, jsonLd } = await page.load();
      const { meta } = page;
      return {
        Component: () => (
          <>
            <Seo
              title={meta.title}
              description={meta.description}
              path={page.indexable ? meta.path : undefined}
              jsonLd={jsonLd?.(env.siteUrl)}
            />
            <Page />
          </>
        ),
      };
    },
  };
}

/** Fresh route objects each call: a router resolves (and caches) lazy routes on its own objects. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <PageShell />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...pageRoutes.filter((p) => p.indexable).map(pageRoute),
        ...Object.keys(redirects).map((path) => ({ path, element: <Redirect /> })),
        ...pageRoutes.filter((p) => !p.indexable).map(pageRoute),
      ],
    },
  ];
}

/**
 * Loads the lazy routes that match the current URL, so the first render in the browser is the
 * page itself (the prerendered markup), not a fallback: hydration must match it exactly.
 */
export async function resolveInitialRoute(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
