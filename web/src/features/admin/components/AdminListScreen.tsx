/**
 * An admin section: a title with the Create button (for those who may write), and the resource's list;
 * a row opens `rowHref(record)`.
 */
import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CreateRecordButton, ResourceTable } from '../../resources/index.js';
import type { ColumnSpec, ResourceRecord } from '../../../kit/tables/index.js';

export interface AdminListScreenProps {
  title: string;
  resource: string;
  rowHref: (record: ResourceRecord) => string;
  columns?: readonly ColumnSpec[];
  fixedFilter?: Record<string, unknown>;
  children?: ReactNode;
}

export function AdminListScreen({ title, resource, rowHref, columns, fixedFilter, children }: AdminListScreenProps) {
  const [, navigate] = useLocation();
  return (
    <>
      <div className="console-page-head">
        <H3>{title}</H3>
        <CreateRecordButton resource={resource} />
      </div>
      {children}
      <ResourceTable
        resource={resource}
        columns={columns}
        fixedFilter={fixedFilter}
        onRowClick={(r) => navigate(rowHref(r))}
      />
    </>
  );
}
