/**
 * How long the machine inspector takes to open with many actors: 500 live actors of 100 events
 * each are recorded, then the panel's model is built and the panel rendered (react-dom/server).
 * Prints figures; never fails on time.
 */
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';
import {
  buildInspectorModel,
  createInspector,
  createMachineRegistry,
  exportActorLog,
  parseActorLog,
  replayActorLog,
  type Inspector,
} from '@console/machines';
import { InspectorView } from '../../web/src/features/inspector/components/InspectorView.js';

const ACTORS = 500;
const EVENTS = 100;

/** A wizard-like machine: steps, a nested state, a guard, context that grows, a secret in events. */
const benchMachine = setup({
  types: {
    context: {} as { step: number; rows: { id: number; name: string }[]; auth: { token: string } | null },
    events: {} as
      { type: 'next'; row: { id: number; name: string }; token: string } | { type: 'back' } | { type: 'edit.toggle' },
  },
}).createMachine({
  id: 'benchWizard',
  context: { step: 0, rows: [], auth: null },
  initial: 'pick',
  states: {
    pick: {
      on: {
        next: {
          target: 'edit',
          actions: assign(({ context, event }) => ({
            step: context.step + 1,
            rows: [...context.rows.slice(-9), event.row],
            auth: { token: event.token },
          })),
        },
      },
    },
    edit: {
      initial: 'viewing',
      states: { viewing: { on: { 'edit.toggle': 'editing' } }, editing: { on: { 'edit.toggle': 'viewing' } } },
      on: {
        next: {
          target: 'confirm',
          guard: ({ context }) => context.step % 2 === 1,
          actions: assign(({ context }) => ({ step: context.step + 1 })),
        },
        back: 'pick',
      },
    },
    confirm: {
      tags: ['busy'],
      on: { back: 'edit', next: { target: 'pick', actions: assign(({ context }) => ({ step: context.step + 1 })) } },
    },
  },
});

const time = <T>(fn: () => T): [T, number] => {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(1)} ms`;

function record(limit: number | null): { inspector: Inspector; actors: AnyActorRef[]; elapsed: number } {
  const inspector = createInspector({ limit: limit ?? 1 });
  const actors: AnyActorRef[] = [];
  const [, elapsed] = time(() => {
    for (let a = 0; a < ACTORS; a += 1) {
      const actor = createActor(benchMachine, { inspect: limit === null ? undefined : inspector.inspect }).start();
      // xstate.init counts as the first event received.
      for (let e = 1; e < EVENTS; e += 1) {
        const kind = e % 5;
        actor.send(
          kind === 3
            ? { type: 'edit.toggle' }
            : kind === 4
              ? { type: 'back' }
              : { type: 'next', row: { id: e, name: `row ${e}` }, token: `secret-${a}-${e}` },
        );
      }
      actors.push(actor);
    }
  });
  return { inspector, actors, elapsed };
}

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  console.log(`inspector: ${ACTORS} actors × ${EVENTS} events`);
  const baseline = record(null);
  baseline.actors.forEach((a) => a.stop());
  console.log(`  the same events without inspector          ${ms(baseline.elapsed)}`);
  const { inspector, actors, elapsed } = record(500);
  console.log(
    `  record ${ACTORS * EVENTS} events (limit 500)        ${ms(elapsed)}  ` +
      `(${((elapsed * 1000) / (ACTORS * EVENTS)).toFixed(1)} µs/event)`,
  );
  const bounded = record(50);
  console.log(`  record ${ACTORS * EVENTS} events (limit 50, folding) ${ms(bounded.elapsed)}`);
  bounded.actors.forEach((a) => a.stop());

  const [model, cold] = time(() => buildInspectorModel(inspector));
  const warm = median(Array.from({ length: 5 }, () => time(() => buildInspectorModel(inspector))[1]));
  console.log(`  build panel model (${model.rows.length} rows)      cold ${ms(cold)}, warm ${ms(warm)}`);
  const filtered = median(
    Array.from({ length: 5 }, () => time(() => buildInspectorModel(inspector, { filter: 'confirm' }))[1]),
  );
  console.log(`  build model with a filter                  ${ms(filtered)}`);

  const target = actors[ACTORS - 1]!.sessionId;
  const replays = Array.from({ length: 5 }, () => time(() => inspector.snapshotAt(target, EVENTS - 1))[1]);
  console.log(`  snapshotAt last of ${EVENTS} events (replay)       ${ms(median(replays))}`);

  const registry = createMachineRegistry();
  registry.register(benchMachine);
  const [log, exportMs] = time(() => JSON.stringify(exportActorLog(inspector, target)));
  const [replayed, importMs] = time(() => replayActorLog(parseActorLog(log), registry));
  console.log(
    `  export ${ms(exportMs)}, parse + replay ${ms(importMs)} ` +
      `(${(log.length / 1024).toFixed(0)} KB, matches: ${replayed.matches})`,
  );

  const render = (selected: string | null) =>
    renderToString(createElement(InspectorView, { inspector, registry, delayMs: 0, initialSelectedId: selected }));
  const [, firstRender] = time(() => render(null));
  const renders = Array.from({ length: 3 }, () => time(() => render(null))[1]);
  console.log(
    `  render panel, ${ACTORS} actors (renderToString)  first ${ms(firstRender)}, then ${ms(median(renders))}`,
  );
  const [html, selectedRender] = time(() => render(target));
  console.log(
    `  render panel with one actor open          ${ms(selectedRender)} (${(html.length / 1024).toFixed(0)} KB of HTML)`,
  );
  console.log(`  open = model + render                     ${ms(warm + median(renders))}`);
  actors.forEach((a) => a.stop());
}
