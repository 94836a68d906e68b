import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_ACCESS, MESSAGES, refusalOf, type RootType } from './index.js';

const folder = fileURLToPath(new URL('../graphql/', import.meta.url));
const sdl = readdirSync(folder)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(folder + f, 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);
const rootFields = (type: RootType) => {
  const root =
    type === 'Query'
      ? schema.getQueryType()
      : type === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return Object.keys(root?.getFields() ?? {}).sort();
};

describe('GraphQL access table', () => {
  it.each(['Query', 'Mutation', 'Subscription'] as const)(
    'declares the access of every %s field of the SDL, and of no other',
    (type) => {
      expect(Object.keys(GRAPHQL_ACCESS[type]).sort()).toEqual(rootFields(type));
    },
  );
});

describe('refusals', () => {
  const staff = { scope: ['admin'], read_policy: true };
  it('lets anyone through a public field and any signed-in user through a session field', () => {
    expect(refusalOf('public', null)).toBeNull();
    expect(refusalOf('session', null)).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    expect(refusalOf('session', { scope: [], read_policy: false })).toBeNull();
  });
  it('refuses a missing role with the roles it needs, before the privacy gate', () => {
    expect(refusalOf('write', { scope: ['ops'], read_policy: false })).toMatchObject({
      status: 403,
      reason: 'forbidden',
      message: expect.stringMatching(/admin, superadmin, owner/),
    });
    expect(refusalOf('write', staff)).toBeNull();
  });
  it('refuses every write, and no read, to a user who has not read the privacy policy', () => {
    const unread = { scope: ['owner'], read_policy: false };
    expect(refusalOf('write', unread)).toEqual({ status: 403, reason: 'privacy', message: MESSAGES.privacyNotRead });
    expect(refusalOf('changeRoles', unread)).toMatchObject({ reason: 'privacy' });
    expect(refusalOf('read', unread)).toBeNull();
    expect(refusalOf('adminOrOwner', unread)).toBeNull();
  });
  it('keeps the grants of roles and sign-in links to the owner', () => {
    const allstaff = { scope: ['admin', 'ops', 'superadmin'], read_policy: true };
    for (const action of ['changeRoles', 'invite', 'signInLinks'] as const) {
      expect(refusalOf(action, allstaff)).toMatchObject({
        status: 403,
        message: 'Forbidden: this operation needs one of the roles owner.',
      });
      expect(refusalOf(action, { scope: ['owner'], read_policy: true })).toBeNull();
    }
    expect(refusalOf('adminOrOwner', allstaff)).toBeNull();
    expect(refusalOf('service', allstaff)).toMatchObject({ status: 403 });
  });
});
