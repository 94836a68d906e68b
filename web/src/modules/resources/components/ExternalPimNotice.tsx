/** The notice of §1 for a company that uses an external product-information system. */
import { Callout, Intent } from '@blueprintjs/core';

/** What spec §1 says the notice says. */
export const EXTERNAL_PIM_NOTICE =
  'You use an external product-information system: do not create or update products, SKUs, compliance keywords, titles, descriptions, custom fields, specs, video, SRP or product images in this console, because that puts the two systems out of sync. Competitor products, rankings and listings setup stay in this console.';

export function ExternalPimNotice() {
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" title="External product-information system" role="note">
      {EXTERNAL_PIM_NOTICE}
    </Callout>
  );
}
