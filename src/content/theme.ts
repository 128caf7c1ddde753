// The theme toggle's copy. Read by the inline head script too (src/lib/early/theme.ts): no imports.

/** The toggle's accessible name and tooltip: it says what pressing it does. */
export const themeToggleLabel = (current: 'dark' | 'light'): string =>
  `Switch to ${current === 'light' ? 'dark' : 'light'} theme`;
