import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { themeToggleLabel } from '@/content/theme';
import { useTheme } from '@/hooks/use-theme';
import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/early/contract';

/**
 * Run by the inline head script (src/lib/early/page-head.ts), not by React: it switches the theme
 * from the first paint on, whether or not the app is ready. Without scripts it could not switch:
 * left out (kept when only the app failed to run).
 */
export function ThemeToggle() {
  const { theme } = useTheme();
  const label = themeToggleLabel(theme);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      // Scripts off, not an app that failed: the head script runs the toggle either way.
      className="scripts-off:hidden"
      data-testid="theme-toggle"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      {/* The icon follows the class on <html> (CSS), so it is right before hydration too. */}
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </Button>
  );
}
