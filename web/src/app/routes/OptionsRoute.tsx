/**
 * /options: the user's access options outside any company. The route's
 * validateOptionsPageAccess guard admits only the users on the options list (§2, §5).
 */
import { H3 } from '@blueprintjs/core';
import { OptionsPage } from '../../features/company/pages/OptionsPage.js';

export function OptionsRoute() {
  return (
    <>
      <H3>Options</H3>
      <OptionsPage />
    </>
  );
}
