/** /suggest-browser (§2): where Internet Explorer is sent. Plain markup, so it renders everywhere. */
import { H4 } from '@blueprintjs/core';

export function SuggestBrowserRoute() {
  return (
    <>
      <H4>Please use a modern browser</H4>
      <p>
        This console does not work in Internet Explorer. Open it in a current version of Chrome, Edge, Firefox or
        Safari.
      </p>
    </>
  );
}
