import { Outlet } from 'react-router-dom';
import { skipLinkLabel } from '@/content/navigation';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationBoundary } from './hydration-boundary';
import { NavigationProgress } from './navigation-progress';
import { OpaqueLinks } from './opaque-links';
import { ScrollManager } from './scroll-manager';

export const MAIN_CONTENT_ID = 'main-content';

export function PageShell({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-primary font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:px-4 focus:py-2"
      >
        {skipLinkLabel}
      </a>
      {/* Each part hydrates in a task of its own (see HydrationBoundary). */}
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16">
        <HydrationBoundary>{children ?? <Outlet />}</HydrationBoundary>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <ScrollManager />
      <OpaqueLinks />
    </div>
  );
}
