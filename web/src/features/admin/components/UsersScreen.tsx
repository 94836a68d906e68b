/**
 * /admin/users (adminOrOwner): users list, invite, data protection; and /admin/users/update/{uuid}
 * (owner guard, §6): the same screen with the roles dialog of that user open, so a role change
 * has an address and the owner-only guard stands in front of it.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, H3, Intent } from '@blueprintjs/core';
import { can } from '@console/schema';
import { DataTable, FilterBar, TableFooter } from '../../../kit/tables/index.js';
import '../../../kit/tables/table.css';
import './admin.css';
import { useSession } from '../../session/index.js';
import { useUsersList, USER_FILTER_FIELDS } from '../hooks/useUsersList.js';
import { USERS, type AdminUser } from '../graphql/operations.js';
import { DataProtection } from './DataProtection.js';
import { InviteDialog } from './InviteDialog.js';
import { RolesDialog } from './RolesDialog.js';

const COLUMNS = [
  { path: 'email' },
  { path: 'first_name' },
  { path: 'last_name' },
  {
    path: 'roles',
    sortable: false,
    render: (r: Record<string, unknown>) => (Array.isArray(r.roles) ? r.roles.join(', ') : ''),
  },
];

/** The user whose roles the route opens, fetched by uuid (it may not be on the list's page). */
function useEditedUser(uuid: string | undefined) {
  const { data, loading } = useQuery(USERS, {
    variables: { filter: { user_uuid: uuid } },
    skip: !uuid,
    fetchPolicy: 'network-only',
  });
  return { user: data?.users.rows[0] ?? null, missing: Boolean(uuid && data && data.users.rows.length === 0), loading };
}

export function UsersScreen({ editingUuid }: { editingUuid?: string }) {
  const list = useUsersList();
  const { user } = useSession();
  const mayChangeRoles = can(user?.scope ?? [], 'changeRoles');
  // Every invitation grants a role, and only the owner grants roles (DESIGN §8).
  const mayInvite = can(user?.scope ?? [], 'invite');
  const [inviting, setInviting] = useState(false);
  const [, navigate] = useLocation();
  const search = useSearch();
  const keepSearch = search ? `?${search}` : '';
  const editing = useEditedUser(editingUuid);
  const closeRoles = () => navigate(`/admin/users${keepSearch}`);
  return (
    <>
      <H3>Users</H3>
      <div className="resource-list">
        <div className="resource-list-top">
          <FilterBar
            fields={USER_FILTER_FIELDS}
            values={list.state.filters}
            onChange={list.state.setFilter}
            onClear={list.state.clearFilters}
          />
          <div className="resource-list-actions">
            {mayInvite && (
              <Button
                size="small"
                icon="new-person"
                intent={Intent.PRIMARY}
                text="Invite user"
                onClick={() => setInviting(true)}
              />
            )}
          </div>
        </div>
        {mayChangeRoles && <p>Click a user to change their roles.</p>}
        {editing.missing && <Callout intent={Intent.WARNING}>No user has the id {editingUuid}.</Callout>}
        <DataTable
          tableId="admin-users"
          columns={COLUMNS}
          rows={list.rows}
          loading={list.loading}
          failure={list.error === null ? null : { message: list.error, retry: list.refetch }}
          sort={list.state.sort}
          onSortChange={list.state.setSort}
          onRowClick={
            mayChangeRoles
              ? (r) => navigate(`/admin/users/update/${(r as unknown as AdminUser).user_uuid}${keepSearch}`)
              : undefined
          }
        />
        <TableFooter
          navigation={list.navigation}
          page={list.state.page}
          pageSize={list.state.pageSize}
          onPage={list.state.setPage}
          onPageSize={list.state.setPageSize}
          onExport={() => void list.csv.exportCsv()}
          exporting={list.csv.progress}
          failed={list.error !== null}
        />
      </div>
      {mayInvite && <InviteDialog isOpen={inviting} onClose={() => setInviting(false)} />}
      {editing.user && (
        <RolesDialog
          key={editing.user.user_uuid}
          user={editing.user}
          onClose={closeRoles}
          onSaved={() => void list.refetch()}
        />
      )}
      <DataProtection />
    </>
  );
}
