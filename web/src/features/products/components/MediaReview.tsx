/**
 * The server's preview of a media write, one card per image: its picture, what will happen to it, and why not
 * when refused.
 */
import { Classes, Tag } from '@blueprintjs/core';
import type { PreviewRow } from '@console/schema';
import { OUTCOME_INTENT } from '../../../kit/wizard/ReviewTable.js';
import { displayUrl } from '../imageFiles.js';

const OUTCOME_LABEL: Record<string, string> = {
  insert: 'new',
  update: 'replaces',
  unchanged: 'unchanged',
  error: 'refused',
  delete: 'will be deleted',
};

export function MediaReview({ rows, label }: { rows: readonly PreviewRow[]; label: string }) {
  return (
    <ul className="console-gallery console-media-review" aria-label={label}>
      {rows.map((r) => {
        const url = typeof r.row.url === 'string' ? r.row.url : null;
        const name = `${String(r.row.product_folder ?? '')}/${String(r.row.file_name ?? r.uuid ?? r.index + 1)}`;
        return (
          <li key={`${r.index}-${r.uuid ?? ''}`} aria-label={`${name}: ${OUTCOME_LABEL[r.outcome] ?? r.outcome}`}>
            {url ? <img src={displayUrl(url)} alt={name} /> : <div className="console-img-missing" aria-hidden />}
            <div className="console-media-name">{name}</div>
            <Tag minimal intent={OUTCOME_INTENT[r.outcome]}>
              {OUTCOME_LABEL[r.outcome] ?? r.outcome}
            </Tag>
            {r.errors.map((e) => (
              <div key={`${e.field}${e.message}`} className="console-row-error" data-field={e.field}>
                {e.message}
              </div>
            ))}
            {r.outcome === 'update' &&
              r.changes
                .filter((c) => c.field !== 'url')
                .map((c) => (
                  <div key={c.field} className={Classes.TEXT_MUTED}>
                    {c.field}: {String(c.before ?? '—')} → {String(c.after ?? '—')}
                  </div>
                ))}
          </li>
        );
      })}
    </ul>
  );
}
