// The colour theme as React sees it: the `dark` / `light` class on <html>, which the inline head
// script sets before the first paint and switches when the header's toggle is pressed
// (src/lib/early/theme.ts). Prerendered HTML cannot know the visitor's theme, so the first render
// (server and hydration) always says 'dark' and components switch after hydration; anything
// visible per theme is styled with the `dark:` variant instead, so nothing flashes.
import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/config/theme';
import { applyTheme, currentTheme, type Theme } from '@/lib/early/theme';

export type { Theme };

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  // Another tab switched the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(event.newValue === 'light' ? 'light' : 'dark', true);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): { theme: Theme } {
  const theme = useSyncExternalStore(
    subscribe,
    () => currentTheme(),
    () => 'dark' as const,
  );
  return { theme };
}
