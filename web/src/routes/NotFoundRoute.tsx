/** Any path no route matches (§2): 404, "This page could not be found". */
import { MESSAGES } from '@console/schema';
import { DefaultLayout } from '../layouts/DefaultLayout.js';
import { ErrorScreen } from '../modules/shell/ErrorScreen.js';
import { PageFade } from '../ui/PageFade.js';

export function NotFoundRoute() {
  return (
    <DefaultLayout>
      <PageFade>
        <ErrorScreen status={404} message={MESSAGES.notFound} />
      </PageFade>
    </DefaultLayout>
  );
}
