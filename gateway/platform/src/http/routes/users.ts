/** Users as staff manage them (/admin/users, DESIGN §4): the list, and roles changed by the owner. */
import { getListRequestSchema, navigationFor, userRolesUpdateSchema, versioned, PAYLOAD_VERSION } from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import { USER_COLUMNS, toUser, userByUuid } from '../../store/users.js';
import { readHistory } from './history.js';

const SORTABLE = new Set(['email', 'first_name', 'last_name', 'created_at']);
const FILTERABLE = new Set(['email', 'first_name', 'last_name']);
/** `user_uuid` filters by equality (one user, as the roles screen opens it); a plain value or `{eq}`. */
const uuidFilter = z.union([z.uuid(), z.object({ eq: z.uuid() }).strict()]);
const rolesBody = versioned(PAYLOAD_VERSION, userRolesUpdateSchema);

export function registerUserRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  on('POST', '/users/getlist', 'adminOrOwner', async (req) => {
    const { filter, navigation } = parseOr400(getListRequestSchema, req.body ?? {});
    const clauses: string[] = [];
    const params: unknown[] = [];
    for (const [field, value] of Object.entries(filter)) {
      if (field === 'user_uuid') {
        const parsed = uuidFilter.safeParse(value);
        if (!parsed.success) throw badRequest('filter.user_uuid must be a uuid', 'filter.user_uuid');
        params.push(typeof parsed.data === 'string' ? parsed.data : parsed.data.eq);
        clauses.push(`user_uuid = $${params.length}`);
        continue;
      }
      if (!FILTERABLE.has(field)) throw badRequest(`unknown filter field: ${field}`, `filter.${field}`);
      const like = value && typeof value === 'object' && 'like' in value ? String(value.like) : String(value);
      params.push(`%${like}%`);
      clauses.push(`${field} ilike $${params.length}`);
    }
    const sort = navigation.sort?.[0];
    if (sort && !SORTABLE.has(sort.field)) throw badRequest(`unknown sort field: ${sort.field}`, `navigation.sort.${sort.field}`);
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const rows = await ctx.db.query<Parameters<typeof toUser>[0] & { total: number }>(
      `select ${USER_COLUMNS}, count(*) over ()::int as total from users ${where}
       order by ${sort ? `${sort.field} ${sort.direction}` : 'email'} limit ${navigation.page_size} offset ${(navigation.page - 1) * navigation.page_size}`,
      params,
    );
    return { data: rows.map(toUser), navigation: navigationFor(navigation.page, navigation.page_size, rows[0]?.total ?? 0) };
  });
  // A role change is audited like any write: an event on the user's stream (before, after, who)
  // and a transaction, in the same database transaction as the change itself.
  on('PUT', '/users/:uuid', 'changeRoles', async (req, principal) => {
    const { request } = parseOr400(rolesBody, req.body);
    const uuid = req.params.uuid!;
    if (!(await userByUuid(ctx.db, uuid))) throw notFound(`No user with uuid ${uuid}`);
    const { transactionUuid } = await ctx.commands.run({ kind: 'users.roles', resource: 'users', user_uuid: principal.user_uuid }, async (w) => {
      const before = (await w.tx.query<{ roles: string[] }>('select roles from users where user_uuid = $1 for update', [uuid]))[0]?.roles ?? [];
      await w.tx.query('update users set roles = $2::jsonb where user_uuid = $1', [uuid, JSON.stringify(request.roles)]);
      await w.append('users', `users:${uuid}`, 'users.roles_changed', {
        before: { roles: before },
        after: { roles: request.roles },
        changes: [{ field: 'roles', before, after: request.roles }],
      });
      w.counts.update++;
    });
    return { data: { ...toUser((await userByUuid(ctx.db, uuid))!), transaction_uuid: transactionUuid }, message: 'Roles updated' };
  });
  on('POST', '/users/history/getlist', 'adminOrOwner', async (req, principal) => readHistory(ctx.db, { store: 'users' }, req.body, principal.scope));
}
