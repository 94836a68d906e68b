import { describe, expect, it } from 'vitest';
import { machineRegistry } from '@console/machines';
import './registerMachines.js';

describe('registerMachines', () => {
  it('registers every machine of the app, the task monitor included, so their logs replay', () => {
    expect(machineRegistry.ids()).toEqual(
      expect.arrayContaining(['taskMonitor', 'session', 'routeGuard', 'dataArea', 'reloadGuard', 'bulkWizard', 'dissociationWizard']),
    );
    expect(machineRegistry.get('taskMonitor')?.id).toBe('taskMonitor');
  });
});
