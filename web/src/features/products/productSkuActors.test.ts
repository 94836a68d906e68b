import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

const apollo = vi.hoisted(() => ({ query: vi.fn(), mutate: vi.fn() }));
vi.mock('../../kit/graphql/client.js', () => ({ apolloClient: apollo }));

const { createProductSkuActors } = await import('./productSkuActors.js');

const product = (uuid: string, name: string, version: number) => ({
  product_uuid: uuid,
  product_name: name,
  version,
  company: { digit_code: '1001' },
});
const saved = (answer: Record<string, unknown>) => ({ data: { saveRecord: answer } });

beforeEach(() => {
  apollo.query.mockReset();
  apollo.mutate.mockReset();
  apollo.query.mockImplementation(async ({ variables }: { variables: { resource?: string } }) =>
    variables.resource
      ? { data: { list: { rows: [] } } }
      : { data: { activeProducts: [product('p1', 'Soap', 3), product('p2', 'Shampoo', 7)] } },
  );
});

const run = async <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  (await toPromise(createActor(logic, { input } as never).start())) as T;

describe('the product editor saves at the versions the user saw (DESIGN §8)', () => {
  it('sends each product with the version its details were loaded at, and only the changed fields', async () => {
    const actors = createProductSkuActors();
    await run(actors.loadDetails, { company_digit_code: '1001' });
    apollo.mutate.mockResolvedValue(saved({ ok: true, data: { version: 4 } }));
    await run(actors.saveChanges, { company_digit_code: '1001', brands: { p1: '55' }, productGroups: { p2: null } });
    expect(apollo.mutate.mock.calls.map(([options]) => options.variables.input)).toEqual([
      { product_uuid: 'p1', version: 3, brand: { digit_code: '55' } },
      { product_uuid: 'p2', version: 7, product_group: null },
    ]);
  });

  it(
    'fails with the 409 and the product name when someone changed it ' +
      'meanwhile; a retry sends the saved ones at their new version',
    async () => {
      const actors = createProductSkuActors();
      await run(actors.loadDetails, { company_digit_code: '1001' });
      apollo.mutate.mockResolvedValueOnce(saved({ ok: true, data: { version: 4 } }));
      apollo.mutate.mockResolvedValueOnce(
        saved({ ok: false, status: 409, reason: 'products record p2 is at version 8' }),
      );
      const input = { company_digit_code: '1001', brands: { p1: '55', p2: '56' }, productGroups: {} };
      await expect(run(actors.saveChanges, input)).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining('Shampoo: products record p2 is at version 8'),
      });
      apollo.mutate.mockResolvedValue(saved({ ok: true, data: { version: 5 } }));
      await run(actors.saveChanges, input).catch(() => undefined);
      expect(
        apollo.mutate.mock.calls
          .slice(2)
          .map(([options]) => [options.variables.input.product_uuid, options.variables.input.version]),
      ).toEqual([
        ['p1', 4],
        ['p2', 7],
      ]);
    },
  );
});
