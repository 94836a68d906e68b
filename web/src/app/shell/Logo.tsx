/** The console's logo, its wordmark light on the dark theme. */
import logo from '../../assets/logo.svg';
import logoDark from '../../assets/logo-dark.svg';
import { useTheme } from '../../kit/ui/theme.js';

export function Logo({ className }: { className: string }) {
  const { theme } = useTheme();
  return <img className={className} src={theme === 'dark' ? logoDark : logo} alt="Console" />;
}
