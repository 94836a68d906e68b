/** Company overview and sub-page operations (company.graphql beside this file, typed by codegen). */
import type { CompanyDetailsQuery, MetricSeriesFieldsFragment } from '../../../kit/graphql/generated/graphql.js';
import type { Navigation } from '@console/schema';

export {
  CompanyDetailsDocument as COMPANY_DETAILS,
  CompanyMetricsDocument as COMPANY_METRICS,
  CompanyAccessOptionsDocument as ACCESS_OPTIONS_FULL,
  RetailersByMetricDocument as RETAILERS_BY_METRIC,
  RankingsMaxResultsDocument as RANKINGS_MAX_RESULTS,
  ListingsMaxResultsDocument as LISTINGS_MAX_RESULTS,
} from '../../../kit/graphql/generated/graphql.js';

/** One company_retailers link: retailer, retailer_url and metrics (JSON in the SDL: `Company.retailers`). */
export interface CompanyRetailerRow {
  uuid: string;
  retailer: { digit_code: string; name?: string };
  retailer_url: string;
  metrics: string[];
}

/** The company of a route with what its pages need (§1 notice: external_pim), its retailer links read. */
export type CompanyDetails = Omit<NonNullable<CompanyDetailsQuery['company']>, 'retailers'> & {
  retailers: CompanyRetailerRow[];
};

/** One metric of the overview. */
export type MetricSeries = MetricSeriesFieldsFragment;

/** A page of a generic list. */
export interface RecordPage<T = Record<string, unknown>> {
  rows: T[];
  navigation: Navigation;
}
