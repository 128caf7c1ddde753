// The colour theme is the `dark` / `light` class on <html>, stored in localStorage under
// THEME_STORAGE_KEY (dark unless "light" is stored). Applied by the inline head script before the
// first paint, switched by the header's toggle through the same script, read by the app
// (src/hooks/use-theme.ts). Runs in the inline script: no imports but constants.
import { THEME_STORAGE_KEY } from '@/config/theme';
import { themeToggleLabel } from '@/content/theme';
import { THEME_TOGGLE_ATTRIBUTE } from './contract';

export type Theme = 'dark' | 'light';

/** While this class is on <html>, CSS turns transitions off, so a switch does not animate. */
export const THEME_SWITCHING_CLASS = 'theme-switching';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    // Storage may be unavailable (private mode, blocked cookies): the default applies.
    return 'dark';
  }
}

export const currentTheme = (root: Element = document.documentElement): Theme =>
  root.classList.contains('light') ? 'light' : 'dark';

/** Sets the class (without transitions when `instant`), and keeps every toggle's name in step. */
export function applyTheme(theme: Theme, instant = false): void {
  const html = document.documentElement;
  if (instant) html.classList.add(THEME_SWITCHING_CLASS);
  html.classList.remove('dark', 'light');
  html.classList.add(theme);
  if (instant) {
    // Styles are recomputed without transitions before the class goes again.
    void getComputedStyle(html).opacity;
    requestAnimationFrame(() => html.classList.remove(THEME_SWITCHING_CLASS));
  }
  syncToggleLabels(theme);
}

/** Names every toggle after the theme it switches to (the prerendered page says 'dark'). */
export function syncToggleLabels(theme: Theme): void {
  const label = themeToggleLabel(theme);
  for (const toggle of document.querySelectorAll(`[${THEME_TOGGLE_ATTRIBUTE}]`)) {
    toggle.setAttribute('aria-label', label);
    toggle.setAttribute('title', label);
  }
}

/** Switches the theme and remembers it. */
export function setTheme(theme: Theme): void {
  applyTheme(theme, true);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies to this page.
  }
}
