/**
 * The columns a bulk resource takes, read from its row zod model so that the mapping step and
 * the browser-side check never drift from what the platform validates.
 */
import type { BulkDef } from '@console/schema';

/** A zod model, read through its `def` only (machines do not import zod itself). */
type Schema = unknown;
type ObjectModel = BulkDef['row'];

/** How a CSV cell is turned into a value before the row model checks it. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'list' | 'json' | 'scalar';

/** One mappable column of a bulk resource: a dotted path into the row (`company.digit_code`). */
export interface FieldInfo {
  readonly path: string;
  readonly kind: FieldKind;
  /** True when a row without it fails the row model. */
  readonly required: boolean;
  /** Allowed values of an enum field (or of the items of a list of enums). */
  readonly options?: readonly string[];
}

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  options?: Schema[];
}
const defOf = (schema: Schema): Def => (schema as unknown as { def: Def }).def;

/** Peels optional, nullable, default and pipe wrappers; says whether any made the value optional. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      inner = def.innerType as Schema;
    } else if (def.type === 'pipe' && def.in) {
      inner = def.in;
    } else {
      return { inner, optional };
    }
  }
}

function kindOf(schema: Schema): Pick<FieldInfo, 'kind' | 'options'> {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
    case 'int':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', options: Object.values(def.entries ?? {}) };
    case 'array': {
      const item = def.element ? kindOf(unwrap(def.element).inner) : { kind: 'string' as const };
      return item.options ? { kind: 'list', options: item.options } : { kind: 'list' };
    }
    case 'record':
    case 'object':
      return { kind: 'json' };
    case 'union':
      return { kind: 'scalar' };
    default:
      return { kind: 'string' };
  }
}

/** Every leaf field of a row model, nested objects flattened to dotted paths. */
export function fieldsOf(row: ObjectModel, prefix = '', parentOptional = false): FieldInfo[] {
  const shape = (row as unknown as { shape: Record<string, Schema> }).shape;
  return Object.entries(shape).flatMap(([name, schema]) => {
    const { inner, optional } = unwrap(schema);
    const path = prefix ? `${prefix}.${name}` : name;
    const required = !optional && !parentOptional;
    if (defOf(inner).type === 'object') return fieldsOf(inner as ObjectModel, path, !required);
    return [{ path, required, ...kindOf(inner) }];
  });
}
