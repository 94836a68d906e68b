/** The companyAccess feature's public API: other features import it only from here. */
export { EXTERNAL_PIM_NOTICE, ExternalPimNotice, useExternalPimConfirm } from './ExternalPimNotice.js';
export { useExternalPim } from './useExternalPim.js';
