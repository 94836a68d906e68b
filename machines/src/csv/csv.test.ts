import { describe, expect, it } from 'vitest';
import { BULK_RESOURCES, bulkByName } from '@console/schema';
import { autoMap, checkRecords, coerceCell, fieldsOf, parseCsv, unmappedRequired, writeCsv } from './index.js';

const keywords = bulkByName('keywords')!;

describe('fieldsOf', () => {
  it('flattens nested objects to dotted paths and reads required-ness from the model', () => {
    const fields = fieldsOf(keywords.row);
    const byPath = Object.fromEntries(fields.map((f) => [f.path, f]));
    expect(byPath['keyword']).toMatchObject({ required: true, kind: 'string' });
    expect(byPath['company.digit_code']).toMatchObject({ required: true, kind: 'string' });
    expect(byPath['company.name']?.required).toBe(false);
    expect(byPath['is_active']).toMatchObject({ required: false, kind: 'boolean' });
    expect(byPath['uuid']?.required).toBe(false);
  });

  it('knows enums, numbers, lists and optional parents', () => {
    const rules = Object.fromEntries(fieldsOf(bulkByName('business_rule_definitions')!.row).map((f) => [f.path, f]));
    expect(rules['value_type']).toMatchObject({ kind: 'enum', options: ['string', 'number', 'boolean', 'date'] });
    expect(rules['entity_type.id']).toMatchObject({ kind: 'number', required: true });
    const groupings = Object.fromEntries(fieldsOf(bulkByName('product_groupings')!.row).map((f) => [f.path, f]));
    expect(groupings['products']?.kind).toBe('list');
    const categories = Object.fromEntries(fieldsOf(bulkByName('categories')!.row).map((f) => [f.path, f]));
    expect(categories['company.digit_code']?.required).toBe(false);
  });

  it('gives every bulk resource at least one required field', () => {
    for (const def of BULK_RESOURCES)
      expect(
        fieldsOf(def.row).some((f) => f.required),
        def.name,
      ).toBe(true);
  });
});

describe('parseCsv', () => {
  it('parses a header row and records, trimming cells and skipping blank lines', () => {
    const table = parseCsv('\uFEFFkeyword, Company Digit Code\n shoes ,123\n\nboots,456\n');
    expect(table.headers).toEqual(['keyword', 'Company Digit Code']);
    expect(table.records).toEqual([
      { keyword: 'shoes', 'Company Digit Code': '123' },
      { keyword: 'boots', 'Company Digit Code': '456' },
    ]);
    expect(table.errors).toEqual([]);
  });

  it('detects tab separated rows pasted from a spreadsheet', () => {
    expect(parseCsv('a\tb\n1\t2').records).toEqual([{ a: '1', b: '2' }]);
  });

  it('reports ragged rows by their number in the table (the first row under the header is Row 1)', () => {
    expect(parseCsv('a,b\n1,2,3').errors[0]).toMatch(/^Row 1: /);
  });

  it('writes CSV as RFC 4180 says, every line ended by CRLF', () => {
    expect(
      writeCsv(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          ['say "hi"\nthere', null],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n"say ""hi""\nthere",\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula (OWASP), but not plain numbers', () => {
    const cells = [
      "=cmd|' /C calc'!A0",
      '+HYPERLINK("http://evil.example","x")',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '-12.5',
      '+3',
      'a=b',
    ];
    const written = writeCsv(
      ['v'],
      cells.map((cell) => [cell]),
    );
    const read = parseCsv(written.replace(/\t/g, '\\t')).records.map((r) => r.v);
    expect(read.slice(0, 4)).toEqual([
      "'=cmd|' /C calc'!A0",
      '\'+HYPERLINK("http://evil.example","x")',
      "'-2+3",
      "'@SUM(A1)",
    ]);
    expect(written).toContain(`"'\tx"`);
    expect(written).toContain(`"'\rx"`);
    expect(read.slice(6)).toEqual(['-12.5', '+3', 'a=b']);
  });
});

describe('mapping and row check', () => {
  const fields = fieldsOf(keywords.row);

  it('maps headers to fields by name, ignoring case and punctuation', () => {
    const mapping = autoMap(['Keyword', 'company_digit_code', 'Retailer URL', 'other'], fields);
    expect(mapping).toMatchObject({
      keyword: 'Keyword',
      'company.digit_code': 'company_digit_code',
      retailer_url: 'Retailer URL',
      is_active: null,
    });
    expect(unmappedRequired(mapping, fields)).toEqual([]);
    expect(unmappedRequired(autoMap(['keyword'], fields), fields)).toEqual(['company.digit_code']);
  });

  it('coerces cells to the field kind and leaves misfits as text for the model to name', () => {
    expect(coerceCell('12', { path: 'n', kind: 'number', required: true })).toBe(12);
    expect(coerceCell('twelve', { path: 'n', kind: 'number', required: true })).toBe('twelve');
    expect(coerceCell('Yes', { path: 'b', kind: 'boolean', required: true })).toBe(true);
    expect(coerceCell('a; b|c', { path: 'l', kind: 'list', required: true })).toEqual(['a', 'b', 'c']);
    expect(coerceCell('{"k":"v"}', { path: 'j', kind: 'json', required: true })).toEqual({ k: 'v' });
    expect(coerceCell('false', { path: 's', kind: 'scalar', required: true })).toBe(false);
  });

  it('checks every row with the model and reports field and message per row', () => {
    const table = parseCsv('keyword,company.digit_code,is_active\nshoes,123,yes\n,12a,maybe\nboots,7,');
    const check = checkRecords(table.records, autoMap(table.headers, fields), fields, keywords.row);
    expect(check.rows[0]).toEqual({ keyword: 'shoes', company: { digit_code: '123' }, is_active: true });
    expect(check.invalid).toEqual([1]);
    const fieldsInError = check.issues
      .filter((i) => i.index === 1)
      .map((i) => i.field)
      .sort();
    expect(fieldsInError).toEqual(['company.digit_code', 'is_active', 'keyword']);
    // Each message names its field by label and says what was expected (and what was given).
    expect(check.issues.filter((i) => i.index === 1).map((i) => i.message)).toEqual([
      'Keyword is required',
      'Company › Digit code must be 1 to 12 digits',
      'Is active must be true or false, got "maybe"',
    ]);
  });

  it('leaves out a field no column feeds and sends a present, empty cell as null (DESIGN §8)', () => {
    const table = parseCsv('keyword,company.digit_code,retailer_url\nshoes,1001,\n');
    const check = checkRecords(table.records, autoMap(table.headers, fields), fields, keywords.row);
    // No company.name column: the stored name stays; the empty retailer_url cell clears the stored URL.
    expect(check.rows[0]).toEqual({ keyword: 'shoes', company: { digit_code: '1001' }, retailer_url: null });
    expect(check.invalid).toEqual([]);
  });
});
