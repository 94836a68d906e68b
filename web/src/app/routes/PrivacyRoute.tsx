/** /privacy (§4): the privacy gate; accepting sets read_policy and continues. */
import { Button, Callout, H4 } from '@blueprintjs/core';
import { MESSAGES } from '@console/schema';
import { useSession } from '../../features/session/hooks/useSession.js';

export function PrivacyRoute() {
  const { user, busy, acceptPrivacy } = useSession();
  return (
    <>
      <H4>Privacy policy</H4>
      <Callout intent="warning" icon="info-sign">
        {MESSAGES.privacyNotRead}
      </Callout>
      <p style={{ marginTop: 12 }}>
        This console holds company and personal data. Use it only for your work, keep what you see confidential, and
        sign out when you leave your desk.
      </p>
      <Button
        intent="primary"
        fill
        loading={busy}
        disabled={!user || user.read_policy}
        onClick={acceptPrivacy}
        text="I have read the privacy policy"
        size="small"
      />
    </>
  );
}
