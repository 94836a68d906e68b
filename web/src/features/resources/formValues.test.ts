import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  companyRetailerInputSchema,
  keywordInputSchema,
  productSkuInputSchema,
  retailerInputSchema,
} from '@console/schema';
import { z } from 'zod';
import { isSimpleArray, modelFields } from '../../kit/tables/fields.js';
import { buildInput, initialValues, serverField } from './formValues.js';

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

  it('round-trips a record through the form, nested objects as dotted fields', () => {
    const values = initialValues(fields, record);
    expect(values['country.id']).toBe('1');
    const built = buildInput(
      fields,
      { ...values, name: 'Tesco Extra', 'country.id': '2' },
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

  it('puts the model messages under their fields', () => {
    const values = initialValues(fields, record);
    const built = buildInput(
      fields,
      { ...values, name: '  ', digit_code: 'abc', 'country.id': '' },
      retailerInputSchema,
      record,
    );
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors.name).toBe('name is required');
      expect(built.errors.digit_code).toBe('digit_code must be 1 to 12 digits');
      expect(built.errors['country.id']).toBeTruthy();
    }
  });

  it('sends null for an emptied nullable field', () => {
    const kw = modelFields(keywordInputSchema);
    const built = buildInput(
      kw,
      { keyword: 'oats', 'company.digit_code': '1001', 'company.name': '', retailer_url: '', is_active: true },
      keywordInputSchema,
    );
    expect(built).toMatchObject({ ok: true, input: { retailer_url: null } });
  });

  it('sends null for a nullable nested object left empty, and still checks a required one', () => {
    const cat = modelFields(categoryInputSchema);
    const category = { name: 'Cereals', parent: 'Breakfast', company: null, uuid: 'c', version: 1 };
    const built = buildInput(
      cat,
      { ...initialValues(cat, category), parent: 'Morning' },
      categoryInputSchema,
      category,
    );
    expect(built).toEqual({ ok: true, input: { name: 'Cereals', parent: 'Morning', company: null } });
    const half = buildInput(
      cat,
      { ...initialValues(cat, category), 'company.name': 'Northwind Foods' },
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
    const refused = buildInput(
      kw,
      { ...initialValues(kw, keyword), 'company.digit_code': '' },
      keywordInputSchema,
      keyword,
    );
    expect(refused.ok).toBe(false);
  });

  it('maps a server field to the form field', () => {
    expect(serverField('request.country.id')).toBe('country.id');
    expect(serverField(null)).toBe('');
  });

  it('edits arrays of simple values as lists, checked item by item with the model', () => {
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
      buildInput(skuFields, { ...values, keywords: ['oats', 'granola'] }, productSkuInputSchema, sku),
    ).toMatchObject({ ok: true, input: { keywords: ['oats', 'granola'], specs: { size: '1 kg' } } });
    const tooLong = buildInput(
      skuFields,
      { ...values, keywords: ['oats', 'x'.repeat(201)] },
      productSkuInputSchema,
      sku,
    );
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.errors.keywords).toMatch(/^item 2: .*200/);
  });

  it('names the item an enum array refuses', () => {
    const fields = modelFields(companyRetailerInputSchema);
    const link = {
      company: { digit_code: '1001' },
      retailer: { digit_code: '7001' },
      retailer_url: 'https://www.tesco.com',
      metrics: ['rankings'],
    };
    const built = buildInput(
      fields,
      { ...initialValues(fields, link), metrics: ['rankings', 'gossip'] },
      companyRetailerInputSchema,
      link,
    );
    expect(built).toEqual({
      ok: false,
      errors: { metrics: expect.stringMatching(/^item 2: metric must be one of rankings, listings/) },
    });
  });

  it('turns number items into numbers and refuses text among them', () => {
    const model = z.object({ ranks: z.array(z.number().int()) });
    const fields = modelFields(model);
    expect(buildInput(fields, { ranks: ['3', '10'] }, model)).toEqual({ ok: true, input: { ranks: [3, 10] } });
    expect(buildInput(fields, { ranks: ['3', 'ten'] }, model)).toEqual({
      ok: false,
      errors: { ranks: 'item 2: "ten" is not a number' },
    });
  });
});
