import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pendingActors, replayAll, restingLeaves, walk, type WalkOptions } from '../bulkWizard/graphTesting.js';
import {
  hasUnsavedBrandChanges,
  hasUnsavedData,
  hasUnsavedProductGroupChanges,
  productSkuEditingMachine,
  type ProductSkuCompanyInput,
  type ProductSkuEditingContext,
  type ProductSkuEditingInput,
  type SaveProductSkuChangesInput,
} from './productSkuEditingMachine.js';

function fakes(failSaves = 0) {
  const saved: SaveProductSkuChangesInput[] = [];
  let resolveDetails: (v: unknown) => void = () => {};
  return {
    saved,
    resolveDetails: (v: unknown) => resolveDetails(v),
    actors: {
      saveChanges: fromPromise<unknown, SaveProductSkuChangesInput>(async ({ input }) => {
        if (failSaves-- > 0) throw { status: 500 };
        saved.push(input);
      }),
      loadDetails: fromPromise<unknown, ProductSkuCompanyInput>(
        () => new Promise((resolve) => (resolveDetails = resolve)),
      ),
      loadDownloadStatus: fromPromise<unknown, ProductSkuCompanyInput>(async ({ input }) => ({
        code: input.company_digit_code,
        status: 'ready',
      })),
    },
  };
}
const start = (f: ReturnType<typeof fakes>, input: ProductSkuEditingInput = { company_digit_code: '123' }) =>
  createActor(productSkuEditingMachine.provide({ actors: f.actors }), { input }).start();

describe('product-SKU editing', () => {
  it('combines unsaved brand and product-group changes in one indicator, cleared by a save', async () => {
    const f = fakes();
    const actor = start(f);
    expect(hasUnsavedData(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'brand.change', skuId: '7', brand: '55' });
    expect([
      hasUnsavedBrandChanges(actor.getSnapshot()),
      hasUnsavedProductGroupChanges(actor.getSnapshot()),
      hasUnsavedData(actor.getSnapshot()),
    ]).toEqual([true, false, true]);
    actor.send({ type: 'productGroup.change', skuId: '8', productGroup: 'Shoes' });
    actor.send({ type: 'brand.revert', skuId: '7' });
    expect([
      hasUnsavedBrandChanges(actor.getSnapshot()),
      hasUnsavedProductGroupChanges(actor.getSnapshot()),
      hasUnsavedData(actor.getSnapshot()),
    ]).toEqual([false, true, true]);
    actor.send({ type: 'productGroup.revert', skuId: '8' });
    expect(hasUnsavedData(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'brand.change', skuId: '7', brand: null });
    actor.send({ type: 'changes.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ edits: 'clean' }));
    expect(f.saved).toEqual([{ company_digit_code: '123', brands: { '7': null }, productGroups: {} }]);
    expect(hasUnsavedData(actor.getSnapshot())).toBe(false);
  });

  it('reloads the details after a save, so the saved values show', async () => {
    const f = fakes();
    const actor = start(f);
    actor.send({ type: 'details.load' });
    f.resolveDetails({ brand: 'old' });
    await waitFor(actor, (s) => s.matches({ details: 'loaded' }));
    actor.send({ type: 'brand.change', skuId: '7', brand: 'new' });
    actor.send({ type: 'changes.save' });
    await waitFor(actor, (s) => s.matches({ edits: 'clean' }));
    expect(actor.getSnapshot().matches({ details: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.loading.details).toBe(true);
    f.resolveDetails({ brand: 'new' });
    await waitFor(actor, (s) => s.matches({ details: 'loaded' }));
    expect(actor.getSnapshot().context.details).toEqual({ brand: 'new' });
  });

  it('keeps the changes when a save fails, and retries', async () => {
    const f = fakes(1);
    const actor = start(f);
    actor.send({ type: 'productGroup.change', skuId: '8', productGroup: 'Shoes' });
    actor.send({ type: 'changes.save' });
    await waitFor(actor, (s) => s.matches({ edits: 'saveFailed' }));
    expect(actor.getSnapshot().context.failure?.status).toBe(500);
    expect(hasUnsavedData(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => s.matches({ edits: 'clean' }));
    expect(f.saved).toHaveLength(1);
  });

  it('holds the current step and the loading flags of details and download status', async () => {
    const f = fakes();
    const actor = start(f, { company_digit_code: '123', step: 'brands' });
    expect(actor.getSnapshot().context.currentStep).toBe('brands');
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.currentStep).toBe('review');
    actor.send({ type: 'step.select', step: 'nowhere' });
    actor.send({ type: 'step.prev' });
    expect(actor.getSnapshot().context.currentStep).toBe('product_groups');

    actor.send({ type: 'details.load' });
    actor.send({ type: 'download.check' });
    expect(actor.getSnapshot().context.loading).toEqual({ details: true, downloadStatus: true });
    await waitFor(actor, (s) => s.matches({ download: 'loaded' }));
    expect(actor.getSnapshot().context.loading).toEqual({ details: true, downloadStatus: false });
    expect(actor.getSnapshot().context.downloadStatus).toEqual({ code: '123', status: 'ready' });
    f.resolveDetails({ skus: 3 });
    await waitFor(actor, (s) => s.matches({ details: 'loaded' }));
    expect(actor.getSnapshot().context.loading).toEqual({ details: false, downloadStatus: false });
    expect(actor.getSnapshot().context.details).toEqual({ skus: 3 });
  });
});

const options: WalkOptions<ProductSkuEditingInput> = {
  input: { company_digit_code: '123', steps: ['a', 'b'] },
  events: [
    { type: 'brand.change', skuId: '1', brand: '9' },
    { type: 'brand.revert', skuId: '1' },
    { type: 'productGroup.change', skuId: '1', productGroup: 'g' },
    { type: 'productGroup.revert', skuId: '1' },
    ...['changes.save', 'changes.discard', 'details.load', 'download.check', 'wizard.retry'].map((type) => ({ type })),
    ...['saveChanges', 'loadDetails', 'loadDownloadStatus'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: { ok: true } },
      { type: `xstate.error.actor.${id}`, error: { status: 500 } },
    ]),
  ],
  // Steps are left to the unit test above: crossing them with three regions only multiplies states.
  project: (c: ProductSkuEditingContext) => [c.brandChanges, c.productGroupChanges, c.loading],
  actors: pendingActors(['saveChanges', 'loadDetails', 'loadDownloadStatus'], []),
};

describe('product-SKU editing paths (xstate/graph)', () => {
  const { paths, reached } = walk(productSkuEditingMachine, options);
  it('reaches every state of every region, and the indicator is on exactly when a change is held', () => {
    expect(reached).toEqual(restingLeaves(productSkuEditingMachine));
    for (const { state } of paths) {
      const held =
        Object.keys(state.context.brandChanges).length + Object.keys(state.context.productGroupChanges).length > 0;
      expect(hasUnsavedData(state)).toBe(held);
      expect(state.context.loading).toEqual({
        details: state.matches({ details: 'loading' }),
        downloadStatus: state.matches({ download: 'loading' }),
      });
    }
  });
  it('walks each path the same way on a live actor', () => {
    expect(replayAll(productSkuEditingMachine, paths, options)).toEqual([]);
  });
});
