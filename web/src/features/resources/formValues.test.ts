import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  companyRetailerInputSchema,
  keywordInputSchema,
  productSkuInputSchema,
  retailerInputSchema,
} from '@console/schema';
import { get } from 'react-hook-form';
import { z } from 'zod';
import { isSimpleArray, setPath } from '../../kit/tables/fields.js';
import { modelFields } from '../../kit/tables/modelFields.js';
import type { FieldInfo } from '../../kit/tables/fields.js';
import { FORM_WIDE, initialValues, recordResolver } from './formValues.js';
import { serverField } from './serverField.js';
import type { FormValues } from './formValues.js';
import type { ResourceRecord } from './graphql/operations.js';

/** The values with some fields changed, named by dotted path as the form names them. */
const edit = (values: FormValues, changes: Record<string, unknown>) =>
  Object.entries(changes).reduce((next, [path, value]) => setPath(next, path, value), values);

/** What the form's resolver answers: the checked input, or the message under each field. */
async function resolve(fields: FieldInfo[], values: FormValues, model: z.ZodObject, base?: ResourceRecord) {
  const options = { fields: {}, shouldUseNativeValidation: false };
  const result = await recordResolver(fields, model, base)(values, undefined, options);
  if (Object.keys(result.errors).length === 0) return { ok: true as const, input: result.values };
  const errors: Record<string, string> = {};
  for (const path of [...fields.map((f) => f.path), FORM_WIDE]) {
    const message = (get(result.errors, path) as { message?: string } | undefined)?.message;
    if (message) errors[path] = message;
  }
  return { ok: false as const, errors };
}

describe('generic form values', () => {
  const fields = modelFields(retailerInputSchema);
  const record = {
    name: 'Tesco',
    digit_code: '7001',
    url: 'https://www.tesco.com',
    country: { id: 1, iso_code: 'GB' },
    is_active: true,
    uuid: 'u',
    version: 3,
  };

  it('round-trips a record through the form, nested objects as dotted fields', async () => {
    const values = initialValues(fields, record);
    expect(values).toMatchObject({ country: { id: '1' } });
    const built = await resolve(
      fields,
      edit(values, { name: 'Tesco Extra', 'country.id': '2' }),
      retailerInputSchema,
      record,
    );
    expect(built).toEqual({
      ok: true,
      input: {
        name: 'Tesco Extra',
        digit_code: '7001',
        url: 'https://www.tesco.com',
        country: { id: 2, iso_code: 'GB' },
        is_active: true,
      },
    });
  });

  it('puts the model messages under their fields', async () => {
    const values = initialValues(fields, record);
    const built = await resolve(
      fields,
      edit(values, { name: '  ', digit_code: 'abc', 'country.id': '' }),
      retailerInputSchema,
      record,
    );
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors.name).toBe('Name is required');
      expect(built.errors.digit_code).toBe('Digit code must be 1 to 12 digits');
      expect(built.errors['country.id']).toBeTruthy();
    }
  });

  it('sends null for an emptied nullable field', async () => {
    const kw = modelFields(keywordInputSchema);
    const built = await resolve(
      kw,
      edit(
        {},
        { keyword: 'oats', 'company.digit_code': '1001', 'company.name': '', retailer_url: '', is_active: true },
      ),
      keywordInputSchema,
    );
    expect(built).toMatchObject({ ok: true, input: { retailer_url: null } });
  });

  it('sends null for a nullable nested object left empty, and still checks a required one', async () => {
    const cat = modelFields(categoryInputSchema);
    const category = { name: 'Cereals', parent: 'Breakfast', company: null, uuid: 'c', version: 1 };
    const built = await resolve(
      cat,
      edit(initialValues(cat, category), { parent: 'Morning' }),
      categoryInputSchema,
      category,
    );
    expect(built).toEqual({ ok: true, input: { name: 'Cereals', parent: 'Morning', company: null } });
    const half = await resolve(
      cat,
      edit(initialValues(cat, category), { 'company.name': 'Northwind Foods' }),
      categoryInputSchema,
      category,
    );
    expect(half.ok).toBe(false);
    const kw = modelFields(keywordInputSchema);
    const keyword = {
      keyword: 'oats',
      company: { digit_code: '1001' },
      retailer_url: null,
      is_active: true,
      uuid: 'k',
      version: 1,
    };
    const refused = await resolve(
      kw,
      edit(initialValues(kw, keyword), { 'company.digit_code': '' }),
      keywordInputSchema,
      keyword,
    );
    expect(refused.ok).toBe(false);
  });

  it('shows a message of a field the form does not show for the form as a whole', async () => {
    const shown = fields.filter((f) => f.path !== 'name');
    const built = await resolve(shown, initialValues(shown, record), retailerInputSchema);
    expect(built).toEqual({ ok: false, errors: { [FORM_WIDE]: 'Name is required' } });
  });

  it('maps a server field to the form field', () => {
    expect(serverField('request.country.id')).toBe('country.id');
    expect(serverField(null)).toBe('');
  });

  it('edits arrays of simple values as lists, checked item by item with the model', async () => {
    const skuFields = modelFields(productSkuInputSchema);
    const keywords = skuFields.find((f) => f.path === 'keywords')!;
    expect(isSimpleArray(keywords)).toBe(true);
    expect(isSimpleArray(skuFields.find((f) => f.path === 'specs')!)).toBe(false);
    const sku = {
      sku: 'S-1',
      company: { digit_code: '1001' },
      product_uuid: '8a5d39c0-831e-5033-8aa1-b74bbe195e07',
      gtin: null,
      keywords: ['oats', 'crunch'],
      specs: { size: '1 kg' },
      is_active: true,
    };
    const values = initialValues(skuFields, sku);
    expect(values.keywords).toEqual(['oats', 'crunch']);
    expect(values.specs).toContain('"size": "1 kg"');
    expect(
      await resolve(skuFields, { ...values, keywords: ['oats', 'granola'] }, productSkuInputSchema, sku),
    ).toMatchObject({ ok: true, input: { keywords: ['oats', 'granola'], specs: { size: '1 kg' } } });
    const tooLong = await resolve(
      skuFields,
      { ...values, keywords: ['oats', 'x'.repeat(201)] },
      productSkuInputSchema,
      sku,
    );
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.errors.keywords).toBe('Keywords › item 2 must be at most 200 characters');
  });

  it('names the item an enum array refuses', async () => {
    const fields = modelFields(companyRetailerInputSchema);
    const link = {
      company: { digit_code: '1001' },
      retailer: { digit_code: '7001' },
      retailer_url: 'https://www.tesco.com',
      metrics: ['rankings'],
    };
    const built = await resolve(
      fields,
      { ...initialValues(fields, link), metrics: ['rankings', 'gossip'] },
      companyRetailerInputSchema,
      link,
    );
    expect(built).toEqual({
      ok: false,
      errors: {
        metrics: expect.stringMatching(/^Metrics › item 2 must be one of rankings, listings, .*, got "gossip"$/),
      },
    });
  });

  it('turns number items into numbers and refuses text among them', async () => {
    const model = z.object({ ranks: z.array(z.number().int()) });
    const fields = modelFields(model);
    expect(await resolve(fields, { ranks: ['3', '10'] }, model)).toEqual({ ok: true, input: { ranks: [3, 10] } });
    expect(await resolve(fields, { ranks: ['3', 'ten'] }, model)).toEqual({
      ok: false,
      errors: { ranks: 'Ranks › item 2 must be a number, got "ten"' },
    });
  });
});
