import { Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme';

/**
 * Switches between light and dark (the choice is kept in localStorage; without one the system setting
 * applies). `variant="nav"` is the sidebar's full-width link style, otherwise an icon button for headers.
 */
export function ThemeToggle({ variant = 'icon', className }: { variant?: 'icon' | 'nav'; className?: string }) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  const Icon = dark ? Sun : Moon;
  if (variant === 'nav') {
    return (
      <button type="button" className={cn('nav-link as-button', className)} onClick={toggle} aria-label={label} data-testid="theme-toggle">
        <Icon size={18} aria-hidden /> <span>{dark ? 'Light mode' : 'Dark mode'}</span>
      </button>
    );
  }
  return (
    <button type="button" className={cn('icon-button theme-toggle', className)} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <Icon size={18} aria-hidden />
    </button>
  );
}
