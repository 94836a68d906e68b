/**
 * The machines an imported log may name, registered by id (`registerMachine`). Add a line here
 * for every new machine of the app, so that its logs can be replayed; registerMachines.test.ts
 * fails for a machine the app defines or starts that is missing here.
 */
import {
  bulkWizardMachine,
  dataAreaMachine,
  dissociationWizardMachine,
  integrityRerunMachine,
  mediaWriteMachine,
  productSkuEditingMachine,
  recordsDeleteMachine,
  registerMachine,
  reloadGuardMachine,
  revertWizardMachine,
  routeGuardMachine,
  sessionMachine,
  taskFollowerMachine,
  taskMonitorMachine,
} from '@console/machines';

/** Every machine of the app, in the registry. */
export const APP_MACHINES = [
  sessionMachine,
  routeGuardMachine,
  dataAreaMachine,
  reloadGuardMachine,
  bulkWizardMachine,
  dissociationWizardMachine,
  taskMonitorMachine,
  taskFollowerMachine,
  mediaWriteMachine,
  productSkuEditingMachine,
  integrityRerunMachine,
  recordsDeleteMachine,
  revertWizardMachine,
] as const;

for (const machine of APP_MACHINES) registerMachine(machine);
