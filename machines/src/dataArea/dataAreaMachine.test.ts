import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { MESSAGES } from '@console/schema';
import { dataAreaMachine } from './dataAreaMachine.js';
import type { DataAreaEvent } from './dataAreaMachine.js';

const navigation = { page: 1, page_size: 50, total_items: 2, total_pages: 1 };
const page = { data: [{ id: 1 }, { id: 2 }], navigation };

const start = () => createActor(dataAreaMachine).start();

describe('dataAreaMachine', () => {
  it('turns the list flag on while loading and off after, and holds the page it is given', () => {
    const actor = start();
    actor.send({ type: 'data.list.load', request: { q: 'a' } });
    expect(actor.getSnapshot().context).toMatchObject({
      listLoading: true,
      detailLoading: false,
      listRequest: { q: 'a' },
    });
    actor.send({ type: 'data.list.loaded', page });
    const snap = actor.getSnapshot();
    expect(snap.matches({ list: 'loaded' })).toBe(true);
    expect(snap.context).toMatchObject({ listLoading: false, list: page.data, navigation });
  });

  it('turns the detail flag on while loading and off after', () => {
    const actor = start();
    actor.send({ type: 'data.detail.load', id: '7' });
    expect(actor.getSnapshot().context.detailLoading).toBe(true);
    actor.send({ type: 'data.detail.loaded', detail: { id: '7' } });
    const snap = actor.getSnapshot();
    expect(snap.matches({ detail: 'loaded' })).toBe(true);
    expect(snap.context).toMatchObject({ detailLoading: false, detail: { id: '7' }, detailId: '7' });
  });

  it('keeps the rows while the next page loads and when it fails, and holds the §8 message', () => {
    const actor = start();
    actor.send({ type: 'data.list.load', request: { page: 1 } });
    actor.send({ type: 'data.list.loaded', page });
    actor.send({ type: 'data.list.load', request: { page: 2 } });
    expect(actor.getSnapshot().context.list).toEqual(page.data);
    actor.send({ type: 'data.list.failed', error: { status: 400 } });
    const snap = actor.getSnapshot();
    expect(snap.hasTag('error')).toBe(true);
    expect(snap.context).toMatchObject({
      listLoading: false,
      list: page.data,
      error: { status: 400, message: MESSAGES.badRequest },
    });
  });

  it('words a failure with the message the server gave, and clears it on the next load', () => {
    const actor = start();
    actor.send({ type: 'data.list.load', request: {} });
    actor.send({ type: 'data.list.failed', error: { status: 403, userMessage: 'Forbidden: needs admin' } });
    expect(actor.getSnapshot().context.error).toEqual({ status: 403, message: 'Forbidden: needs admin' });
    actor.send({ type: 'data.list.load', request: {} });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('loading the detail leaves a list load in flight', () => {
    const actor = start();
    actor.send({ type: 'data.list.load', request: {} });
    actor.send({ type: 'data.detail.load', id: '1' });
    expect(actor.getSnapshot().context).toMatchObject({ listLoading: true, detailLoading: true });
  });

  it('ignores an answer that comes when nothing is loading', () => {
    const actor = start();
    actor.send({ type: 'data.list.loaded', page });
    actor.send({ type: 'data.detail.failed', error: { status: 500 } });
    expect(actor.getSnapshot().matches({ list: 'idle', detail: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ list: [], error: null });
  });

  it('reset clears every value, even while loading, and a late answer is then ignored', () => {
    const actor = start();
    actor.send({ type: 'data.list.load', request: { q: 'a' } });
    actor.send({ type: 'data.list.loaded', page });
    actor.send({ type: 'data.detail.load', id: '1' });
    actor.send({ type: 'data.reset' });
    actor.send({ type: 'data.detail.loaded', detail: { id: '1' } });
    const { context } = actor.getSnapshot();
    expect(context).toEqual({
      list: [],
      navigation: null,
      listRequest: null,
      detail: null,
      detailId: null,
      listLoading: false,
      detailLoading: false,
      error: null,
    });
  });
});

describe('dataAreaMachine paths', () => {
  const events: DataAreaEvent[] = [
    { type: 'data.list.load', request: {} },
    { type: 'data.detail.load', id: '1' },
    { type: 'data.reset' },
    { type: 'data.list.loaded', page: { data: [1], navigation } },
    { type: 'data.list.failed', error: { status: 500 } },
    { type: 'data.detail.loaded', detail: { id: '1' } },
    { type: 'data.detail.failed', error: { status: 500 } },
  ];

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
