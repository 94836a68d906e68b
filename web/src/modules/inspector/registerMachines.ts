/**
 * The machines an imported log may name, registered by id (`registerMachine`). Add a line here
 * for every new machine of the app, so that its logs can be replayed.
 */
import {
  bulkWizardMachine,
  dataAreaMachine,
  dissociationWizardMachine,
  registerMachine,
  reloadGuardMachine,
  routeGuardMachine,
  sessionMachine,
  taskMonitorMachine,
} from '@console/machines';

for (const machine of [sessionMachine, routeGuardMachine, dataAreaMachine, reloadGuardMachine, bulkWizardMachine, dissociationWizardMachine, taskMonitorMachine]) {
  registerMachine(machine);
}
