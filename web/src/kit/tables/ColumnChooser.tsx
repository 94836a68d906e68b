/** The column chooser of a table: which columns show (at least one always does), and a reset of columns and widths. */
import { Button, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import { labelOf } from './fields.js';
import type { ViewLayout } from './tableView.js';

export interface ChoosableColumn {
  path: string;
  label?: string;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  layout: ViewLayout;
  onChange: (layout: ViewLayout) => void;
}

/** A "Columns" button opening a list of checkboxes, one per column. */
export function ColumnChooser({ columns, layout, onChange }: ColumnChooserProps) {
  const hidden = new Set(layout.hidden);
  const shown = columns.filter((c) => !hidden.has(c.path)).length;
  const toggle = (path: string, show: boolean) =>
    onChange({ ...layout, hidden: show ? layout.hidden.filter((p) => p !== path) : [...layout.hidden, path] });
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="table-column-chooser" role="group" aria-label="Visible columns">
          {columns.map((column) => {
            const visible = !hidden.has(column.path);
            return (
              <Checkbox
                key={column.path}
                checked={visible}
                // The last visible column stays: a table of no columns shows nothing to choose from.
                disabled={visible && shown === 1}
                label={column.label ?? labelOf(column.path)}
                onChange={(e) => toggle(column.path, e.currentTarget.checked)}
              />
            );
          })}
          <Button
            size="small"
            variant="minimal"
            icon="reset"
            text="Show all, default widths"
            className={Classes.POPOVER_DISMISS}
            disabled={layout.hidden.length === 0 && Object.keys(layout.widths).length === 0}
            onClick={() => onChange({ hidden: [], widths: {} })}
          />
        </div>
      }
    >
      <Button size="small" icon="column-layout" text="Columns" aria-label="Choose columns" />
    </PopoverNext>
  );
}
