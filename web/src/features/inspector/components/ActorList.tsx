/** The actors, in tree order: machine, state, tags, context preview and event count. */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import type { ActorRow } from '@console/machines';

export interface ActorListProps {
  rows: ActorRow[];
  selectedId: string | null;
  onSelect(id: string): void;
}

export function ActorList({ rows, selectedId, onSelect }: ActorListProps) {
  return (
    <HTMLTable compact striped aria-label="Actors">
      <thead>
        <tr>
          <th>Actor</th>
          <th>State</th>
          <th>Tags</th>
          <th>Context</th>
          <th>Events</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} aria-selected={row.id === selectedId}>
            <td style={{ paddingLeft: 4 + row.depth * 14 }}>
              <Button
                variant="minimal"
                size="small"
                active={row.id === selectedId}
                aria-pressed={row.id === selectedId}
                aria-label={`Inspect ${row.label} (${row.id})`}
                text={row.label}
                onClick={() => onSelect(row.id)}
              />
              {!row.live && (
                <Tag minimal intent={row.status === 'replay' ? 'primary' : undefined}>
                  {row.status}
                </Tag>
              )}
            </td>
            <td>{row.state}</td>
            <td>
              {row.tags.map((tag) => (
                <Tag key={tag} minimal round>
                  {tag}
                </Tag>
              ))}
            </td>
            <td className="console-inspector-preview" title={row.contextPreview}>
              {row.contextPreview}
            </td>
            <td>{row.received}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
