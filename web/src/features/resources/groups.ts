/** Fields grouped by their top-level object: plain fields first, then one group per nested object. */
import { labelOf } from '../../kit/tables/fields.js';
import type { FieldInfo } from '../../kit/tables/fields.js';

export interface FieldGroup {
  /** '' for the top-level fields. */
  name: string;
  label: string;
  fields: FieldInfo[];
}

/** Groups leaf fields by the first segment of their dotted path. */
export function groupFields(fields: readonly FieldInfo[]): FieldGroup[] {
  const groups = new Map<string, FieldGroup>([['', { name: '', label: '', fields: [] }]]);
  for (const field of fields) {
    const dot = field.path.indexOf('.');
    const name = dot < 0 ? '' : field.path.slice(0, dot);
    if (!groups.has(name)) groups.set(name, { name, label: labelOf(name), fields: [] });
    groups.get(name)?.fields.push(field);
  }
  return [...groups.values()].filter((g) => g.fields.length > 0);
}

/** A field's label inside its group. */
export const labelInGroup = (field: FieldInfo, group: FieldGroup) =>
  labelOf(group.name ? field.path.slice(group.name.length + 1) : field.path);
