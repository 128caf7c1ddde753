// The theme in the inline head script (src/lib/early/theme.ts): stored choice, class, toggle names.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/config/theme';
import { themeToggleLabel } from '@/content/theme';
import { applyTheme, readStoredTheme, setTheme } from '@/lib/early/theme';

describe('the theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = 'dark';
    document.body.innerHTML = '<button data-theme-toggle aria-label="Switch to light theme"></button>';
  });
  afterEach(() => localStorage.clear());

  it('is dark unless light is stored', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('dark');
  });

  it('is one class on <html>, and the toggle is named for what it switches to', () => {
    applyTheme('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    const toggle = document.querySelector('[data-theme-toggle]')!;
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    expect(toggle.getAttribute('title')).toBe('Switch to dark theme');
    expect(themeToggleLabel('dark')).toBe('Switch to light theme');
  });

  it('is stored under the key "theme" when switched', () => {
    setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
