/** Users, sessions and the one-time tokens of the auth flows (§3, §4, DESIGN §3). */
import { z } from '../zod.js';
import { ROLES } from '../roles.js';
import { nonEmpty, uuidSchema } from './common.js';

/** A role of §6, refused by name otherwise. (roles.ts, which the shell reads, holds no zod.) */
export const roleSchema = z.enum(ROLES, { error: () => `role must be one of ${ROLES.join(', ')}` });

export const emailSchema = z.email({ error: 'email must be an e-mail address' }).max(254);

/** A user as /auth/user returns it (§3). `scope` is the list of role names the checks read. */
export const userSchema = z.object({
  user_uuid: uuidSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: emailSchema,
  scope: z.array(z.string()),
  roles: z.array(roleSchema),
  read_policy: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(10, 'password must be at least 10 characters')
  .max(200, 'password must be at most 200 characters');

/** POST /auth/login. The login form only needs a non-empty password; strength is checked on set. */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});
export const loginResponseSchema = z.object({ token: z.string().min(20) });

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export const passwordResetConfirmSchema = z.strictObject({ token: z.string().min(20), password: passwordSchema });
export const invitationCreateSchema = z.strictObject({
  email: emailSchema,
  first_name: nonEmpty('first_name', 100).optional(),
  last_name: nonEmpty('last_name', 100).optional(),
  roles: z.array(roleSchema).min(1, 'roles must name at least one role'),
});
export const invitationAcceptSchema = z.strictObject({
  code: z.string().min(20, 'code is not valid'),
  first_name: nonEmpty('first_name', 100),
  last_name: nonEmpty('last_name', 100),
  password: passwordSchema,
});
export const authorizeRequestSchema = z.strictObject({ token: z.string().min(20, 'token is not valid') });
export const userRolesUpdateSchema = z.strictObject({ roles: z.array(roleSchema) });
export const privacyAcceptSchema = z.strictObject({ read_policy: z.literal(true) });
