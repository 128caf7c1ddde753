// The theme's storage key. The theme itself is applied and switched by the inline head script
// (src/lib/early/theme.ts, src/lib/early/page-head.ts) and read by the app (src/hooks/use-theme.ts).
export const THEME_STORAGE_KEY = 'theme';
