/**
 * Switches between light and dark. Until the visitor chooses, the theme follows the OS (system);
 * the choice is stored (lib/theme.ts). Both icons are rendered and CSS shows the right one, so the
 * prerendered markup is the same whatever the visitor's theme (no hydration mismatch).
 */
import { useEffect } from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button } from '~/components/ui/button';
import {
  applyTheme,
  onSystemThemeChange,
  readThemePreference,
  saveThemePreference,
} from '~/lib/theme';

export function ThemeToggle({ label }: { label: string }) {
  // While the preference is `system`, follow OS changes live.
  useEffect(
    () =>
      onSystemThemeChange(() => {
        if (readThemePreference() === 'system') applyTheme('system');
      }),
    [],
  );

  const toggle = () => {
    const isDark = document.documentElement.classList.contains('dark');
    saveThemePreference(isDark ? 'light' : 'dark');
  };

  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
    </Button>
  );
}
