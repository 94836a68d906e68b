import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createInspector, type InspectorOptions } from './createInspector.js';
import { REDACTED } from './redact.js';
import { loginTestMachine } from './testMachine.js';

const provided = loginTestMachine.provide({
  actors: {
    signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => ({
      token: `tok-${input.email}`,
      name: 'Ada',
    })),
  },
  actions: { announce: () => undefined },
});

function start(options: InspectorOptions = {}) {
  let clock = 1_000;
  const inspector = createInspector({ now: () => (clock += 10), ...options });
  const actor = createActor(provided, {
    input: { greeting: 'hi', secret: 's3cr3t' },
    inspect: inspector.inspect,
  }).start();
  return { inspector, actor };
}
const submit = (password = 'hunter2') =>
  ({ type: 'login.submit', credentials: { email: 'ada@demo.test', password } }) as const;

describe('createInspector', () => {
  it('lists the live actor with its machine, state, tags and context', () => {
    const { inspector, actor } = start();
    const [info, ...rest] = inspector.actors();
    expect(rest).toEqual([]);
    expect(info).toMatchObject({
      id: actor.sessionId,
      machineId: 'login',
      status: 'active',
      live: true,
      value: 'idle',
      tags: ['editable'],
      parentId: null,
    });
    expect(info?.context).toEqual({ attempts: 0, token: null, profile: null, greeting: 'hi' });
    expect(info?.input).toEqual({ greeting: 'hi', secret: REDACTED });
  });

  it('records each event with its time, sender and the transition it caused, and tracks invoked children', async () => {
    const { inspector, actor } = start();
    actor.send(submit());
    const child = inspector.actors().find((a) => a.parentId === actor.sessionId);
    expect(child).toMatchObject({ name: 'signIn', src: 'signIn', machineId: null, status: 'active' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'view.detail' });

    const events = inspector.events(actor.sessionId);
    expect(events.map((e) => e.type)).toEqual([
      'xstate.init',
      'login.submit',
      'xstate.done.actor.signIn',
      'view.detail',
    ]);
    expect(events.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(events[1]).toMatchObject({
      from: 'idle',
      to: 'signingIn',
      transitions: ['login.idle|login.submit|1'],
      sourceId: null,
    });
    expect(events[2]).toMatchObject({
      from: 'signingIn',
      to: { ready: { view: 'list', sync: 'fresh' } },
      sourceId: child?.id,
    });
    expect(events[3]?.transitions).toEqual(['login.ready.view.list|view.detail|0']);
    expect(events[3]!.time).toBeGreaterThan(events[0]!.time);
    expect(inspector.taken(actor.sessionId).get('login.idle|login.submit|1')).toBe(1);

    // The finished promise actor leaves the live list but stays reviewable.
    expect(inspector.actors().map((a) => a.id)).toEqual([actor.sessionId]);
    expect(inspector.actors({ includeStopped: true }).find((a) => a.id === child?.id)).toMatchObject({
      status: 'done',
      live: false,
    });
    actor.stop();
  });

  it('redacts nested secrets in context, events and inputs before keeping them', async () => {
    const { inspector, actor } = start();
    actor.send(submit('hunter2'));
    await waitFor(actor, (s) => s.matches('ready'));
    const info = inspector.actor(actor.sessionId);
    expect(info?.context).toMatchObject({
      token: REDACTED,
      profile: { name: 'Ada', settings: { apiKey: REDACTED, theme: 'dark' } },
    });
    const kept = JSON.stringify([
      inspector.actors({ includeStopped: true }),
      inspector.events(actor.sessionId),
      inspector.snapshotAt(actor.sessionId, 2),
    ]);
    for (const secret of ['hunter2', 'tok-ada@demo.test', 'k-123', 's3cr3t']) expect(kept).not.toContain(secret);
    expect(inspector.events(actor.sessionId)[1]?.event).toEqual({
      type: 'login.submit',
      credentials: { email: 'ada@demo.test', password: REDACTED },
    });
    actor.stop();
  });

  it('computes past snapshots on demand by replaying the log', async () => {
    const { inspector, actor } = start();
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'view.detail' });
    const id = actor.sessionId;
    expect(inspector.snapshotAt(id, 0)).toMatchObject({ value: 'idle', tags: ['editable'], context: { attempts: 0 } });
    expect(inspector.snapshotAt(id, 1)).toMatchObject({ value: 'signingIn', tags: ['busy'], context: { attempts: 1 } });
    expect(inspector.snapshotAt(id, 3)).toMatchObject({
      value: { ready: { view: 'detail', sync: 'fresh' } },
      context: inspector.actor(id)?.context,
    });
    expect(inspector.snapshotAt(id, 4)).toBeNull();
    expect(Object.isFrozen(inspector.snapshotAt(id, 1))).toBe(true);
    actor.stop();
  });

  it('bounds each log and still computes the oldest retained snapshot', () => {
    const { inspector, actor } = start({ limit: 3 });
    actor.send(submit());
    actor.send({ type: 'xstate.error.actor.signIn', error: new Error('down') } as never);
    actor.send(submit());
    actor.send({ type: 'xstate.error.actor.signIn', error: new Error('down') } as never);
    actor.send(submit());
    const events = inspector.events(actor.sessionId);
    expect(events.map((e) => e.index)).toEqual([3, 4, 5]);
    expect(inspector.actor(actor.sessionId)).toMatchObject({ received: 6, firstIndex: 3, value: 'locked' });
    expect(inspector.snapshotAt(actor.sessionId, 2)).toBeNull();
    expect(inspector.snapshotAt(actor.sessionId, 3)).toMatchObject({ value: 'signingIn', context: { attempts: 2 } });
    expect(inspector.snapshotAt(actor.sessionId, 5)).toMatchObject({ value: 'locked', context: { attempts: 2 } });
    actor.stop();
  });

  it('notifies subscribers, survives a failing one, and forgets stopped actors beyond keepStopped', () => {
    const inspector = createInspector({ keepStopped: 1 });
    let calls = 0;
    const off = inspector.subscribe(() => (calls += 1));
    inspector.subscribe(() => {
      throw new Error('listener bug');
    });
    const a = createActor(provided, { input: { greeting: 'a', secret: '' }, inspect: inspector.inspect }).start();
    const b = createActor(provided, { input: { greeting: 'b', secret: '' }, inspect: inspector.inspect }).start();
    expect(calls).toBeGreaterThan(0);
    expect(inspector.version()).toBeGreaterThan(0);
    a.stop();
    b.stop();
    expect(a.getSnapshot().status).toBe('stopped');
    expect(inspector.actors({ includeStopped: true }).map((x) => [x.id, x.status])).toEqual([[b.sessionId, 'stopped']]);
    off();
    const before = calls;
    createActor(provided, { input: { greeting: 'c', secret: '' }, inspect: inspector.inspect }).start();
    expect(calls).toBe(before);
  });

  it('notices an actor that failed without a snapshot (an unhandled error event)', () => {
    const { inspector, actor } = start();
    actor.subscribe({ error: () => undefined });
    actor.send({ type: 'xstate.error.actor.unknown', error: new Error('boom') } as never);
    expect(actor.getSnapshot().status).toBe('error');
    expect(inspector.actors()).toEqual([]);
    expect(inspector.actor(actor.sessionId)).toMatchObject({ status: 'error', live: false });
  });

  it('does not list actors that were created but never started', () => {
    const inspector = createInspector();
    createActor(provided, { input: { greeting: 'idle', secret: '' }, inspect: inspector.inspect });
    expect(inspector.actors({ includeStopped: true })).toEqual([]);
  });
});
