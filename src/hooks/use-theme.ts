// The colour theme is the `dark` / `light` class on <html>: the no-flash script in the HTML shell
// sets it before first paint (src/config/theme.ts), this hook reads and changes it. Prerendered
// HTML cannot know the visitor's theme, so the first render (server and hydration) always says
// 'dark' and components switch after hydration; anything visible per theme is styled with the
// `dark:` variant instead, so nothing flashes.
import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/config/theme';

export type Theme = 'dark' | 'light';

/** While this class is on <html>, CSS turns transitions off, so a switch does not animate. */
const THEME_SWITCHING_CLASS = 'theme-switching';

const readTheme = (): Theme => (document.documentElement.classList.contains('light') ? 'light' : 'dark');

function applyTheme(theme: Theme) {
  const html = document.documentElement;
  html.classList.add(THEME_SWITCHING_CLASS);
  html.classList.remove('dark', 'light');
  html.classList.add(theme);
  // Styles are recomputed without transitions before the class goes again.
  window.getComputedStyle(document.body).opacity;
  window.requestAnimationFrame(() => html.classList.remove(THEME_SWITCHING_CLASS));
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  // Another tab switched the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(event.newValue === 'light' ? 'light' : 'dark');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'dark' as const);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the theme still applies to this page.
    }
  }, []);
  return { theme, setTheme };
}
