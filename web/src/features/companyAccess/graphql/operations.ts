/** Company lookups the shell needs (companies.graphql beside this file, typed by codegen). */
import type { CompanyByDigitCodeQuery } from '../../../kit/graphql/generated/graphql.js';

export {
  CompanyByDigitCodeDocument as COMPANY_BY_DIGIT_CODE,
  AccessOptionsDocument as ACCESS_OPTIONS,
} from '../../../kit/graphql/generated/graphql.js';

/** The company of the current route, as the shell knows it. */
export type CurrentCompany = NonNullable<CompanyByDigitCodeQuery['company']>;
