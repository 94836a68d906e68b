/** Previous / next with the current page, for server-paged tables. */
import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { formatCount } from '../format/index.js';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  busy?: boolean;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, totalItems, busy, onPage }: PagerProps) {
  return (
    <nav aria-label="Pages" className="console-pager">
      <span className={Classes.TEXT_MUTED}>
        Page {formatCount(page)} of {formatCount(Math.max(1, totalPages))} · {formatCount(totalItems)} row(s)
      </span>
      <ButtonGroup>
        <Button
          size="small"
          icon="double-chevron-left"
          aria-label="First page"
          disabled={busy || page <= 1}
          onClick={() => onPage(1)}
        />
        <Button
          size="small"
          icon="chevron-left"
          aria-label="Previous page"
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button
          size="small"
          icon="chevron-right"
          aria-label="Next page"
          disabled={busy || page >= totalPages}
          onClick={() => onPage(page + 1)}
        />
        <Button
          size="small"
          icon="double-chevron-right"
          aria-label="Last page"
          disabled={busy || page >= totalPages}
          onClick={() => onPage(totalPages)}
        />
      </ButtonGroup>
    </nav>
  );
}
