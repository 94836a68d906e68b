/** What shows while a page is pending: a small spinner, and the loading bar is told to run. */
import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { usePendingNavigation } from './loadingStore.js';

export function PendingScreen() {
  usePendingNavigation();
  return (
    <div className="console-centered" aria-busy="true">
      <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />
    </div>
  );
}
