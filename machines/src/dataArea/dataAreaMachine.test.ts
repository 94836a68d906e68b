import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { MESSAGES } from '@console/schema';
import { dataAreaMachine } from './dataAreaMachine.js';
import type { DataAreaEvent, ListPage, ListRequest } from './dataAreaMachine.js';

const navigation = { page: 1, page_size: 50, total_items: 2, total_pages: 1 };

function start(opts: { failList?: boolean } = {}) {
  const gates: Array<() => void> = [];
  const machine = dataAreaMachine.provide({
    actors: {
      loadList: fromPromise(async ({ input }: { input: ListRequest }): Promise<ListPage> => {
        await new Promise<void>((resolve) => gates.push(resolve));
        if (opts.failList) throw Object.assign(new Error('bad'), { status: 400 });
        return { data: [{ id: 1, q: input.q }, { id: 2 }], navigation };
      }),
      loadDetail: fromPromise(async ({ input }: { input: { id: string } }): Promise<unknown> => {
        await new Promise<void>((resolve) => gates.push(resolve));
        return { id: input.id };
      }),
    },
  });
  const actor = createActor(machine).start();
  const release = () => gates.splice(0).forEach((open) => open());
  return { actor, release };
}

describe('dataAreaMachine', () => {
  it('turns the list flag on while loading and off after', async () => {
    const { actor, release } = start();
    actor.send({ type: 'data.list.load', request: { q: 'a' } });
    expect(actor.getSnapshot().context.listLoading).toBe(true);
    expect(actor.getSnapshot().context.detailLoading).toBe(false);
    release();
    const snap = await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    expect(snap.context.listLoading).toBe(false);
    expect(snap.context.list).toHaveLength(2);
    expect(snap.context.navigation).toEqual(navigation);
  });

  it('turns the detail flag on while loading and off after', async () => {
    const { actor, release } = start();
    actor.send({ type: 'data.detail.load', id: '7' });
    expect(actor.getSnapshot().context.detailLoading).toBe(true);
    release();
    const snap = await waitFor(actor, (s) => s.matches({ detail: 'loaded' }));
    expect(snap.context).toMatchObject({ detailLoading: false, detail: { id: '7' } });
  });

  it('keeps the rows and shows the §8 message when a list call fails', async () => {
    const { actor, release } = start({ failList: true });
    actor.send({ type: 'data.list.load', request: {} });
    release();
    const snap = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snap.context).toMatchObject({ listLoading: false, error: { status: 400, message: MESSAGES.badRequest } });
  });

  it('loading the detail leaves a list load in flight', () => {
    const { actor } = start();
    actor.send({ type: 'data.list.load', request: {} });
    actor.send({ type: 'data.detail.load', id: '1' });
    expect(actor.getSnapshot().context).toMatchObject({ listLoading: true, detailLoading: true });
  });

  it('reset clears every value, even while loading', async () => {
    const { actor, release } = start();
    actor.send({ type: 'data.list.load', request: { q: 'a' } });
    release();
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'data.detail.load', id: '1' });
    actor.send({ type: 'data.reset' });
    release();
    const { context } = actor.getSnapshot();
    expect(context).toEqual({ list: [], navigation: null, listRequest: null, detail: null, detailId: null, listLoading: false, detailLoading: false, error: null });
  });
});

describe('dataAreaMachine paths', () => {
  const events = [
    { type: 'data.list.load', request: {} },
    { type: 'data.detail.load', id: '1' },
    { type: 'data.reset' },
    { type: 'xstate.done.actor.loadList', output: { data: [1], navigation } },
    { type: 'xstate.error.actor.loadList', error: { status: 500 } },
    { type: 'xstate.done.actor.loadDetail', output: { id: '1' } },
    { type: 'xstate.error.actor.loadDetail', error: { status: 500 } },
  ] as unknown as DataAreaEvent[];

  it('reaches every combination of list and detail states', () => {
    const paths = getShortestPaths(dataAreaMachine, { events });
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value))).size).toBe(16);
  });

  it('has each loading flag on exactly while its part is loading', () => {
    // Serializing the flags with the value makes any reachable mismatch a distinct state to visit.
    const serializeState = (s: { value: unknown; context: { listLoading: boolean; detailLoading: boolean } }) =>
      JSON.stringify([s.value, s.context.listLoading, s.context.detailLoading]);
    for (const { state } of getShortestPaths(dataAreaMachine, { events, serializeState })) {
      expect(state.context.listLoading).toBe(state.matches({ list: 'loading' }));
      expect(state.context.detailLoading).toBe(state.matches({ detail: 'loading' }));
    }
  });
});
