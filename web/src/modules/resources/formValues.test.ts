import { describe, expect, it } from 'vitest';
import { keywordInputSchema, retailerInputSchema } from '@console/schema';
import { modelFields } from '../../ui/table/fields.js';
import { buildInput, initialValues, serverField } from './formValues.js';

describe('generic form values', () => {
  const fields = modelFields(retailerInputSchema);
  const record = { name: 'Tesco', digit_code: '7001', url: 'https://www.tesco.com', country: { id: 1, iso_code: 'GB' }, is_active: true, uuid: 'u', version: 3 };

  it('round-trips a record through the form, nested objects as dotted fields', () => {
    const values = initialValues(fields, record);
    expect(values['country.id']).toBe('1');
    const built = buildInput(fields, { ...values, name: 'Tesco Extra', 'country.id': '2' }, retailerInputSchema, record);
    expect(built).toEqual({ ok: true, input: { name: 'Tesco Extra', digit_code: '7001', url: 'https://www.tesco.com', country: { id: 2, iso_code: 'GB' }, is_active: true } });
  });

  it('puts the model messages under their fields', () => {
    const values = initialValues(fields, record);
    const built = buildInput(fields, { ...values, name: '  ', digit_code: 'abc', 'country.id': '' }, retailerInputSchema, record);
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors.name).toBe('name is required');
      expect(built.errors.digit_code).toBe('digit_code must be 1 to 12 digits');
      expect(built.errors['country.id']).toBeTruthy();
    }
  });

  it('sends null for an emptied nullable field', () => {
    const kw = modelFields(keywordInputSchema);
    const built = buildInput(kw, { keyword: 'oats', 'company.digit_code': '1001', 'company.name': '', retailer_url: '', is_active: true }, keywordInputSchema);
    expect(built).toMatchObject({ ok: true, input: { retailer_url: null } });
  });

  it('maps a server field to the form field', () => {
    expect(serverField('request.country.id')).toBe('country.id');
    expect(serverField(null)).toBe('');
  });
});
