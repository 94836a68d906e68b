/** Users as staff manage them (/admin/users, DESIGN §4): the list, and roles changed by the owner. */
import {
  getListRequestSchema,
  navigationFor,
  userRolesUpdateSchema,
  versioned,
  PAYLOAD_VERSION,
} from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import { diff } from '../../store/commands.js';
import { type UserFilter, listUsers, setRoles, toUser, userByUuid } from '../../store/users.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import { readHistory } from './history.js';

const SORTABLE = new Set(['email', 'first_name', 'last_name', 'created_at'] as const);
const FILTERABLE = new Set(['email', 'first_name', 'last_name'] as const);
/** `user_uuid` filters by equality (one user, as the roles screen opens it); a plain value or `{eq}`. */
const uuidFilter = z.union([z.uuid(), z.object({ eq: z.uuid() }).strict()]);
const rolesBody = versioned(PAYLOAD_VERSION, userRolesUpdateSchema);

const isIn = <T extends string>(set: ReadonlySet<T>, value: string): value is T => set.has(value as T);

export function registerUserRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  on('POST', '/users/getlist', 'adminOrOwner', async (req) => {
    const { filter, navigation } = parseOr400(getListRequestSchema, req.body ?? {});
    const filters: UserFilter[] = [];
    for (const [field, value] of Object.entries(filter)) {
      if (field === 'user_uuid') {
        const parsed = uuidFilter.safeParse(value);
        if (!parsed.success) throw badRequest('filter.user_uuid must be a UUID', 'filter.user_uuid');
        filters.push({ field, equals: typeof parsed.data === 'string' ? parsed.data : parsed.data.eq });
        continue;
      }
      if (!isIn(FILTERABLE, field)) throw badRequest(`There is no field "${field}" to filter by`, `filter.${field}`);
      const like = value && typeof value === 'object' && 'like' in value ? String(value.like) : String(value);
      filters.push({ field, contains: like });
    }
    const sort = navigation.sort?.[0];
    if (sort && !isIn(SORTABLE, sort.field))
      throw badRequest(`There is no field "${sort.field}" to sort by`, `navigation.sort.${sort.field}`);
    const { rows, total } = await listUsers(
      ctx.db,
      filters,
      sort && isIn(SORTABLE, sort.field) ? { field: sort.field, direction: sort.direction } : undefined,
      navigation,
    );
    return { data: rows, navigation: navigationFor(navigation.page, navigation.page_size, total) };
  });
  // A role change is audited like any write: an event on the user's stream (before, after, who)
  // and a transaction, in the same database transaction as the change itself.
  on('PUT', '/users/:uuid', 'changeRoles', async (req, principal) => {
    const { request } = parseOr400(rolesBody, req.body);
    const uuid = req.params.uuid!;
    if (!(await userByUuid(ctx.db, uuid))) throw notFound(`No user with uuid ${uuid}`);
    const { transactionUuid } = await ctx.commands.run(
      { kind: 'users.roles', resource: 'users', user_uuid: principal.user_uuid },
      async (w) => {
        const before = await setRoles(w.tx, uuid, request.roles);
        await w.append('users', `users:${uuid}`, 'users.roles_changed', {
          before: { roles: before },
          after: { roles: request.roles },
          // Only what changed: the same roles given again make a version that changes nothing.
          changes: diff({ roles: before }, { roles: request.roles }),
        });
        w.count('users', 'update');
      },
    );
    return {
      data: { ...toUser((await userByUuid(ctx.db, uuid))!), transaction_uuid: transactionUuid },
      message: 'Roles updated',
    };
  });
  on('POST', '/users/history/getlist', 'adminOrOwner', async (req, principal) =>
    readHistory(ctx.db, { store: 'users' }, req.body, principal.scope),
  );
}
