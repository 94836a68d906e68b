/**
 * Issue 16, "Messages in developer language", over the platform's REST: a refused body, a bad
 * filter and a bad id name the field by the label the screens show and say what is expected (and
 * what was given); a bulk preview's row errors read the same and count rows from 1 as the
 * wizard's tables do. The dotted field path and the code stay in `data` for clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../harness.js';
import { company, create } from './bulkHelpers.js';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
  await create(t, '/companies', company('1701').request);
});
afterAll(() => t?.close());

const keyword = (request: Record<string, unknown>) => t.call('POST', '/keywords', { version: '1.0', request }, 'admin');

describe('a refused body', () => {
  it('names the field by its label and says what was expected and given, the path and code beside it', async () => {
    const answer = await keyword({ keyword: 'soap', company: { digit_code: '1701' }, is_active: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({
      success: false,
      response: 'Is active must be true or false, got "yes"',
      field: 'request.is_active',
      code: 'invalid_type',
    });
  });

  it('reads a nested field as "Company › Digit code" and a missing one as required', async () => {
    const nested = await keyword({ keyword: 'soap', company: { digit_code: '17x' } });
    expect(nested.body.data).toMatchObject({
      response: 'Company › Digit code must be 1 to 12 digits',
      field: 'request.company.digit_code',
    });
    const missing = await keyword({ company: { digit_code: '1701' } });
    expect(missing.body.data).toMatchObject({ response: 'Keyword is required', field: 'request.keyword' });
  });

  it('answers a wrong payload version and an unknown field in the same words', async () => {
    const version = await t.call('POST', '/keywords', { version: '2.0', request: {} }, 'admin');
    expect(version.body.data).toMatchObject({ response: "Version must be '1.0'", field: 'version' });
    const unknown = await keyword({ keyword: 'soap', company: { digit_code: '1701' }, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.response).toBe('Unknown field "colour"');
    expect(unknown.body.data.response).not.toMatch(/Invalid input|unrecognized/i);
  });
});

describe('a bad filter or id', () => {
  it('names the filtered field by its label', async () => {
    const list = (filter: unknown) => t.call('POST', '/companies/getlist', { filter }, 'ops');
    expect((await list({ id: 'abc' })).body.data).toMatchObject({
      response: 'Id must be a whole number, got "abc"',
      field: 'filter.id',
    });
    expect((await list({ created_at: { gt: 'soon' } })).body.data.response).toBe(
      'Created at must be a date and time, got "soon"',
    );
    expect((await list({ colour: 'red' })).body.data.response).toBe('There is no field "colour" to filter by');
  });

  it('says a record id must be a whole number', async () => {
    const answer = await t.call('GET', '/api/companies/getbyid/abc', undefined, 'ops');
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({ response: 'Id must be a whole number', field: 'id' });
  });
});

describe('a bulk preview', () => {
  it('words row errors by label and counts rows from 1, as the wizard shows them', async () => {
    const { status, body } = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_keywords_preview',
      {
        version: '1.0',
        request: {
          rows: [
            { keyword: 'msg soap', company: { digit_code: '1701' } },
            { keyword: 'msg nobody', company: { digit_code: '987654321' } },
            { keyword: 'msg soap', company: { digit_code: '1701' } },
            { keyword: 'msg flag', company: { digit_code: '1701' }, is_active: 'maybe' },
            { keyword: 'msg colour', company: { digit_code: '1701' }, colour: 'red' },
          ],
        },
      },
      'ops',
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const errors = body.data.rows.map((r: { errors: unknown[] }) => r.errors);
    expect(errors).toEqual([
      [],
      [
        {
          field: 'company.digit_code',
          message: 'Company › Digit code must name an existing company, got "987654321"',
        },
      ],
      [{ field: 'keyword', message: 'Keyword names the same record as row 1' }],
      [{ field: 'is_active', message: 'Is active must be true or false, got "maybe"' }],
      [{ field: 'colour', message: 'Unknown field "colour"' }],
    ]);
  });
});
