/** /admin/users (adminOrOwner): users list, invite, role changes (owner), data protection. */
import { useState } from 'react';
import { Button, Callout, H3, Intent } from '@blueprintjs/core';
import { can } from '@console/schema';
import { DataTable, FilterBar, TableFooter } from '../../../ui/table/index.js';
import '../../../ui/table/table.css';
import './admin.css';
import { useSession } from '../../session/hooks/useSession.js';
import { useUsersList, USER_FILTER_FIELDS } from '../hooks/useUsersList.js';
import type { AdminUser } from '../graphql/operations.js';
import { DataProtection } from './DataProtection.js';
import { InviteDialog } from './InviteDialog.js';
import { RolesDialog } from './RolesDialog.js';

const COLUMNS = [
  { path: 'email' },
  { path: 'first_name' },
  { path: 'last_name' },
  { path: 'roles', sortable: false, render: (r: Record<string, unknown>) => (Array.isArray(r.roles) ? r.roles.join(', ') : '') },
];

export function UsersScreen() {
  const list = useUsersList();
  const { user } = useSession();
  const mayChangeRoles = can(user?.scope ?? [], 'changeRoles');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  return (
    <>
      <H3>Users</H3>
      <div className="resource-list">
        <div className="resource-list-top">
          <FilterBar fields={USER_FILTER_FIELDS} values={list.state.filters} onChange={list.state.setFilter} onClear={list.state.clearFilters} />
          <div className="resource-list-actions">
            <Button icon="new-person" intent={Intent.PRIMARY} text="Invite user" onClick={() => setInviting(true)} />
          </div>
        </div>
        {mayChangeRoles && <p>Click a user to change their roles.</p>}
        {list.error && <Callout intent={Intent.DANGER}>{list.error}</Callout>}
        <DataTable
          tableId="admin-users"
          columns={COLUMNS}
          rows={list.rows}
          loading={list.loading}
          sort={list.state.sort}
          onSortChange={list.state.setSort}
          onRowClick={mayChangeRoles ? (r) => setEditing(r as unknown as AdminUser) : undefined}
        />
        <TableFooter
          navigation={list.navigation}
          page={list.state.page}
          pageSize={list.state.pageSize}
          onPage={list.state.setPage}
          onPageSize={list.state.setPageSize}
          onExport={() => void list.csv.exportCsv()}
          exporting={list.csv.progress}
        />
      </div>
      <InviteDialog isOpen={inviting} onClose={() => setInviting(false)} />
      {editing && <RolesDialog user={editing} onClose={() => setEditing(null)} onSaved={() => void list.refetch()} />}
      <DataProtection />
    </>
  );
}
