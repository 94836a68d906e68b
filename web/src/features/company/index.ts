/** The company feature's public API: other features import it only from here. */
export { type CompanyDetails } from './graphql/operations.js';
