import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  companyInputSchema,
  describeIssues,
  fieldLabel,
  gdprSettingsSchema,
  keywordInputSchema,
  labelMessage,
  listingInputSchema,
  rowMessage,
} from './index.js';

const messagesOf = (schema: z.ZodType, value: unknown, prefix?: string) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return describeIssues(result.error, prefix).map((p) => p.message);
};

describe('field labels', () => {
  it('names a field as the screens do, nested objects with ›, items and rows counted from 1', () => {
    expect(fieldLabel('min_price')).toBe('Min price');
    expect(fieldLabel('company.digit_code')).toBe('Company › Digit code');
    expect(fieldLabel(['request', 'company', 'name'])).toBe('Company › Name');
    expect(fieldLabel('keywords.1')).toBe('Keywords › item 2');
    expect(fieldLabel('rows.2.price')).toBe('Row 3 › Price');
    expect(fieldLabel('settings.retention_days')).toBe('Retention days');
    expect(fieldLabel('request')).toBe('Request');
    expect(labelMessage(['request'], 'is required')).toBe('Request is required');
  });

  it("puts the label in place of a model's snake_case field name, and in front of a bare predicate", () => {
    expect(labelMessage('company.digit_code', 'digit_code must be 1 to 12 digits')).toBe(
      'Company › Digit code must be 1 to 12 digits',
    );
    expect(labelMessage('entity_type.id', 'entity_type.id must be a positive integer')).toBe(
      'Entity type › Id must be a positive integer',
    );
    expect(labelMessage('retailer_url', 'must be a URL')).toBe('Retailer url must be a URL');
    expect(labelMessage('token', 'token: this link is not valid any more')).toBe(
      'Token: this link is not valid any more',
    );
    // A sentence of its own is kept; so is a message already labelled (the formatter may run twice).
    expect(labelMessage('name', 'Product P1 is still used')).toBe('Product P1 is still used');
    expect(labelMessage('min_price', 'Min price must be a number')).toBe('Min price must be a number');
  });

  it('counts rows as the wizard tables do', () => {
    expect(rowMessage(2, 'Price must be a number, got "abc"')).toBe('Row 3: Price must be a number, got "abc"');
  });
});

describe('validation messages', () => {
  it('says what is expected and what was given, never zod\'s "Invalid input: expected …"', () => {
    expect(messagesOf(z.object({ in_stock: z.boolean() }), { in_stock: 'maybe' })).toEqual([
      'In stock must be true or false, got "maybe"',
    ]);
    expect(messagesOf(z.object({ min_price: z.number().min(0) }), { min_price: 'abc' })).toEqual([
      'Min price must be a number, got "abc"',
    ]);
    expect(messagesOf(z.object({ min_price: z.number().min(0) }), { min_price: -2 })).toEqual([
      'Min price must be 0 or more, got -2',
    ]);
    expect(messagesOf(z.object({ tags: z.array(z.string()).max(1) }), { tags: ['a', 'b'] })).toEqual([
      'Tags must hold at most 1 item',
    ]);
    expect(messagesOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })).toEqual([
      'Kind must be one of a, b, got "c"',
    ]);
    expect(messagesOf(z.object({ email: z.email() }), { email: 'nope' })).toEqual([
      'Email must be an e-mail address, got "nope"',
    ]);
  });

  it("words the models' own checks the same way, with a missing field as required", () => {
    expect(
      messagesOf(listingInputSchema, {
        price: 'abc',
        in_stock: true,
        company: { digit_code: 'x1' },
        retailer_url: 'nope',
        date: '2026-01-01',
        sku: 'S1',
        retailer: { digit_code: '7001' },
      }),
    ).toEqual([
      'Company › Digit code must be 1 to 12 digits',
      'Retailer url must be a URL, got "nope"',
      'Product uuid is required',
      'Price must be a number, got "abc"',
    ]);
    expect(messagesOf(keywordInputSchema, { keyword: ' ', company: { digit_code: '1' } }, 'request')).toEqual([
      'Keyword is required',
    ]);
    expect(
      messagesOf(gdprSettingsSchema, { settings: { retention_days: 3, anonymise_exports: 'x', contact_email: 'a' } }),
    ).toEqual([
      'Retention days must be 30 or more',
      'Anonymise exports must be true or false, got "x"',
      'Contact email must be an e-mail address',
    ]);
  });

  it('keeps the dotted path and the code for clients, one problem per unknown field', () => {
    const result = companyInputSchema.strict().safeParse({ name: 'N', digit_code: '12', colour: 'red', size: 1 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error, 'request')).toEqual([
        { field: 'request.colour', code: 'unrecognized_keys', message: 'Unknown field "colour"' },
        { field: 'request.size', code: 'unrecognized_keys', message: 'Unknown field "size"' },
      ]);
    const nested = z.object({ company: z.object({ digit_code: z.string() }) }).safeParse({ company: {} });
    if (!nested.success)
      expect(describeIssues(nested.error)).toEqual([
        { field: 'company.digit_code', code: 'invalid_type', message: 'Company › Digit code is required' },
      ]);
  });
});
