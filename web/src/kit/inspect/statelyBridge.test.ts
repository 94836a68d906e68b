import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type InspectionEvent } from 'xstate';

/** What Stately's inspector would send to its window: its own conversion, with an adapter that keeps it. */
const sent: unknown[] = [];
vi.mock('@statelyai/inspect', async (importActual) => {
  const actual = await importActual<typeof import('@statelyai/inspect')>();
  return {
    createBrowserInspector: () =>
      actual.createInspector({
        send: (event: unknown) => sent.push(event),
        start: () => undefined,
        stop: () => undefined,
      }),
  };
});

const { inspect } = await import('./appInspector.js');
const { connectStately, disconnectStately, redactForStately } = await import('./statelyBridge.js');

const signIn = setup({
  types: {
    context: {} as { password: string | null; accessToken: string; email: string | null },
    events: {} as { type: 'login'; email: string; password: string },
  },
}).createMachine({
  id: 'bridgeSignIn',
  context: { password: null, accessToken: 'tok-0ff1ce', email: null },
  initial: 'out',
  states: {
    out: {
      on: {
        login: {
          target: 'in',
          actions: assign({ email: ({ event }) => event.email, password: ({ event }) => event.password }),
        },
      },
    },
    in: {},
  },
});

describe('statelyBridge', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    // Stately converts and sends on a timer (no window here): fake timers flush it without waiting.
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => {
    disconnectStately();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends Stately the events and snapshots with the password and token redacted', async () => {
    await connectStately();
    const raw: InspectionEvent[] = [];
    const actor = createActor(signIn, {
      inspect: (event) => {
        raw.push(event);
        inspect(event);
      },
    }).start();
    actor.send({ type: 'login', email: 'ada@example.com', password: 'hunter2' });
    vi.runAllTimers();

    // The app's actor did carry the secrets…
    expect(
      raw.some((e) => e.type === '@xstate.event' && (e.event as { password?: string }).password === 'hunter2'),
    ).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'hunter2', accessToken: 'tok-0ff1ce' });
    // …and Stately received the actor, the event and the new state, without them.
    const json = JSON.stringify(sent);
    expect(sent.map((e) => (e as { type: string }).type)).toEqual(
      expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']),
    );
    expect(json).toContain('login');
    expect(json).toContain('ada@example.com');
    expect(json).not.toContain('hunter2');
    expect(json).not.toContain('tok-0ff1ce');
    const snapshot = sent.find(
      (e): e is { type: string; snapshot: { value: unknown; context: Record<string, unknown> } } =>
        (e as { type: string }).type === '@xstate.snapshot' &&
        (e as { snapshot: { value: unknown } }).snapshot.value === 'in',
    );
    expect(snapshot?.snapshot.context).toEqual({
      password: '[redacted]',
      accessToken: '[redacted]',
      email: 'ada@example.com',
    });
    actor.stop();
  });

  it('sends nothing once disconnected, and only the kinds Stately shows', async () => {
    await connectStately();
    disconnectStately();
    const actor = createActor(signIn, { inspect }).start();
    actor.send({ type: 'login', email: 'a@b.c', password: 'hunter2' });
    vi.runAllTimers();
    expect(sent).toEqual([]);
    expect(redactForStately({ type: '@xstate.microstep' } as unknown as InspectionEvent)).toBeNull();
    actor.stop();
  });
});
