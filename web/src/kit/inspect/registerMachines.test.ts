import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  StateMachine,
  waitFor,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  createInspector,
  exportActorLog,
  integrityRerunMachine,
  machineRegistry,
  parseActorLog,
  replayActorLog,
  taskFollowerMachine,
  type TaskFollowerEvent,
  type TaskStreamInput,
} from '@console/machines';
import './registerMachines.js';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const WEB_SRC = join(ROOT, 'web', 'src');
const MACHINES_SRC = join(ROOT, 'machines', 'src');
/** Machines that only tests start (fixtures), with why they need no registration. */
const TEST_ONLY = new Set(['machines/src/inspector/testMachine.ts']);

/** The source files under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The text between the parenthesis at `open` and its match. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

/**
 * The calls of `source` that start an actor without the inspector: `createActor`, `useMachine`
 * and `useActorRef` whose options do not pass `inspect`, and a `createActorContext` whose
 * Provider is never given it. (`X.useActorRef()` reads an actor context; it starts nothing.)
 */
function startsWithoutInspector(source: string): string[] {
  const code = withoutComments(source);
  const missing: string[] = [];
  for (const match of code.matchAll(/(?<![.\w$])(createActor|useMachine|useActorRef)(?:<[^<>()\n]*>)?\(/g)) {
    const args = argumentsAt(code, match.index + match[0].length - 1);
    if (!/\binspect\b/.test(args)) missing.push(`${match[1]}(${args.trim().slice(0, 60)})`);
  }
  if (
    /(?<![.\w$])createActorContext\(/.test(code) &&
    ![...code.matchAll(/\.Provider\s+options=\{\{([\s\S]*?)\}\}/g)].some((m) => /\binspect\b/.test(m[1] ?? ''))
  )
    missing.push('createActorContext without inspect on its Provider');
  return missing;
}

describe('registerMachines', () => {
  it(
    'registers every machine of the app, the product-SKU editor ' +
      'and the integrity rerun included, so their logs replay',
    () => {
      expect(machineRegistry.ids()).toEqual(
        expect.arrayContaining([
          'taskMonitor',
          'session',
          'routeGuard',
          'dataArea',
          'reloadGuard',
          'bulkWizard',
          'dissociationWizard',
          'productSkuEditing',
          'integrityRerun',
          'revertWizard',
        ]),
      );
      expect(machineRegistry.get('taskMonitor')?.id).toBe('taskMonitor');
      expect(machineRegistry.get('integrityRerun')?.id).toBe('integrityRerun');
    },
  );

  it(
    'has every machine defined in machines/src and web/src, by ' +
      'its id: a new machine fails here until it is registered',
    async () => {
      const defining = [...sourceFiles(MACHINES_SRC), ...sourceFiles(WEB_SRC)].filter((file) =>
        /\bcreateMachine\(/.test(withoutComments(readFileSync(file, 'utf8'))),
      );
      const paths = defining.map((file) => relative(ROOT, file));
      // The scan finds the machines of both trees (it would find none if it were broken).
      expect(paths).toEqual(
        expect.arrayContaining([
          'machines/src/session/sessionMachine.ts',
          'machines/src/integrityRerun/integrityRerunMachine.ts',
        ]),
      );

      const unregistered: string[] = [];
      for (const file of defining) {
        const path = relative(ROOT, file);
        if (TEST_ONLY.has(path)) continue;
        const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
        const machines = Object.entries(exports).filter(
          (entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine,
        );
        // A machine kept private to its file could not be checked (nor registered): export it.
        if (machines.length === 0) unregistered.push(`${path}: defines a machine it does not export`);
        for (const [name, machine] of machines) {
          if (machineRegistry.get(machine.id) !== machine) unregistered.push(`${path}: ${name} (id '${machine.id}')`);
        }
      }
      expect(unregistered).toEqual([]);
    },
  );

  it('replays an exported log of the integrity rerun with the registered machine, to the same state', async () => {
    const inspector = createInspector();
    const actor = createActor(
      integrityRerunMachine.provide({
        actors: {
          startRerun: fromPromise(async () => ({ task_uuid: 'task-1' })),
          followTask: taskFollowerMachine.provide({
            actors: {
              taskStream: fromCallback<EventObject, TaskStreamInput>(({ sendBack }) => {
                const message: TaskFollowerEvent = {
                  type: 'follow.message',
                  message: {
                    task_uuid: 'task-1',
                    status: 'running',
                    done: 2,
                    total: 7,
                    task: {
                      uuid: 'task-1',
                      version: 2,
                      status: 'running',
                      progress: { done: 2, total: 7 },
                      transaction_uuid: null,
                      error: null,
                    },
                  },
                };
                sendBack(message);
              }),
            },
          }),
        },
      }),
      { input: { code: '1005' }, inspect: inspector.inspect },
    ).start();
    actor.send({ type: 'rerun.start' });
    await waitFor(actor, (s) => s.context.task?.progress.done === 2);
    const log = parseActorLog(JSON.stringify(exportActorLog(inspector, actor.sessionId)));
    expect(log.machineId).toBe('integrityRerun');
    const replayed = replayActorLog(log, machineRegistry);
    expect(replayed.mismatch).toBeNull();
    expect(replayed.view.value).toBe('watching');
    actor.stop();
  });
});

describe('every actor the app starts is inspected', () => {
  it('passes the inspector wherever web/src creates an actor, uses a machine or provides an actor context', () => {
    const starters = sourceFiles(WEB_SRC)
      .map((file) => ({ path: relative(WEB_SRC, file), source: readFileSync(file, 'utf8') }))
      .filter(({ source }) =>
        /(?<![.\w$])(createActor|useMachine|useActorRef|createActorContext)(?:<[^<>()\n]*>)?\(/.test(
          withoutComments(source),
        ),
      );
    // The scan sees the app's actors (it would see none if it were broken).
    expect(starters.map((s) => s.path)).toEqual(
      expect.arrayContaining([
        'features/company/integrity/useIntegrityRerun.ts',
        'features/products/components/ProductEditor.tsx',
        'features/session/SessionContext.tsx',
        'app/router/reloadGuard.ts',
        'features/monitor/taskMonitorStore.ts',
      ]),
    );
    const missing = starters.flatMap(({ path, source }) =>
      startsWithoutInspector(source).map((call) => `${path}: ${call}`),
    );
    expect(missing).toEqual([]);
  });

  it('catches an actor started without it', () => {
    expect(startsWithoutInspector(`const [s, send] = useMachine(provided, { input });`)).toHaveLength(1);
    expect(
      startsWithoutInspector(`const a = createActor(m.provide({ actors }), { input: { a: f(1) } }).start();`),
    ).toHaveLength(1);
    expect(
      startsWithoutInspector(`export const C = createActorContext(m);\n<C.Provider options={{ input }}>`),
    ).toHaveLength(1);
    expect(
      startsWithoutInspector(`useMachine(provided, { input, inspect: useInspect() }); const ref = C.useActorRef();`),
    ).toEqual([]);
  });
});
