export { dissociationWizardMachine } from './dissociationWizardMachine.js';
export { confirmationMatches, dissociationRequest, dissociationTaskName, impactByMetric } from './logic.js';
export type * from './types.js';
