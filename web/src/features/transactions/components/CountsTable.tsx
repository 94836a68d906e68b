/** What a transaction did to each resource it wrote, as a small table: inserted, updated, deleted. */
import { HTMLTable } from '@blueprintjs/core';

export interface ResourceCountsRow {
  resource: string;
  counts: { insert: number; update: number; delete: number };
}

const n = (v: number) => v.toLocaleString('en-GB');

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
            <td>{n(counts.insert)}</td>
            <td>{n(counts.update)}</td>
            <td>{n(counts.delete)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
