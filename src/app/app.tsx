import { ThemeProvider } from 'next-themes';
import { useState } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AppErrorBoundary } from './error-screen';
import { createRouter } from './router';

export const THEME_STORAGE_KEY = 'theme';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppErrorBoundary>
      <HelmetProvider>
        <ThemeProvider
          attribute="class"
          defaultTheme="dark"
          enableSystem={false}
          storageKey={THEME_STORAGE_KEY}
          themes={['dark', 'light']}
          disableTransitionOnChange
        >
          <RouterProvider router={router} />
          <Toaster />
        </ThemeProvider>
      </HelmetProvider>
    </AppErrorBoundary>
  );
}
