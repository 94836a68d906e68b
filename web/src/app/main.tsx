/**
 * Entry: Internet Explorer goes to /suggest-browser (§2), a phone's first visit to /suggest-desktop; everyone
 * else gets the app.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../theme.css';
import '../theme-accent.css';
import '../theme-contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES } from '@console/schema';
import { isInternetExplorer } from '../kit/browser/isInternetExplorer.js';
import { DESKTOP_SUGGESTED_KEY, desktopSuggestion } from '../kit/browser/suggestDesktop.js';
import { applyTheme, currentTheme } from '../kit/ui/theme.js';
import { App } from './App.js';
import { DemoDataNotice } from './DemoDataNotice.js';
import { loadIconsOnDemand } from './iconPaths.js';
import { registerRoutePrefetch } from './router/prefetch.js';

/** sessionStorage may be unavailable (privacy modes): then the suggestion is simply not remembered. */
function suggestedAlready(): boolean {
  try {
    return sessionStorage.getItem(DESKTOP_SUGGESTED_KEY) !== null;
  } catch {
    return true;
  }
}

const phoneSuggestion = desktopSuggestion(navigator.userAgent, window.location, suggestedAlready());
if (isInternetExplorer(navigator.userAgent) && window.location.pathname !== ROUTES.suggestBrowser) {
  window.location.replace(ROUTES.suggestBrowser);
} else if (phoneSuggestion) {
  window.location.replace(phoneSuggestion);
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  registerRoutePrefetch();
  // No icon font: each icon's SVG paths are fetched when it is first drawn (iconPaths.ts).
  loadIconsOnDemand();
  // Before the first paint, so that a dark screen does not flash light.
  applyTheme(currentTheme());
  createRoot(root).render(
    <StrictMode>
      <App />
      <DemoDataNotice />
    </StrictMode>,
  );
}
