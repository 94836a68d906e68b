/**
 * The frame of every company page: loads the company by the route's digit code and hands it to
 * the page. An unknown code shows the same 404 and "Company ({id}) does not exist!" as the
 * shell's validateCompany guard (which normally answers first).
 */
import { Classes, H3, Spinner } from '@blueprintjs/core';
import { companyDoesNotExist } from '@console/schema';
import type { ReactNode } from 'react';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { toAppError } from '../../kit/graphql/appError.js';
import { ExternalPimNotice } from '../companyAccess/index.js';
import type { CompanyDetails } from './graphql/operations.js';
import { useCompany } from './hooks/useCompany.js';
import { messageOf } from '../../kit/graphql/messageOf.js';
import './company.css';

interface Props {
  digitCode: string;
  /** Page heading; none for the overview, which has its own. */
  title?: string;
  /** Show the §1 notice above the page (SKU, compliance and SRP screens). */
  pimNotice?: boolean;
  /** Controls at the right of the heading (the list's Create button), given the loaded company. */
  actions?: (company: CompanyDetails) => ReactNode;
  children: (company: CompanyDetails) => ReactNode;
}

export function CompanyPage({ digitCode, title, pimNotice = false, actions, children }: Props) {
  const { company, loading, error } = useCompany(digitCode);
  if (error) {
    const appError = toAppError(error);
    return <ErrorScreen status={appError.status || 500} message={messageOf(appError)} />;
  }
  if (loading && !company) return <Spinner size={32} aria-label="Loading the company" />;
  if (!company) return <ErrorScreen status={404} message={companyDoesNotExist(digitCode)} />;
  return (
    <div className="company-page">
      {title && (
        <div className="console-page-head">
          <H3>
            {title}{' '}
            <small className={Classes.TEXT_MUTED}>
              — {company.name} ({company.digit_code})
            </small>
          </H3>
          {actions?.(company)}
        </div>
      )}
      {pimNotice && <ExternalPimNotice company={company} />}
      {children(company)}
    </div>
  );
}
