/**
 * /companies as the company picker: a search by name or digit code, the user's recent companies
 * first (most recent first), then the companies that match. Picking one opens its page, which
 * records it as recent (the side panel does, for every company page).
 */
import {
  Callout,
  Card,
  Classes,
  H3,
  InputGroup,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import { LIST } from '../../../kit/tables/index.js';
import type { ResourceRecord } from '../../../kit/tables/index.js';
import { asResourceName } from '../../../kit/graphql/names.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { messageOf } from '../../../kit/graphql/messageOf.js';
import { useSession } from '../../session/index.js';
import { useRecentCompanies } from '../recent/recentCompanies.js';
import type { RecentCompany } from '../recent/recentCompanies.js';
import '../company.css';

/** Matches shown: enough to pick from; a longer list is what /admin/companies is for. */
const PAGE_SIZE = 25;

/** The matches of a text: by name, and by digit code when it holds a digit, each company once. */
function useCompanyMatches(text: string) {
  const navigation = { page: 1, page_size: PAGE_SIZE, sort: [{ field: 'name', direction: 'asc' as const }] };
  const resource = asResourceName('companies');
  const byName = useQuery(LIST, {
    variables: { resource, filter: text ? { name: { like: text } } : {}, navigation },
  });
  const codes = /\d/.test(text);
  const byCode = useQuery(LIST, {
    variables: { resource, filter: { digit_code: { like: text } }, navigation },
    skip: !codes,
  });
  const rows = useMemo(() => {
    const all = [...((codes ? byCode.data?.list.rows : []) ?? []), ...(byName.data?.list.rows ?? [])];
    const seen = new Set<string>();
    return (all as ResourceRecord[])
      .map((r) => ({ name: String(r.name ?? ''), digit_code: String(r.digit_code ?? '') }))
      .filter((c) => c.digit_code && !seen.has(c.digit_code) && seen.add(c.digit_code));
  }, [codes, byCode.data, byName.data]);
  return { rows, loading: byName.loading || byCode.loading, error: byName.error ?? byCode.error };
}

const matches = (company: RecentCompany, text: string) =>
  !text || company.name.toLowerCase().includes(text.toLowerCase()) || company.digit_code.includes(text);

export function CompanyPicker() {
  const { user } = useSession();
  const recent = useRecentCompanies(user?.user_uuid);
  const [query, setQuery] = useState('');
  const text = useDeferredValue(query.trim());
  const { rows, loading, error } = useCompanyMatches(text);
  const [, navigate] = useLocation();
  const shownRecent = recent.filter((c) => matches(c, text));
  const recentCodes = new Set(shownRecent.map((c) => c.digit_code));
  const others = rows.filter((c) => !recentCodes.has(c.digit_code));
  const item = (company: RecentCompany, icon: 'history' | 'office') => {
    const href = ROUTES.adminCompany(company.digit_code);
    return (
      <MenuItem
        key={`${icon}:${company.digit_code}`}
        icon={icon}
        text={company.name}
        label={company.digit_code}
        href={href}
        onClick={(e) => (e.preventDefault(), navigate(href))}
      />
    );
  };
  return (
    <>
      <H3>Companies</H3>
      <Card className="company-picker" aria-label="Company picker">
        <InputGroup
          type="search"
          leftIcon="search"
          autoFocus
          placeholder="Name or digit code"
          aria-label="Search companies by name or digit code"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Menu className="company-picker-list" aria-label="Companies to open">
          {shownRecent.length > 0 && (
            <>
              <MenuDivider title="Recent" />
              {shownRecent.map((c) => item(c, 'history'))}
            </>
          )}
          <MenuDivider title={text ? 'Matching companies' : 'All companies'} />
          {others.map((c) => item(c, 'office'))}
          {loading && rows.length === 0 && <MenuItem disabled text="Loading…" icon={<Spinner size={16} />} />}
        </Menu>
        {!loading && !error && others.length === 0 && shownRecent.length === 0 && (
          <NonIdealState icon="search" title="No company matches" description={`Nothing found for "${text}".`} />
        )}
        {error && (
          <Callout intent={Intent.DANGER} icon="error" compact>
            {messageOf(toAppError(error))}
          </Callout>
        )}
        <p className={Classes.TEXT_MUTED}>
          <AppLink href={ROUTES.adminCompanies}>Open the companies administration</AppLink>
        </p>
      </Card>
    </>
  );
}
