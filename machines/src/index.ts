export {};
// web shell (issue 4): session, redirect rules, route guards, data area, reload guard
export * from './session/sessionMachine.js';
export * from './session/sessionTypes.js';
export * from './session/failure.js';
export * from './redirect/postLoginTarget.js';
export * from './guards/guards.js';
export * from './guards/routeGuardMachine.js';
export * from './dataArea/dataAreaMachine.js';
export * from './reloadGuard/reloadGuardMachine.js';
// preview-then-apply wizards, product-SKU editing, task monitor (issues 6 and 7)
export * from './csv/index.js';
export * from './taskMonitor/index.js';
export * from './taskMonitor/taskProgressStates.js';
export * from './taskFollower/index.js';
export * from './mediaWrite/index.js';
export * from './integrityRerun/index.js';
export * from './bulkWizard/index.js';
export * from './dissociationWizard/index.js';
export * from './recordsDelete/index.js';
// revert of a transaction or of one version (issue 18)
export * from './revertWizard/index.js';
// machine inspector (issue 8): recorder, redaction, statechart data, replay, log files
export * from './inspector/index.js';
export * from './productSkuEditing/index.js';
