// sonner itself, loaded with the first toast (see toaster.tsx). Its stylesheet comes from
// sonner/dist/styles.css: vite.config.ts drops the <style> sonner would inject (blocked by the CSP).
import 'sonner/dist/styles.css';
import '@/styles/toasts.css';
import { useEffect, useState } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '@/hooks/use-theme';
import { connectToastOutlet } from './toaster';

/** Phones, as sonner lays them out (one toast across the screen): its breakpoint. */
const PHONE = '(max-width: 600px)';

/**
 * On a phone the toast covers the fixed header, never the page under it (the form the visitor has
 * just sent); elsewhere it sits in the bottom-right corner, away from the content.
 */
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return phone;
}

export function SonnerToaster() {
  const { theme } = useTheme();
  const phone = usePhone();
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
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 6, left: 8, right: 8 }}
      visibleToasts={3}
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
