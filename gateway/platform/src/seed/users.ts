/** The demo users: one per role and the combinations the role checks care about (§4, §6). */
import type { Role } from '@console/schema';
import type { Queryable } from '../store/db.js';
import { demoUuid } from './random.js';

/** The password of every demo user (printed by `npm start`, written in the README). */
export const DEMO_PASSWORD = 'demo-password-1';

export interface DemoUser {
  email: string;
  first_name: string;
  last_name: string;
  roles: readonly Role[];
  read_policy: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@demo.test', first_name: 'Olivia', last_name: 'Owner', roles: ['owner'], read_policy: true },
  { email: 'admin@demo.test', first_name: 'Adam', last_name: 'Admin', roles: ['admin'], read_policy: true },
  { email: 'ops@demo.test', first_name: 'Oscar', last_name: 'Ops', roles: ['ops'], read_policy: true },
  {
    email: 'superadmin@demo.test',
    first_name: 'Sara',
    last_name: 'Superadmin',
    roles: ['superadmin'],
    read_policy: true,
  },
  {
    email: 'allstaff@demo.test',
    first_name: 'Alex',
    last_name: 'Allstaff',
    roles: ['admin', 'ops', 'superadmin'],
    read_policy: true,
  },
  { email: 'viewer@demo.test', first_name: 'Vera', last_name: 'Viewer', roles: [], read_policy: true },
  { email: 'nopolicy@demo.test', first_name: 'Noah', last_name: 'Nopolicy', roles: ['admin'], read_policy: false },
];

export const demoUserUuid = (email: string): string => demoUuid('user', email);

/** Inserts the demo users with one shared password hash (scrypt is slow on purpose: hash once). */
export async function insertDemoUsers(q: Queryable, passwordHash: string): Promise<number> {
  const rows = DEMO_USERS.map((u) => ({ ...u, user_uuid: demoUserUuid(u.email), password_hash: passwordHash }));
  await q.query(
    `insert into users (user_uuid, email, password_hash, first_name, last_name, roles, read_policy)
     select user_uuid, email, password_hash, first_name, last_name, roles, read_policy
     from jsonb_to_recordset($1::jsonb) as r(user_uuid uuid, email text, password_hash text, first_name text,
       last_name text, roles jsonb, read_policy boolean)`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
