/** The company feature's public API: other features import it only from here. */
export { type CompanyDetails } from './graphql/operations.js';
export { recordRecentCompany, useRecentCompanies, RECENT_LIMIT, type RecentCompany } from './recent/recentCompanies.js';
export { useUserPref, writeUserPref } from './recent/userPrefs.js';
