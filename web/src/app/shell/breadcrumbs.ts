/**
 * The breadcrumb trail of a nested page, from its path and the open record of its list (`?record=`):
 * one crumb per level a user can go back to (Companies › Northwind Foods › Retailer configs › record).
 * Crumbs name things: a company by its name, a record by its caption, never by a UUID; the names are
 * filled in by the view (Breadcrumbs.tsx), which knows the loaded company and records.
 */
import { resourceEntry } from '@console/schema';

/** What a crumb shows: fixed text, the route's company, or a record named by its caption. */
export type CrumbLabel =
  { kind: 'text'; text: string } | { kind: 'company'; code: string } | { kind: 'record'; resource: string; id: string };

export interface Crumb {
  label: CrumbLabel;
  href: string;
}

const text = (value: string): CrumbLabel => ({ kind: 'text', text: value });

/** Labels of the fixed path segments; others (a rule definition's name) are shown as they are. */
const SEGMENT_LABELS: Record<string, string> = {
  companies: 'Companies',
  retailers: 'Retailers',
  keywords: 'Keywords',
  categories: 'Categories',
  rules: 'Rules',
  users: 'Users',
  tasks: 'Tasks',
  bulk: 'Bulk upsert',
  business_rules: 'Business rules',
  integrity_check: 'Integrity check',
  listings: 'Listings',
  options: 'Options',
  products: 'Products',
  rankings: 'Rankings',
  retailer_configs: 'Retailer configs',
  schedules: 'Schedules',
  skus: 'SKUs',
  compliance: 'Compliance',
  images: 'Images',
  product_groupings: 'Product groupings',
  transactions: 'Transactions',
  specs: 'Specs',
  dissociate: 'Dissociate',
  update: 'Update',
  revert: 'Revert',
};

/** The resource a list page shows, for naming its open record (`?record=`). */
const LIST_RESOURCES: [RegExp, string][] = [
  [/^\/admin\/companies$/, 'companies'],
  [/^\/admin\/retailers$/, 'retailers'],
  [/^\/admin\/keywords$/, 'keywords'],
  [/^\/admin\/categories$/, 'categories'],
  [/^\/admin\/rules$/, 'business_rule_definitions'],
  [/^\/admin\/rules\/[^/]+\/business_rules$/, 'business_rules'],
  [/^\/admin\/tasks$/, 'tasks'],
  [/^\/admin\/companies\/[^/]+\/retailer_configs$/, 'company_retailers'],
  [/^\/admin\/companies\/[^/]+\/schedules$/, 'schedules'],
  [/^\/admin\/companies\/[^/]+\/listings$/, 'listings'],
  [/^\/admin\/companies\/[^/]+\/rankings$/, 'rankings'],
  [/^\/admin\/companies\/[^/]+\/products$/, 'products'],
  [/^\/admin\/companies\/[^/]+\/skus$/, 'product_skus'],
  [/^\/admin\/companies\/[^/]+\/rules$/, 'company_business_rules'],
  [/^\/admin\/companies\/[^/]+\/rules\/[^/]+\/business_rules$/, 'business_rules'],
  [/^\/admin\/companies\/[^/]+\/products\/transactions$/, 'transactions'],
];

const labelOf = (segment: string) => SEGMENT_LABELS[segment] ?? segment;

/** The crumbs of an /admin path below the section (everything after `/admin/<section>`). */
function adminCrumbs(parts: readonly string[]): Crumb[] {
  const [section, ...rest] = parts;
  if (!section) return [];
  const base = `/admin/${section}`;
  const module = resourceEntry(section);
  // Time travel and revert (issue 18): the deleted records of a resource, the revert of a transaction or a version.
  if (section === 'deleted' && rest[0]) {
    const label = SEGMENT_LABELS[rest[0]] ?? resourceEntry(rest[0])?.label ?? rest[0];
    return [
      { label: text(label), href: `/admin/${rest[0]}` },
      { label: text('Deleted records'), href: `/admin/deleted/${rest[0]}` },
    ];
  }
  if (section === 'revert' && rest[0] === 'transaction' && rest[1])
    return [
      {
        label: { kind: 'record', resource: 'transactions', id: rest[1] },
        href: `/admin/transactions/details/${rest[1]}`,
      },
      { label: text('Revert'), href: `/admin/revert/transaction/${rest[1]}` },
    ];
  if (section === 'revert' && rest.length === 4) {
    const [resource, id, version, mode] = rest as [string, string, string, string];
    const label = SEGMENT_LABELS[resource] ?? resourceEntry(resource)?.label ?? resource;
    return [
      { label: text(label), href: `/admin/${resource}` },
      { label: { kind: 'record', resource, id }, href: `/admin/${resource}/details/${id}` },
      {
        label: text(mode === 'restore' ? `Restore version ${version}` : `Revert version ${version}`),
        href: `/admin/revert/${rest.join('/')}`,
      },
    ];
  }
  // The generic record screens: /admin/{module}/details|update/{id}.
  if ((rest[0] === 'details' || rest[0] === 'update') && rest[1]) {
    const id = rest[1];
    const resource = module?.name ?? section;
    const crumbs: Crumb[] = [
      { label: text(SEGMENT_LABELS[section] ?? module?.label ?? section), href: base },
      { label: { kind: 'record', resource, id }, href: `${base}/details/${id}` },
    ];
    if (rest[0] === 'update') crumbs.push({ label: text('Update'), href: `${base}/update/${id}` });
    return crumbs;
  }
  const crumbs: Crumb[] = [{ label: text(labelOf(section)), href: base }];
  if (section === 'rules') crumbs[0] = { label: text('Business Rules'), href: base };
  let href = base;
  rest.forEach((segment, index) => {
    href = `${href}/${segment}`;
    const previous = index === 0 ? section : rest[index - 1];
    let label: CrumbLabel;
    if (section === 'companies' && index === 0) label = { kind: 'company', code: decodeURIComponent(segment) };
    else if (section === 'rules' && index === 0)
      label = { kind: 'record', resource: 'business_rule_definitions', id: decodeURIComponent(segment) };
    else if (section === 'bulk' && index === 0) label = text(resourceEntry(segment)?.label ?? segment);
    else if (previous === 'transactions')
      label = { kind: 'record', resource: 'transactions', id: decodeURIComponent(segment) };
    else label = text(labelOf(decodeURIComponent(segment)));
    crumbs.push({ label, href });
  });
  return crumbs;
}

/** The trail of a path and query; fewer than two crumbs means the page is not nested (nothing to show). */
export function crumbsOf(path: string, search: string): Crumb[] {
  const clean = path.replace(/\/+$/, '') || '/';
  const parts = clean.split('/').filter(Boolean);
  if (parts[0] !== 'admin') return [];
  const crumbs = adminCrumbs(parts.slice(1));
  const record = new URLSearchParams(search).get('record');
  const listed = LIST_RESOURCES.find(([pattern]) => pattern.test(clean))?.[1];
  if (record && listed)
    crumbs.push({ label: { kind: 'record', resource: listed, id: record }, href: `${clean}?record=${record}` });
  return crumbs;
}

/**
 * Crumbs whose page does not exist as such (`skus/compliance` only groups the compliance pages):
 * they are shown as text, not links.
 */
export const isGroupOnly = (href: string): boolean =>
  /\/skus\/compliance$/.test(href) || /\/tasks\/details$/.test(href);
