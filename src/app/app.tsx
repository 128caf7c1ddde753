import { type ReactNode, useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { shellHydrated } from '@/lib/hydration';
import { AppErrorBoundary } from './error-screen';

/**
 * The providers around the router, the same in the browser and in the prerender (which passes a
 * static router instead of the browser one), so hydration sees the same tree.
 */
export function App({ children }: { children: ReactNode }) {
  // Runs after every effect of the first commit: the shell is live (the boundaries follow).
  useEffect(() => shellHydrated(), []);
  return (
    <AppErrorBoundary>
      {children}
      <Toaster />
    </AppErrorBoundary>
  );
}
