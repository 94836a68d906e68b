import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { createInspector, createMachineRegistry, sessionMachine } from '@console/machines';
import { InspectorView } from './InspectorView.js';

function recorded() {
  const inspector = createInspector();
  const actor = createActor(sessionMachine, { input: { loginAppPage: null }, inspect: inspector.inspect }).start();
  // The bare machine's fetchUser rejects at once; answer as the server would, with no user.
  actor.send({ type: 'xstate.done.actor.fetchUser', output: null } as never);
  actor.send({ type: 'session.login', credentials: { kind: 'password', email: 'a@b.c', password: 'hunter2' } });
  return { inspector, actor };
}

describe('InspectorView', () => {
  it(
    'lists actors with machine, state and tags, and shows ' + 'the selected one with its events and replay controls',
    () => {
      const { inspector, actor } = recorded();
      const html = renderToString(
        <InspectorView inspector={inspector} registry={createMachineRegistry()} initialSelectedId={actor.sessionId} />,
      );
      expect(html).toContain('aria-label="Actors"');
      expect(html).toContain(`aria-label="Inspect session (${actor.sessionId})"`);
      expect(html).toMatch(/<output aria-label="Current state">signingIn<\/output>/);
      expect(html).toContain('aria-label="Events"');
      expect(html).toContain('session.login');
      expect(html).toMatch(/signedOut → (<!-- -->)?signingIn/);
      expect(html).toContain('Step back');
      expect(html).toContain('Export log');
      expect(html).not.toContain('hunter2');
      actor.stop();
    },
  );

  it('shows the first actor with its context, events and statechart side by side until one is picked', () => {
    const { inspector, actor } = recorded();
    const html = renderToString(<InspectorView inspector={inspector} registry={createMachineRegistry()} />);
    expect(html).not.toContain('No actor recorded');
    expect(html).toMatch(/<output aria-label="Current state">signingIn<\/output>/);
    for (const pane of ['Context pane', 'Events pane', 'Statechart pane'])
      expect(html).toContain(`aria-label="${pane}"`);
    // The context is a tree of fields, not one block of JSON text.
    expect(html).toContain('aria-label="Context"');
    expect(html).toMatch(/<span class="ctx-key">loginAppPage<\/span>/);
    actor.stop();
  });

  it('says so when no actor is recorded', () => {
    const html = renderToString(<InspectorView inspector={createInspector()} registry={createMachineRegistry()} />);
    expect(html).toContain('No actor recorded');
  });

  it('draws the statechart with the current state highlighted and the transitions taken so far marked', () => {
    const { inspector, actor } = recorded();
    const html = renderToString(
      <InspectorView inspector={inspector} registry={createMachineRegistry()} initialSelectedId={actor.sessionId} />,
    );
    expect(html).toContain('aria-label="Statechart of session"');
    // The current state, and only it, is the current step.
    const current = [...html.matchAll(/<g aria-current="step" data-state="([^"]+)"/g)].map((m) => m[1]);
    expect(current).toEqual(['session.signingIn']);
    expect(html).toMatch(/<g data-state="session.signedOut">/);
    // Taken: the boot without a user (the second fetchUser branch), then the login; nothing else.
    const taken: Record<string, number> = Object.fromEntries(
      [...html.matchAll(/data-transition="([^"]+)" data-taken="(\d+)"/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(Object.keys(taken).length).toBeGreaterThan(10);
    expect(Object.entries(taken).filter(([, n]) => n > 0)).toEqual([
      ['session.booting|xstate.done.actor.fetchUser|1', 1],
      ['session.signedOut|session.login|0', 1],
    ]);
    // The event on show (the last) is drawn strongest, with its count.
    const edge = /data-transition="session.signedOut\|session.login\|0" data-taken="1" data-last="true"[^>]*>/;
    expect(html).toMatch(new RegExp(edge.source + /session.login → (<!-- -->)?signingIn(<!-- -->)?  ×1</.source));
    expect([...html.matchAll(/data-last="true"/g)]).toHaveLength(1);
    actor.stop();
  });
});
