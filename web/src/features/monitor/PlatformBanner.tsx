/**
 * The one place the app says the platform is unavailable (issue 14): while the gateway cannot
 * reach it, a banner under the navigation says so and that the console keeps retrying; it goes
 * when the platform answers again.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { usePlatformStatus } from './usePlatformStatus.js';

/** The banner's words (tests find it by them). */
export const PLATFORM_DOWN_TEXT = 'The platform is unavailable; retrying…';

export function PlatformBanner() {
  const status = usePlatformStatus();
  if (status.state !== 'down') return null;
  return (
    <Callout
      intent={Intent.WARNING}
      icon="offline"
      role="alert"
      aria-label="Platform status"
      className="console-platform-banner"
      compact
    >
      {PLATFORM_DOWN_TEXT}
    </Callout>
  );
}
