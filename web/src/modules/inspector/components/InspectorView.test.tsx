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
  it('lists actors with machine, state and tags, and shows the selected one with its events and replay controls', () => {
    const { inspector, actor } = recorded();
    const html = renderToString(<InspectorView inspector={inspector} registry={createMachineRegistry()} initialSelectedId={actor.sessionId} />);
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
  });

  it('asks to select an actor when none is selected', () => {
    const { inspector, actor } = recorded();
    const html = renderToString(<InspectorView inspector={inspector} registry={createMachineRegistry()} />);
    expect(html).toContain('Select an actor');
    actor.stop();
  });
});
