/** Demo users of the reference platform's seed (README) and their password. */
export const DEMO_PASSWORD = 'demo-password-1';
export const USERS = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  ops: 'ops@demo.test',
  superadmin: 'superadmin@demo.test',
  allstaff: 'allstaff@demo.test',
  viewer: 'viewer@demo.test',
  nopolicy: 'nopolicy@demo.test',
} as const;
/** The demo users' full names (the seed's first and last names): history rows name who made a change. */
export const USER_NAMES: Record<string, string> = {
  'owner@demo.test': 'Olivia Owner',
  'admin@demo.test': 'Adam Admin',
  'ops@demo.test': 'Oscar Ops',
  'superadmin@demo.test': 'Sara Superadmin',
  'allstaff@demo.test': 'Alex Allstaff',
  'viewer@demo.test': 'Vera Viewer',
  'nopolicy@demo.test': 'Noah Nopolicy',
};
/** A company digit code the seed creates. */
export const DEMO_COMPANY = { digitCode: '1001', name: 'Northwind Foods' } as const;
