// sonner itself, loaded with the first toast (see toaster.tsx). Its stylesheet comes from
// sonner/dist/styles.css: vite.config.ts drops the <style> sonner would inject (blocked by the CSP).
import 'sonner/dist/styles.css';
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '@/hooks/use-theme';
import { connectToastOutlet } from './toaster';

export function SonnerToaster() {
  const { theme } = useTheme();
  // Runs after sonner's own effects (children first), so it already listens for toasts.
  useEffect(
    () =>
      connectToastOutlet(({ tone, title, description }) => {
        toast[tone](title, { description });
      }),
    [],
  );
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={3}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
