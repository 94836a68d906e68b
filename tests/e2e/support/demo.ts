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
/** A company digit code the seed creates. */
export const DEMO_COMPANY = { digitCode: '1001', name: 'Northwind Foods' } as const;
