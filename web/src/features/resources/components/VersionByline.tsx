/** Who wrote a version of a record, when, and in which transaction (issue 18). */
import { Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../kit/format/index.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { shortId } from '../../../kit/values/readValue.js';
import { transactionHref } from '../../../kit/wizard/TaskSteps.js';
import type { RecordAsOf } from '../graphql/asOf.js';

/** Who wrote a version, when, in which transaction. */
export function VersionByline({ v, companyCode }: { v: RecordAsOf; companyCode?: string | null }) {
  return (
    <span className="revert-byline">
      <Tag minimal intent={v.deleted ? 'danger' : 'primary'}>
        Version {v.version}
        {v.deleted ? ' (deleted)' : ''}
      </Tag>{' '}
      by {v.user_email ?? 'the system'} · {formatDateTime(v.recorded_at)}
      {v.transaction_uuid && (
        <>
          {' · '}
          <span title={v.transaction_uuid}>
            <AppLink href={transactionHref(v.transaction_uuid, companyCode)}>
              Transaction {shortId(v.transaction_uuid)}
            </AppLink>
          </span>
        </>
      )}
    </span>
  );
}
