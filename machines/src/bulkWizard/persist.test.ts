import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bulkWizardMachine } from './bulkWizardMachine.js';
import { hasKeptRows, joinBulkSnapshot, sameRows, splitBulkSnapshot, type PersistedBulkSnapshot } from './persist.js';
import type { BulkPreviewInput, BulkPreviewOutput } from './types.js';

const ROWS = 100_000;
/** A keywords CSV of `n` rows, every 1,000th with a digit code the browser refuses. */
const bigCsv = (n: number) =>
  [
    'keyword,company.digit_code',
    ...Array.from({ length: n }, (_, i) => `keyword number ${i},${i % 1000 === 999 ? '12x' : '1001'}`),
  ].join('\n');
const never = fromPromise<BulkPreviewOutput, BulkPreviewInput>(() => new Promise(() => {}));

describe('bulk wizard snapshot at 100,000 rows', () => {
  it('splits into a small part that fits sessionStorage and rows kept apart, and resumes from both', async () => {
    const machine = bulkWizardMachine.provide({ actors: { preview: never } });
    const actor = createActor(machine, { input: { resource: 'keywords' } }).start();
    actor.send({ type: 'source.load', text: bigCsv(ROWS), name: 'big.csv' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.invalid).toHaveLength(ROWS / 1000);
    actor.send({ type: 'rows.dropInvalid' });
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches('previewing'));

    const persisted = actor.getPersistedSnapshot() as unknown as PersistedBulkSnapshot & {
      children: Record<string, { snapshot: { input: BulkPreviewInput } }>;
    };
    // Whole, it is far over the ~5 MB sessionStorage holds (the rows are in the context and in the preview's input).
    expect(JSON.stringify(persisted).length).toBeGreaterThan(10_000_000);

    const { snapshot: small, rows } = splitBulkSnapshot(persisted);
    const text = JSON.stringify(small);
    expect(text.length).toBeLessThan(20_000);
    expect(hasKeptRows(JSON.parse(text))).toBe(true);
    expect(hasKeptRows(persisted)).toBe(false);
    expect(rows.records).toHaveLength(ROWS - ROWS / 1000);
    expect(
      sameRows(rows, splitBulkSnapshot(actor.getPersistedSnapshot() as unknown as PersistedBulkSnapshot).rows),
    ).toBe(true);

    // What a reload does: the small part from JSON, the rows as IndexedDB gives them back (a structured clone).
    const joined = joinBulkSnapshot(JSON.parse(text) as typeof small, structuredClone(rows));
    expect(joined.context.records).toEqual(persisted.context.records);
    expect((joined.children as typeof persisted.children).preview!.snapshot.input.rows).toHaveLength(
      ROWS - ROWS / 1000,
    );
    actor.stop();

    const previewed: BulkPreviewInput[] = [];
    const resumed = createActor(
      bulkWizardMachine.provide({
        actors: {
          preview: fromPromise<BulkPreviewOutput, BulkPreviewInput>(async ({ input }) => {
            previewed.push(input);
            return {
              preview_id: '11111111-1111-4111-8111-111111111111',
              bulk: 'keywords',
              total: input.rows.length,
              counts: { insert: input.rows.length, update: 0, unchanged: 0, error: 0, delete: 0 },
              rows: [],
            };
          }),
          loadPreviewRows: fromPromise(() => new Promise(() => {})),
        },
      }),
      { snapshot: joined as never, input: undefined },
    ).start();
    // The preview in flight at the reload is sent again, with every row.
    await waitFor(resumed, (s) => s.matches('review'));
    expect(previewed).toHaveLength(1);
    expect(previewed[0]!.rows).toHaveLength(ROWS - ROWS / 1000);
    expect(previewed[0]!.rows[0]).toEqual({ keyword: 'keyword number 0', company: { digit_code: '1001' } });
    expect(resumed.getSnapshot().context.preview?.total).toBe(ROWS - ROWS / 1000);
    resumed.stop();
  }, 60_000);
});
