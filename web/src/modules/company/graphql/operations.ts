/** Company overview and sub-page operations (schema/graphql/{companies,resources,utilities,live}.graphql). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

/** The company of a route with what its pages need (§1 notice: external_pim). */
export interface CompanyDetails {
  id: number;
  uuid: string;
  name: string;
  digit_code: string;
  is_active: boolean;
  external_pim: boolean;
  country_iso_code: string | null;
  retailers: CompanyRetailerRow[];
}

/** One company_retailers link: retailer, retailer_url and metrics. */
export interface CompanyRetailerRow {
  uuid: string;
  retailer: { digit_code: string; name?: string };
  retailer_url: string;
  metrics: string[];
}

export const COMPANY_DETAILS: TypedDocumentNode<{ company: CompanyDetails | null }, { digit_code: string }> = gql`
  query CompanyDetails($digit_code: String!) {
    company(digit_code: $digit_code) { id uuid name digit_code is_active external_pim country_iso_code retailers }
  }
`;

export interface MetricSeries {
  metric: string;
  value: number | null;
  series: Array<{ date: string; value: number }> | null;
}

/** The four company metrics of the overview (one request, aliased). */
export const COMPANY_METRICS: TypedDocumentNode<
  { content_score: MetricSeries; availability: MetricSeries; rating: MetricSeries; share_of_search: MetricSeries },
  { filter: Record<string, unknown> }
> = gql`
  query CompanyMetrics($filter: JSON) {
    content_score: metric(resource: companies, metric: "content_score", filter: $filter) { metric value series { date value } }
    availability: metric(resource: companies, metric: "availability", filter: $filter) { metric value series { date value } }
    rating: metric(resource: companies, metric: "rating", filter: $filter) { metric value series { date value } }
    share_of_search: metric(resource: companies, metric: "share_of_search", filter: $filter) { metric value series { date value } }
  }
`;

export interface RecordPage<T = Record<string, unknown>> {
  rows: T[];
  navigation: { page: number; page_size: number; total_items: number; total_pages: number };
}

/** Any generic list, for small look-ups next to a page (the big lists use the table kit). */
export const LIST_RECORDS: TypedDocumentNode<
  { list: RecordPage },
  { resource: string; filter?: Record<string, unknown>; navigation?: { page?: number; page_size?: number; sort?: Array<{ field: string; direction?: 'asc' | 'desc' }> } }
> = gql`
  query CompanyListRecords($resource: ResourceName!, $filter: JSON, $navigation: NavigationInput) {
    list(resource: $resource, filter: $filter, navigation: $navigation) { rows navigation { page page_size total_items total_pages } }
  }
`;

export const ACCESS_OPTIONS_FULL: TypedDocumentNode<{ accessOptions: unknown }, { email?: string | null }> = gql`
  query CompanyAccessOptions($email: String) { accessOptions(email: $email) }
`;

export const RETAILERS_BY_METRIC: TypedDocumentNode<{ retailersByMetric: unknown }, { metric: string; code: string }> = gql`
  query RetailersByMetric($metric: String!, $code: String!) { retailersByMetric(metric: $metric, code: $code) }
`;

export const RANKINGS_MAX_RESULTS: TypedDocumentNode<{ rankingsMaxResults: unknown }, { params: Record<string, unknown> }> = gql`
  query RankingsMaxResults($params: JSON!) { rankingsMaxResults(params: $params) }
`;

export const LISTINGS_MAX_RESULTS: TypedDocumentNode<{ listingsMaxResults: unknown }, { path: string; params: Record<string, unknown> }> = gql`
  query ListingsMaxResults($path: String!, $params: JSON!) { listingsMaxResults(path: $path, params: $params) }
`;
