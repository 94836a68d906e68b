/**
 * One version's changes, field by field (issue 16): the field's label as the table's column reads
 * it, then the value before → the value after, each shown by the kit's one value view.
 */
import { HTMLTable, Icon } from '@blueprintjs/core';
import { labelOf } from '../../../kit/tables/fields.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import type { HistoryEntry } from '../graphql/operations.js';

export function VersionChanges({ changes }: { changes: HistoryEntry['changes'] }) {
  return (
    <HTMLTable compact className="history-changes" aria-label="Changed fields">
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="history-field">
              {labelOf(change.field)}
            </th>
            <td className="history-before">
              <ValueView value={change.before} field={change.field} />
            </td>
            <td className="history-arrow">
              <Icon icon="arrow-right" size={12} aria-label="changed to" />
            </td>
            <td className="history-after">
              <ValueView value={change.after} field={change.field} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
