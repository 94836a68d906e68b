/**
 * The records a resource deleted (issue 18, deletedRecords), most recent first: who deleted each
 * and when; open one as it was before its deletion, and restore it (a revert preview of its
 * deleting version, which re-creates it with its uuid and id, then apply).
 */
import { useQuery } from '@apollo/client/react';
import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { can, type ResourceDef } from '@console/schema';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../kit/format/index.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { jsonRecord } from '../../../kit/graphql/json.js';
import type { ResourceName } from '../../../kit/graphql/generated/graphql.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { formatValue, getPath } from '../../../kit/tables/fields.js';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { shortId } from '../../../kit/values/readValue.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { transactionHref } from '../../../kit/wizard/TaskSteps.js';
import { useSession } from '../../session/index.js';
import { DELETED_RECORDS } from '../graphql/asOf.js';
import { companyCodeOf } from './HistoryList.js';
import { RecordAsOfView } from './RecordAsOf.js';

const PAGE_SIZE = 25;

/** Where "Restore" goes: the revert of the deleting version's change, which re-creates the record. */
export const restoreHref = (resource: string, uuid: string, version: number) =>
  `/admin/revert/${resource}/${uuid}/${version}/change`;

export function DeletedRecords({ def }: { def: ResourceDef }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { user } = useSession();
  const mayRestore = !def.readOnly && can(user?.scope ?? [], 'write');
  const { data, loading, error, refetch } = useQuery(DELETED_RECORDS, {
    variables: { resource: def.name as ResourceName, page, page_size: PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.deletedRecords.rows ?? [];
  const nav = data?.deletedRecords.navigation;
  const captionPaths = def.columns.filter((c) => c !== 'id' && c !== def.companyPath).slice(0, 2);
  return (
    <Card aria-label="Data area" aria-busy={loading}>
      <ListBody
        loading={loading}
        error={failureMessage(error)}
        count={rows.length}
        onRetry={refetch}
        empty={<NonIdealState icon="trash" title="No deleted records" />}
      >
        <HTMLTable compact striped className="console-table" aria-label={`Deleted ${def.label.toLowerCase()}`}>
          <thead>
            <tr>
              <th>Id</th>
              <th>Record</th>
              <th>Deleted</th>
              <th>By</th>
              <th>In transaction</th>
              <th>
                <span className="bp6-text-muted">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const before = jsonRecord(r.before);
              const caption = captionPaths.map((p) => formatValue(getPath(before, p))).join(' · ');
              const isOpen = open === r.uuid;
              return (
                <Fragment key={r.uuid}>
                  <tr>
                    <td>{r.id ?? '—'}</td>
                    <td>{caption || <code>{r.uuid}</code>}</td>
                    <td>{formatDateTime(r.deleted_at)}</td>
                    <td>{r.user_email ?? 'the system'}</td>
                    <td>
                      {r.transaction_uuid ? (
                        <span title={r.transaction_uuid}>
                          <AppLink href={transactionHref(r.transaction_uuid, companyCodeOf(def, before))}>
                            {shortId(r.transaction_uuid)}
                          </AppLink>
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="console-row-actions">
                      <Button
                        size="small"
                        variant="minimal"
                        icon="eye-open"
                        text={isOpen ? 'Hide' : 'View as it was'}
                        aria-expanded={isOpen}
                        aria-label={`${isOpen ? 'Hide' : 'View as it was'}: record ${r.id ?? r.uuid}`}
                        onClick={() => setOpen(isOpen ? null : r.uuid)}
                      />
                      {mayRestore && (
                        <AppAnchorButton
                          size="small"
                          icon="undo"
                          intent="primary"
                          text="Restore"
                          aria-label={`Restore record ${r.id ?? r.uuid}`}
                          href={restoreHref(def.name, r.uuid, r.version)}
                        />
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <tr>
                      <td colSpan={6}>
                        {/* The version before its deletion: the record as it last was. */}
                        <RecordAsOfView def={def} uuid={r.uuid} version={Math.max(1, r.version - 1)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </HTMLTable>
      </ListBody>
      <Pager
        page={page}
        totalPages={nav?.total_pages ?? 1}
        totalItems={nav?.total_items ?? rows.length}
        busy={loading}
        onPage={setPage}
      />
    </Card>
  );
}
