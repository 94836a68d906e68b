/** Admin calls (admin.graphql beside this file, typed by codegen): users, invite, roles, GDPR. */
import type { AdminUsersQuery, GdprSettingsInput } from '../../../kit/graphql/generated/graphql.js';

export {
  AdminUsersDocument as USERS,
  InviteDocument as INVITE,
  UpdateUserRolesDocument as UPDATE_USER_ROLES,
  UserHistoryDocument as USER_HISTORY,
  GdprExportDocument as GDPR_EXPORT,
  GdprSettingsDocument as GDPR_SETTINGS,
  GdprSaveSettingsDocument as GDPR_SAVE,
} from '../../../kit/graphql/generated/graphql.js';

/** A user as /admin/users lists them. */
export type AdminUser = AdminUsersQuery['users']['rows'][number];
/** Data-protection settings (GdprSettingsInput). */
export type GdprSettings = GdprSettingsInput;
