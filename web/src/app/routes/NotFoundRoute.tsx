/** Any path no route matches (§2): 404, "This page could not be found"; AppRouter puts it in the default layout. */
import { MESSAGES } from '@console/schema';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { PageFade } from '../../kit/ui/PageFade.js';

export function NotFoundRoute() {
  return (
    <PageFade>
      <ErrorScreen status={404} message={MESSAGES.notFound} />
    </PageFade>
  );
}
