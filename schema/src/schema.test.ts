import { describe, expect, it } from 'vitest';
import {
  BULK_RESOURCES,
  MESSAGES,
  RESOURCES,
  SESSION_COOKIE_NAME,
  bulkRowCells,
  can,
  companyDoesNotExist,
  errorEnvelope,
  errorEnvelopeSchema,
  fieldPaths,
  getListRequestSchema,
  isAdminOrOwner,
  isSafeInternalPath,
  messageForStatus,
  statusOf,
  writeBodySchema,
} from './index.js';

describe('constants and catalogue', () => {
  it('builds the session cookie name from the prefixes of §9', () => {
    expect(SESSION_COOKIE_NAME).toBe('cms._token.local');
  });
  it('maps statuses to the §8 messages', () => {
    expect(messageForStatus(0)).toBe('No internet connection found. Please check your connection and try again.');
    expect(messageForStatus(400)).toBe(MESSAGES.badRequest);
    expect(messageForStatus(400, 'login')).toBe('Your e-mail/password combination does not match.');
    expect(messageForStatus(401)).toBe('Unauthorized access.');
    expect(messageForStatus(503)).toBe(MESSAGES.platformUnavailable);
    expect(messageForStatus(502)).toBe(MESSAGES.serverError);
    expect(companyDoesNotExist('123')).toBe('Company (123) does not exist!');
  });
  it('takes the status from the error, its status, or the response, defaulting to 500', () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ response: { status: 409 } })).toBe(409);
    expect(statusOf(new Error('x'))).toBe(500);
  });
});

describe('roles', () => {
  it('lets the owner do anything and staff only their actions', () => {
    expect(can(['owner'], 'dissociationApply')).toBe(true);
    expect(can(['ops'], 'bulk')).toBe(true);
    expect(can(['ops'], 'write')).toBe(false);
    expect(can(['ops'], 'dissociationApply')).toBe(false);
    expect(can(['admin'], 'dissociationApply')).toBe(true);
    expect(can([], 'read')).toBe(false);
  });
  it('admits to adminOrOwner an owner or a holder of all three staff roles', () => {
    expect(isAdminOrOwner(['owner'])).toBe(true);
    expect(isAdminOrOwner(['admin', 'ops', 'superadmin'])).toBe(true);
    expect(isAdminOrOwner(['admin', 'ops'])).toBe(false);
  });
});

describe('safe internal redirect paths', () => {
  it.each(['/admin/companies', '/admin/companies/1001?tab=skus', '/a%20b'])('accepts %s', (path) => {
    expect(isSafeInternalPath(path)).toBe(true);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/javascript:alert(1)',
    'admin',
    '',
    '/a\u0000b',
  ])('refuses %s', (path) => {
    expect(isSafeInternalPath(path)).toBe(false);
  });
});

describe('resources and bodies', () => {
  it('lists every generic resource of §7 with unique paths', () => {
    const paths = RESOURCES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/product_groups/groupings');
    expect(RESOURCES).toHaveLength(22);
  });
  it('derives dotted filter paths from a model', () => {
    const skus = RESOURCES.find((r) => r.name === 'product_skus')!;
    expect(fieldPaths(skus.record)).toContain('company.digit_code');
  });
  it('names the wrong version in the message', () => {
    const result = writeBodySchema.safeParse({ version: '2.0', request: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("version must be '1.0'");
  });
  it('uses version 1.1 for product media and no preview for brands', () => {
    expect(BULK_RESOURCES.find((b) => b.name === 'product_media')?.version).toBe('1.1');
    expect(BULK_RESOURCES.find((b) => b.name === 'brands')?.previewPath).toBeNull();
  });
  it('defaults getlist paging and refuses a page size over the largest lookup', () => {
    expect(getListRequestSchema.parse({}).navigation.page).toBe(1);
    expect(getListRequestSchema.safeParse({ navigation: { page_size: 100000 } }).success).toBe(false);
  });
});

describe('the error envelope', () => {
  it('puts the reason in data.response and message, the field and details beside it, and reads back', () => {
    const answer = errorEnvelope(409, '1 row(s) changed', { field: 'request.preview_id', moved: 1 });
    expect(answer).toEqual({
      data: { success: false, response: '1 row(s) changed', field: 'request.preview_id', moved: 1 },
      message: '1 row(s) changed',
      status: 409,
      navigation: null,
    });
    expect(errorEnvelopeSchema.parse(answer)).toEqual(answer);
  });
});

describe('bulk row cells', () => {
  const model = BULK_RESOURCES.find((bulk) => bulk.name === 'companies')!.row.strict();

  it('keep a row’s own __proto__ or constructor field a field the model refuses, not a prototype to read from', () => {
    const row = JSON.parse('{"__proto__":{"digit_code":"777"},"constructor":null,"name":"a"}') as Record<
      string,
      unknown
    >;
    const cells = bulkRowCells(model, row);
    expect(Object.getPrototypeOf(cells.values)).toBe(Object.prototype);
    expect((cells.values as { digit_code?: unknown }).digit_code).toBeUndefined();
    const result = model.safeParse(cells.values);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('__proto__');
  });
});
