/** Entry: Internet Explorer goes to /suggest-browser (§2); everyone else gets the app. */
import '@blueprintjs/core/lib/css/blueprint.css';
// The icon font draws icons until their SVG paths, loaded on demand, arrive.
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './theme.css';
import './theme-accent.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES } from '@console/schema';
import { isInternetExplorer } from './browser/isInternetExplorer.js';
import { App } from './App.js';

if (isInternetExplorer(navigator.userAgent) && window.location.pathname !== ROUTES.suggestBrowser) {
  window.location.replace(ROUTES.suggestBrowser);
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
