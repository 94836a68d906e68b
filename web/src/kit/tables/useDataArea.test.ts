import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dataAreaMachine } from '@console/machines';
import { MESSAGES } from '@console/schema';
import { AppError } from '../graphql/appError.js';
import { areaEvents, areaStep } from './useDataArea.js';
import type { AreaPart, QueryView } from './useDataArea.js';

const navigation = { page: 1, page_size: 50, total_items: 1, total_pages: 1 };
const page1 = { data: [{ id: 1 }], navigation };
const page2 = { data: [{ id: 2 }], navigation: { ...navigation, page: 2 } };
const view = (over: Partial<QueryView>): QueryView => ({
  key: 'k1',
  request: { page: 1 },
  loading: false,
  error: null,
  value: undefined,
  ...over,
});

/** Feeds a data area the events of each query state in turn, as the hook does on each render. */
function feed(part: AreaPart, views: QueryView[]) {
  const actor = createActor(dataAreaMachine).start();
  let prev: QueryView | null = null;
  const flags: boolean[] = [];
  for (const next of views) {
    for (const event of areaEvents(part, prev, next)) actor.send(event);
    prev = next;
    flags.push(actor.getSnapshot().context[part === 'list' ? 'listLoading' : 'detailLoading']);
  }
  return { snapshot: actor.getSnapshot(), flags };
}

describe('areaEvents (a query told to its data area)', () => {
  it('maps a list load to its start and its answer, once each', () => {
    const loading = view({ loading: true });
    expect(areaEvents('list', null, loading)).toEqual([{ type: 'data.list.load', request: { page: 1 } }]);
    expect(areaEvents('list', loading, view({ loading: true }))).toEqual([]);
    const done = view({ value: page1 });
    expect(areaEvents('list', loading, done)).toEqual([{ type: 'data.list.loaded', page: page1 }]);
    expect(areaEvents('list', done, view({ value: page1 }))).toEqual([]);
  });

  it('tells an answer seen without a load (a cache hit or a cache update) as a load that ended at once', () => {
    expect(areaEvents('list', null, view({ value: page1 }))).toEqual([
      { type: 'data.list.load', request: { page: 1 } },
      { type: 'data.list.loaded', page: page1 },
    ]);
    expect(areaEvents('detail', view({ value: { v: 1 } }), view({ value: { v: 2 } }))).toEqual([
      { type: 'data.detail.load', id: 'k1' },
      { type: 'data.detail.loaded', detail: { v: 2 } },
    ]);
  });

  it('maps a failure once, however often the same error is rendered', () => {
    const loading = view({ loading: true });
    const failed = view({ error: new AppError(403, 'Forbidden: needs admin') });
    expect(areaEvents('list', loading, failed)).toEqual([{ type: 'data.list.failed', error: failed.error }]);
    expect(areaEvents('list', failed, view({ error: new AppError(403, 'Forbidden: needs admin') }))).toEqual([]);
  });

  it('starts a new load for a new request and says nothing for a skipped query', () => {
    const done = view({ value: page1 });
    expect(areaEvents('list', done, view({ key: 'k2', request: { page: 2 }, loading: true }))).toEqual([
      { type: 'data.list.load', request: { page: 2 } },
    ]);
    expect(areaEvents('detail', null, view({ skip: true }))).toEqual([]);
  });

  it('drives the list flag on while loading and off after, keeping rows while the next page loads', () => {
    const { snapshot, flags } = feed('list', [
      view({ loading: true }),
      view({ value: page1 }),
      view({ key: 'k2', request: { page: 2 }, loading: true }),
      view({ key: 'k2', request: { page: 2 }, value: page2 }),
    ]);
    expect(flags).toEqual([true, false, true, false]);
    expect(snapshot.context).toMatchObject({
      list: page2.data,
      navigation: page2.navigation,
      listRequest: { page: 2 },
    });
  });

  it('drives the detail flag and its §8 failure', () => {
    const { snapshot, flags } = feed('detail', [view({ loading: true }), view({ error: new AppError(500) })]);
    expect(flags).toEqual([true, false]);
    expect(snapshot.context.error).toEqual({ status: 500, message: MESSAGES.serverError });
  });

  it('tells a record that does not exist as a loaded detail of null', () => {
    const { snapshot } = feed('detail', [view({ loading: true }), view({ value: null })]);
    expect(snapshot.matches({ detail: 'loaded' })).toBe(true);
    expect(snapshot.context.detail).toBeNull();
  });

  it('resets the area when its identity changes (another company or resource), before the next load', () => {
    const actor = createActor(dataAreaMachine).start();
    const steps: Array<[string, QueryView]> = [
      ['products|1001', view({ loading: true })],
      ['products|1001', view({ value: page1 })],
      ['products|1002', view({ key: 'k2', loading: true })],
    ];
    let told = { identity: 'products|1001', view: null as QueryView | null };
    const sent: string[][] = [];
    for (const [identity, next] of steps) {
      const step = areaStep('list', told, identity, next);
      told = step.told;
      sent.push(step.events.map((e) => e.type));
      step.events.forEach((e) => actor.send(e));
    }
    expect(sent).toEqual([['data.list.load'], ['data.list.loaded'], ['data.reset', 'data.list.load']]);
    // The other company's rows are gone while this company's rows load.
    expect(actor.getSnapshot().context).toMatchObject({ list: [], navigation: null, listLoading: true });
  });
});
