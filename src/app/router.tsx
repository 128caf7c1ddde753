// The route table: every page is its own lazily loaded chunk; redirects replace the entry.
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { RouteErrorScreen } from './error-screen';
import { redirects, resolveRedirect } from './redirects';

function Redirect() {
  const location = useLocation();
  return <Navigate to={resolveRedirect(location) ?? paths.home} replace />;
}

const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  lazy: load,
});

export const routes: RouteObject[] = [
  {
    element: <PageShell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      page(paths.platform, () => import('./routes/platform')),
      page(paths.useCases, () => import('./routes/use-cases')),
      page(paths.pricing, () => import('./routes/pricing')),
      page(paths.about, () => import('./routes/about')),
      page(paths.contact, () => import('./routes/contact')),
      page(paths.helpCenter, () => import('./routes/help-center')),
      page(paths.security, () => import('./routes/security')),
      page(paths.dpa, () => import('./routes/dpa')),
      page(paths.sla, () => import('./routes/sla')),
      page(paths.usagePolicy, () => import('./routes/usage-policy')),
      page(paths.privacy, () => import('./routes/privacy')),
      page(paths.terms, () => import('./routes/terms')),
      ...Object.keys(redirects).map((path) => ({ path, element: <Redirect /> })),
      page('*', () => import('./routes/not-found')),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
