export { revertWizardMachine } from './revertWizardMachine.js';
export { appliesRest, appliesWhole, conflictOf, revertSubject, targetKey, toWrite } from './logic.js';
export type * from './types.js';
