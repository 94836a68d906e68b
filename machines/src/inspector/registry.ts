/** Machines by id, so that an imported log finds the machine it was recorded from. */
import type { AnyStateMachine } from 'xstate';

export interface MachineRegistry {
  register(machine: AnyStateMachine): AnyStateMachine;
  get(machineId: string): AnyStateMachine | null;
  ids(): string[];
}

/** A registry of its own (tests); the app uses the shared one through `registerMachine`. */
export function createMachineRegistry(): MachineRegistry {
  const machines = new Map<string, AnyStateMachine>();
  return {
    register(machine) {
      machines.set(machine.id, machine);
      return machine;
    },
    get: (machineId) => machines.get(machineId) ?? null,
    ids: () => [...machines.keys()].sort(),
  };
}

/** The app's registry of machines. */
export const machineRegistry: MachineRegistry = createMachineRegistry();

/** Registers a machine (by its `id`) so that logs recorded from it can be imported and replayed. */
export const registerMachine = (machine: AnyStateMachine): AnyStateMachine => machineRegistry.register(machine);
