/** What a transaction did to each resource it wrote, as a small table: inserted, updated, deleted. */
import { HTMLTable } from '@blueprintjs/core';
import { formatCount } from '../../../kit/format/index.js';

export interface ResourceCountsRow {
  resource: string;
  counts: { insert: number; update: number; delete: number };
}

export function CountsTable({ rows }: { rows: readonly ResourceCountsRow[] }) {
  return (
    <HTMLTable compact className="console-counts-table" aria-label="Counts per resource">
      <thead>
        <tr>
          <th>Resource</th>
          <th>Inserted</th>
          <th>Updated</th>
          <th>Deleted</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ resource, counts }) => (
          <tr key={resource}>
            <td>{resource}</td>
            <td>{formatCount(counts.insert)}</td>
            <td>{formatCount(counts.update)}</td>
            <td>{formatCount(counts.delete)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
