/**
 * Paging of a list: count, page size (50/100/500), previous/next, CSV export. A list scrolled
 * whole (`whole`) has no pages: its count and the export.
 */
import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import type { PageInfo } from './listTypes.js';
import { PAGE_SIZES } from './listUrlState.js';
import { formatCount } from '../format/index.js';

export interface TableFooterProps {
  navigation: PageInfo | null;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onExport?: () => void;
  exporting?: { done: number; total: number } | null;
  /** The list failed to load: no count (nor "Loading…") beside its failure, and nothing to export. */
  failed?: boolean;
  /** The table scrolls the whole list: no pages. */
  whole?: boolean;
}

/** The bar under a ResourceTable. */
export function TableFooter({
  navigation,
  page,
  pageSize,
  onPage,
  onPageSize,
  onExport,
  exporting,
  failed = false,
  whole = false,
}: TableFooterProps) {
  const total = navigation?.total_items ?? 0;
  const pages = Math.max(1, navigation?.total_pages ?? 1);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const count = whole
    ? `${formatCount(total)} ${total === 1 ? 'row' : 'rows'}`
    : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
  return (
    <div className="resource-table-footer">
      <span className={Classes.TEXT_MUTED} aria-live="polite">
        {failed ? '' : navigation ? count : 'Loading…'}
      </span>
      {!whole && (
        <>
          <HTMLSelect
            aria-label="Rows per page"
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            options={PAGE_SIZES.map((s) => ({ value: s, label: `${s} per page` }))}
          />
          <ButtonGroup>
            <Button
              size="small"
              icon="chevron-left"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            />
            <Button size="small" variant="minimal" text={`Page ${page} of ${formatCount(pages)}`} disabled />
            <Button
              size="small"
              icon="chevron-right"
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            />
          </ButtonGroup>
        </>
      )}
      {onExport && (
        <Button
          size="small"
          icon="export"
          text={exporting ? `Exporting ${formatCount(exporting.done)}/${formatCount(exporting.total)}` : 'Export CSV'}
          loading={false}
          disabled={failed || Boolean(exporting) || total === 0}
          onClick={onExport}
        />
      )}
    </div>
  );
}
