/** Each change a transaction made: the record, the operation, and every field before and after. */
import { HTMLTable, Tag } from '@blueprintjs/core';
import type { ChangeEntry } from '../graphql/operations.js';
import { formatDateTime } from '../../../kit/format/index.js';
import '../transactions.css';

const OP_INTENT = { insert: 'success', update: 'primary', delete: 'danger' } as const;
/** The record's uuid, short (stream ids may carry the resource name before it). */
const shortId = (streamId: string) => (streamId.split(/[:/]/).at(-1) ?? streamId).slice(0, 8);
const show = (value: unknown) =>
  value === undefined ? '' : value === null ? 'null' : typeof value === 'string' ? value : JSON.stringify(value);

export function ChangesTable({ entries }: { entries: readonly ChangeEntry[] }) {
  return (
    <HTMLTable compact striped className="console-change-table" aria-label="Changes">
      <thead>
        <tr>
          <th>Record</th>
          <th>Operation</th>
          <th>Field</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {entries.flatMap((entry) => {
          const fields = entry.changes.length ? entry.changes : [{ field: '—', before: undefined, after: undefined }];
          return fields.map((change, i) => (
            <tr key={`${entry.position}:${change.field}`}>
              {i === 0 && (
                <>
                  <td rowSpan={fields.length} title={`${entry.user_email ?? ''} ${formatDateTime(entry.recorded_at)}`}>
                    <code title={entry.stream_id}>{shortId(entry.stream_id)}</code> v{entry.version}
                  </td>
                  <td rowSpan={fields.length}>
                    <Tag minimal intent={OP_INTENT[entry.operation as keyof typeof OP_INTENT]}>
                      {entry.operation}
                    </Tag>
                  </td>
                </>
              )}
              <td>{change.field}</td>
              <td className="console-change-before">
                <code>{show(change.before)}</code>
              </td>
              <td className="console-change-after">
                <code>{show(change.after)}</code>
              </td>
            </tr>
          ));
        })}
      </tbody>
    </HTMLTable>
  );
}
