/** /suggest-desktop (§2): the console is desktop oriented (§1). */
import { H4 } from '@blueprintjs/core';
import { ROUTES } from '@console/schema';
import { AppLink } from '../ui/AppLink.js';

export function SuggestDesktopRoute() {
  return (
    <>
      <H4>Best on a desktop</H4>
      <p>The console is made for desktop screens. Some tables and charts need more room than this screen has.</p>
      <AppLink href={ROUTES.home}>Continue anyway</AppLink>
    </>
  );
}
