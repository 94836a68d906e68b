/**
 * The breadcrumb trail above a nested page (crumbsOf): each level a link, named (the company by its
 * name, a record by its caption), the last one the current page.
 */
import { Classes, Icon } from '@blueprintjs/core';
import { useContext } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { RouteMetaContext } from '../router/RouteMeta.js';
// The hook's own module, not the feature's index: the shell is in every page's first load, and the
// index brings every resource screen with it (Blueprint's Table among them, ~80 KB compressed).
import { useRecordCaption } from '../../features/resources/hooks/useRecordCaption.js';
import { crumbsOf, isGroupOnly } from './breadcrumbs.js';
import type { Crumb } from './breadcrumbs.js';

export function Breadcrumbs() {
  const [location] = useLocation();
  const search = useSearch();
  const crumbs = crumbsOf(location, search);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumbs" className="console-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <CrumbItem crumb={crumb} current={index === crumbs.length - 1} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CrumbItem({ crumb, current }: { crumb: Crumb; current: boolean }) {
  const text = useCrumbText(crumb);
  if (isGroupOnly(crumb.href)) return <span className={Classes.BREADCRUMB}>{text}</span>;
  return (
    <Link
      href={crumb.href}
      className={`${Classes.BREADCRUMB} ${current ? Classes.BREADCRUMB_CURRENT : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {crumb.label.kind === 'company' && <Icon icon="office" size={12} />}
      {text}
    </Link>
  );
}

/** The crumb's words: the loaded company's name, a record's caption (an ellipsis while it loads). */
function useCrumbText(crumb: Crumb): string {
  const company = useContext(RouteMetaContext)?.company ?? null;
  const { label } = crumb;
  const caption = useRecordCaption(
    label.kind === 'record' ? label.resource : undefined,
    label.kind === 'record' ? label.id : null,
  );
  if (label.kind === 'text') return label.text;
  if (label.kind === 'company') return company?.digit_code === label.code ? company.name : label.code;
  return caption ?? '…';
}
