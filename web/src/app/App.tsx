/**
 * The app: Apollo, the session, the loading bar and the router (with the page fade), in Blueprint's
 * small-control style and the theme this browser shows (kit/ui/theme.ts). Blueprint's provider sits
 * inside the session and the router, so its hotkeys sheet can list the pages the user may open.
 */
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { Router } from 'wouter';
import { apolloClient } from '../kit/graphql/client.js';
import { InspectorPanel } from '../features/inspector/index.js';
import { SessionProvider } from '../features/session/SessionContext.js';
import { useSession } from '../features/session/hooks/useSession.js';
import { useSessionEffects } from '../features/session/hooks/useSessionEffects.js';
import { AppRouter } from './router/AppRouter.js';
import { pageTransitionNav } from './router/pageTransition.js';
import { LoadingBar } from '../kit/ui/LoadingBar.js';
import { useTheme } from '../kit/ui/theme.js';
import { renderShortcutsDialog } from './shell/ShortcutsDialog.js';

function Shell() {
  useSessionEffects();
  useTheme();
  const { user } = useSession();
  return (
    <div className="console-app">
      <LoadingBar />
      {/* Error pages are caught inside, around the page and around the layout that stays mounted. */}
      <AppRouter />
      <InspectorPanel scope={user?.scope ?? []} />
    </div>
  );
}

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      {/* Every navigation through wouter passes here; path changes fade (§2). */}
      <Router aroundNav={pageTransitionNav}>
        <SessionProvider>
          <BlueprintProvider hotkeysProviderRenderDialog={renderShortcutsDialog}>
            <Shell />
          </BlueprintProvider>
        </SessionProvider>
      </Router>
    </ApolloProvider>
  );
}
