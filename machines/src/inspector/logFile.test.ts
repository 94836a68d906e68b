import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../session/sessionMachine.js';
import type { Credentials, SessionUser } from '../session/sessionTypes.js';
import { createInspector } from './createInspector.js';
import { actorLogFileName, exportActorLog, importActorLog, parseActorLog, replayActorLog } from './logFile.js';
import { REDACTED } from './redact.js';
import { createMachineRegistry } from './registry.js';
import { loginTestMachine } from './testMachine.js';

const roundTrip = (value: unknown) => parseActorLog(JSON.stringify(value, null, 2));

describe('actor log export → import → replay', () => {
  it('replays a small machine to the same state and context, in the sandbox', async () => {
    const inspector = createInspector();
    const machine = loginTestMachine.provide({
      actors: { signIn: fromPromise(async () => ({ token: 'secret-token', name: 'Ada' })) },
      actions: { announce: () => undefined },
    });
    const actor = createActor(machine, {
      input: { greeting: 'hello', secret: 'x' },
      inspect: inspector.inspect,
    }).start();
    actor.send({ type: 'login.submit', credentials: { email: 'ada@demo.test', password: 'pw-1' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'view.detail' });

    const log = exportActorLog(inspector, actor.sessionId, new Date('2025-01-02T03:04:05.678Z'))!;
    expect(log).toMatchObject({ machineId: 'login', input: { greeting: 'hello', secret: REDACTED }, start: null });
    expect(log.events.map((e) => e.event.type)).toEqual(['login.submit', 'xstate.done.actor.signIn', 'view.detail']);
    expect(actorLogFileName(log)).toBe('login-2025-01-02T03-04-05.inspector.json');
    const text = JSON.stringify(log);
    for (const secret of ['pw-1', 'secret-token', 'k-123']) expect(text).not.toContain(secret);

    // The registry holds the bare machine: its signIn rejects and `announce` throws if run.
    const registry = createMachineRegistry();
    registry.register(loginTestMachine);
    const replayed = replayActorLog(roundTrip(log), registry);
    expect(replayed.mismatch).toBeNull();
    expect(replayed.view.value).toEqual(actor.getSnapshot().value);
    expect(replayed.view.context).toEqual(inspector.actor(actor.sessionId)?.context);

    const imported = importActorLog(inspector, roundTrip(log), registry);
    expect(inspector.actor(imported.actorId)).toMatchObject({
      status: 'replay',
      imported: true,
      live: false,
      value: actor.getSnapshot().value,
    });
    expect(inspector.events(imported.actorId).map((e) => [e.type, e.from, e.to])).toEqual([
      ['xstate.init', null, 'idle'],
      ['login.submit', 'idle', 'signingIn'],
      ['xstate.done.actor.signIn', 'signingIn', { ready: { view: 'list', sync: 'fresh' } }],
      ['view.detail', { ready: { view: 'list', sync: 'fresh' } }, { ready: { view: 'detail', sync: 'fresh' } }],
    ]);
    expect(inspector.snapshotAt(imported.actorId, 1)).toMatchObject({ value: 'signingIn', context: { attempts: 1 } });
    expect(inspector.taken(imported.actorId).get('login.ready.view.list|view.detail|0')).toBe(1);
    actor.stop();
  });

  it('starts from the folded state when the log overflowed', () => {
    const inspector = createInspector({ limit: 2 });
    const actor = createActor(loginTestMachine, {
      input: { greeting: 'g', secret: 's' },
      inspect: inspector.inspect,
    }).start();
    for (let i = 0; i < 2; i += 1) {
      actor.send({ type: 'login.submit', credentials: { email: 'e', password: 'p' } });
      actor.send({ type: 'xstate.error.actor.signIn', error: new Error('no') } as never);
    }
    actor.send({ type: 'login.submit', credentials: { email: 'e', password: 'p' } });
    const log = exportActorLog(inspector, actor.sessionId)!;
    expect(log.start).toEqual({
      value: 'signingIn',
      context: { attempts: 2, token: null, profile: null, greeting: 'g' },
    });
    expect(log.events).toHaveLength(2);
    const registry = createMachineRegistry();
    registry.register(loginTestMachine);
    expect(replayActorLog(roundTrip(log), registry)).toMatchObject({ matches: true, view: { value: 'locked' } });
    actor.stop();
  });

  it('replays the real session machine through a failed and a good sign-in', async () => {
    const user: SessionUser = {
      user_uuid: '00000000-0000-4000-8000-000000000001',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@demo.test',
      scope: ['admin'],
      roles: ['admin'],
      read_policy: true,
    };
    let current: SessionUser | null = null;
    const inspector = createInspector();
    const machine = sessionMachine.provide({
      actors: {
        fetchUser: fromPromise(async () => current),
        signIn: fromPromise(async ({ input }: { input: Credentials }) => {
          if (input.kind === 'password' && input.password !== 'good')
            throw Object.assign(new Error('no'), { status: 400 });
          current = user;
        }),
        signOut: fromPromise<void>(async () => undefined),
        acceptPrivacy: fromPromise(async () => user),
      },
    });
    const actor = createActor(machine, { input: { loginAppPage: null }, inspect: inspector.inspect }).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.login', credentials: { kind: 'password', email: user.email, password: 'bad' } });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    actor.send({
      type: 'session.login',
      credentials: { kind: 'password', email: user.email, password: 'good' },
      wanted: '/admin/tasks',
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'staff' }));

    const log = exportActorLog(inspector, actor.sessionId)!;
    expect(JSON.stringify(log)).not.toMatch(/"(good|bad)"/);
    const registry = createMachineRegistry();
    registry.register(sessionMachine);
    const replayed = replayActorLog(roundTrip(log), registry);
    expect(replayed.mismatch).toBeNull();
    expect(replayed.view.value).toEqual({ signedIn: 'staff' });
    expect(replayed.view.context).toMatchObject({ user: { email: user.email }, redirect: '/admin/tasks' });
    actor.stop();
  });

  it('refuses files that are not inspector logs, and unknown machines', () => {
    expect(() => parseActorLog('nope')).toThrow('The file is not JSON.');
    expect(() => parseActorLog(JSON.stringify({ format: 'other' }))).toThrow(/format must be/);
    const inspector = createInspector();
    const actor = createActor(loginTestMachine, {
      input: { greeting: 'g', secret: 's' },
      inspect: inspector.inspect,
    }).start();
    const log = exportActorLog(inspector, actor.sessionId)!;
    expect(() => parseActorLog(JSON.stringify({ ...log, version: 2 }))).toThrow(/version 1/);
    expect(() => replayActorLog(log, createMachineRegistry())).toThrow('No machine "login" is registered');
    expect(exportActorLog(inspector, 'nobody')).toBeNull();
  });
});
