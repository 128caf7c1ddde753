// The site's one adapter for sonner: features call `notify`, never sonner directly.
import { useTheme } from 'next-themes';
import { Toaster as Sonner, toast } from 'sonner';

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      position="bottom-right"
      visibleToasts={3}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
      style={{ fontFamily: 'var(--font-sans)' }}
    />
  );
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
