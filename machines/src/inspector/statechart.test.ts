import { describe, expect, it } from 'vitest';
import { and, createMachine, not } from 'xstate';
import { sessionMachine } from '../session/sessionMachine.js';
import { activeNodeIds, formatStateValue, statechartOf } from './statechart.js';
import { layoutStatechart } from './statechartLayout.js';
import { loginTestMachine } from './testMachine.js';

describe('statechartOf', () => {
  it('lists nodes with parent, type and initial child', () => {
    const chart = statechartOf(loginTestMachine);
    const node = (id: string) => chart.nodes.find((n) => n.id === id);
    expect(chart.rootId).toBe('login');
    expect(node('login')).toMatchObject({ parentId: null, type: 'compound', initial: 'login.idle', path: [] });
    expect(node('login.ready')).toMatchObject({
      type: 'parallel',
      initial: null,
      children: ['login.ready.view', 'login.ready.sync'],
    });
    expect(node('login.ready.view')).toMatchObject({
      parentId: 'login.ready',
      type: 'compound',
      initial: 'login.ready.view.list',
    });
    expect(node('login.signingIn')).toMatchObject({ type: 'atomic', tags: ['busy'], invokes: ['signIn'] });
    expect(node('login.done')?.type).toBe('final');
    expect(chart.nodes).toHaveLength(12);
  });

  it('lists transitions with targets, event, kind and guard names', () => {
    const chart = statechartOf(loginTestMachine);
    const from = (source: string) =>
      chart.transitions
        .filter((t) => t.source === source)
        .map(({ targets, label, guard, kind }) => ({ targets, label, guard, kind }));
    expect(from('login.idle')).toEqual([
      { targets: ['login.locked'], label: 'login.submit', guard: 'tooMany', kind: 'event' },
      { targets: ['login.signingIn'], label: 'login.submit', guard: null, kind: 'event' },
    ]);
    expect(from('login.signingIn')).toEqual([
      { targets: ['login.ready'], label: 'done signIn', guard: null, kind: 'done' },
      { targets: ['login.idle'], label: 'error signIn', guard: null, kind: 'error' },
    ]);
    expect(from('login.ready.sync.fresh')).toEqual([
      { targets: ['login.ready.sync.stale'], label: 'after 60000', guard: null, kind: 'after' },
    ]);
    expect(chart.transitions.find((t) => t.source === 'login.ready')?.targets).toEqual(['login.done']);
  });

  it('names combined and inline guards, and always transitions', () => {
    const m = createMachine({
      id: 'g',
      initial: 'a',
      states: {
        a: {
          always: [
            { guard: and(['x', not('y')]), target: 'b' },
            { guard: () => true, target: 'b' },
          ],
          on: { go: { actions: () => undefined } },
        },
        b: {},
      },
    });
    const chart = statechartOf(m);
    expect(chart.transitions.map((t) => [t.label, t.guard, t.targets])).toEqual([
      ['go', null, []],
      ['always', 'and(x, not(y))', ['g.b']],
      ['always', 'inline', ['g.b']],
    ]);
  });

  it('reads the real session machine and finds active nodes of a nested value', () => {
    const chart = statechartOf(sessionMachine);
    expect(chart.nodes.find((n) => n.id === 'session.signedIn')?.initial).toBe('session.signedIn.checking');
    expect(chart.transitions.filter((t) => t.source === 'session.signedIn.checking').map((t) => t.guard)).toEqual([
      'policyUnread',
      'isStaff',
      null,
    ]);
    expect([...activeNodeIds(chart, { signedIn: 'staff' })]).toEqual([
      'session',
      'session.signedIn',
      'session.signedIn.staff',
    ]);
    const login = statechartOf(loginTestMachine);
    expect([...activeNodeIds(login, { ready: { view: 'detail', sync: 'fresh' } })].sort()).toEqual(
      [
        'login',
        'login.ready',
        'login.ready.sync',
        'login.ready.sync.fresh',
        'login.ready.view',
        'login.ready.view.detail',
      ].sort(),
    );
  });

  it('formats state values on one line', () => {
    expect(formatStateValue('idle')).toBe('idle');
    expect(formatStateValue({ signedIn: 'staff' })).toBe('signedIn.staff');
    expect(formatStateValue({ ready: { view: 'detail', sync: 'fresh' } })).toBe('ready.(view.detail | sync.fresh)');
    expect(formatStateValue(null)).toBe('—');
  });
});

describe('layoutStatechart', () => {
  it('nests every child inside its parent and keeps siblings apart', () => {
    for (const machine of [loginTestMachine, sessionMachine]) {
      const chart = statechartOf(machine);
      const layout = layoutStatechart(chart);
      const box = new Map(layout.boxes.map((b) => [b.id, b]));
      expect(layout.boxes).toHaveLength(chart.nodes.length);
      for (const node of chart.nodes) {
        const b = box.get(node.id)!;
        expect(b.lines).toHaveLength(chart.transitions.filter((t) => t.source === node.id).length);
        if (node.parentId) {
          const p = box.get(node.parentId)!;
          expect(b.x).toBeGreaterThanOrEqual(p.x);
          expect(b.y).toBeGreaterThanOrEqual(p.y);
          expect(b.x + b.width).toBeLessThanOrEqual(p.x + p.width);
          expect(b.y + b.height).toBeLessThanOrEqual(p.y + p.height);
        }
        const siblings = node.children.map((id) => box.get(id)!);
        for (const s of siblings)
          for (const o of siblings)
            if (s !== o)
              expect(
                s.x + s.width <= o.x || o.x + o.width <= s.x || s.y + s.height <= o.y || o.y + o.height <= s.y,
              ).toBe(true);
      }
      expect(layout.width).toBe(box.get(chart.rootId)?.width);
    }
    const lines = layoutStatechart(statechartOf(loginTestMachine))
      .boxes.find((b) => b.id === 'login.idle')
      ?.lines.map((l) => l.text);
    expect(lines).toEqual(['login.submit → locked [tooMany]', 'login.submit → signingIn']);
  });
});
