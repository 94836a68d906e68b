/** The error page (§2): the status (default 500) and the message (default "Error"). */
import { NonIdealState } from '@blueprintjs/core';
import { DEFAULT_ERROR_STATUS, MESSAGES, ROUTES } from '@console/schema';
import { AppLink } from './AppLink.js';

interface Props {
  status?: number;
  message?: string;
}

export function ErrorScreen({ status = DEFAULT_ERROR_STATUS, message = MESSAGES.errorPageDefault }: Props) {
  return (
    <div className="console-centered">
      <NonIdealState
        icon={status === 404 ? 'search' : 'error'}
        title={String(status)}
        description={<span role="alert">{message}</span>}
        action={<AppLink href={ROUTES.home}>{MESSAGES.backHome}</AppLink>}
      />
    </div>
  );
}
