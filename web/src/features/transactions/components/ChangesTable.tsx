/**
 * Each change a transaction made: the record (its resource and short id, copyable), the
 * operation, and every field by its label, before → after, shown by the kit's value view.
 */
import { HTMLTable, Tag } from '@blueprintjs/core';
import type { ChangeEntry } from '../graphql/operations.js';
import { formatDateTime } from '../../../kit/format/index.js';
import { labelOf } from '../../../kit/tables/fields.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import '../transactions.css';

const OP_INTENT = { insert: 'success', update: 'primary', delete: 'danger' } as const;

/** A stream id's resource and record uuid (`keywords:3f2a…`; a bare uuid has no resource). */
function recordOf(streamId: string): { resource: string; uuid: string } {
  const at = streamId.search(/[:/][^:/]*$/);
  return at < 0 ? { resource: '', uuid: streamId } : { resource: streamId.slice(0, at), uuid: streamId.slice(at + 1) };
}

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
          const fields = entry.changes.length ? entry.changes : [{ field: '', before: undefined, after: undefined }];
          const record = recordOf(entry.stream_id);
          return fields.map((change, i) => (
            <tr key={`${entry.position}:${change.field}`}>
              {i === 0 && (
                <>
                  <td
                    rowSpan={fields.length}
                    title={`${entry.user_name ?? entry.user_email ?? ''} ${formatDateTime(entry.recorded_at)}`}
                  >
                    <span className="console-change-record">
                      {record.resource && <span>{record.resource}</span>}
                      <ValueView value={record.uuid} /> v{entry.version}
                    </span>
                  </td>
                  <td rowSpan={fields.length}>
                    <Tag minimal intent={OP_INTENT[entry.operation as keyof typeof OP_INTENT]}>
                      {entry.operation}
                    </Tag>
                  </td>
                </>
              )}
              <td>{change.field ? labelOf(change.field) : '—'}</td>
              <td className="console-change-before">
                <ValueView value={change.before} field={change.field} />
              </td>
              <td className="console-change-after">
                <ValueView value={change.after} field={change.field} />
              </td>
            </tr>
          ));
        })}
      </tbody>
    </HTMLTable>
  );
}
