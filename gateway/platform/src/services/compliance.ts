/**
 * Evaluation of compliance rules against a product, its SKUs and its media. `names` rules read
 * a product field; `keywords` rules a SKU field (keywords by default) and `specs` rules a spec
 * of each SKU (every SKU must pass); `images` rules the product's media (in the folder the rule
 * names, or all of them for `*`).
 */
import type { Rule, Subject } from '../store/compliance.js';

export type { Rule, Subject } from '../store/compliance.js';

export interface RuleResult {
  rule_uuid: string;
  rule: string;
  type: string;
  field: string;
  operator: string;
  pass: boolean;
  message: string;
}

const sizeOf = (value: unknown): number =>
  Array.isArray(value)
    ? value.length
    : typeof value === 'string'
      ? value.trim().length
      : value && typeof value === 'object'
        ? Object.keys(value).length
        : value === null || value === undefined
          ? 0
          : String(value).length;

/** One value against one rule: undefined when it passes, else the reason. */
function check(rule: Rule, what: string, value: unknown): string | undefined {
  const n = Number(rule.value);
  switch (rule.operator) {
    case 'required':
      return sizeOf(value) > 0 ? undefined : `${what} is required`;
    case 'min_length':
      return sizeOf(value) >= n ? undefined : `${what} must be at least ${n} long (is ${sizeOf(value)})`;
    case 'max_length':
      return sizeOf(value) <= n ? undefined : `${what} must be at most ${n} long (is ${sizeOf(value)})`;
    case 'min_count':
      return sizeOf(value) >= n ? undefined : `${what} must have at least ${n} (has ${sizeOf(value)})`;
    case 'contains':
    case 'not_contains': {
      const needle = String(rule.value ?? '').toLowerCase();
      const has = Array.isArray(value)
        ? value.some((v) => String(v).toLowerCase() === needle)
        : String(value ?? '')
            .toLowerCase()
            .includes(needle);
      if (rule.operator === 'contains') return has ? undefined : `${what} must contain '${rule.value}'`;
      return has ? `${what} must not contain '${rule.value}'` : undefined;
    }
    default:
      return `unknown operator ${rule.operator}`;
  }
}

export function evaluate(rule: Rule, subject: Subject): RuleResult {
  const base = { rule_uuid: rule.uuid, rule: rule.name, type: rule.type, field: rule.field, operator: rule.operator };
  let failure: string | undefined;
  if (rule.type === 'names') {
    failure = check(rule, rule.field, subject.product.data[rule.field]);
  } else if (rule.type === 'images') {
    const media =
      rule.field === '*' ? subject.media : subject.media.filter((m) => m.data.product_folder === rule.field);
    failure = check(rule, `images in ${rule.field}`, media);
  } else if (subject.skus.length === 0) {
    failure = 'the product has no SKU';
  } else {
    for (const sku of subject.skus) {
      const value =
        rule.type === 'specs'
          ? (sku.data.specs as Record<string, unknown> | undefined)?.[rule.field.replace(/^specs\./, '')]
          : sku.data[rule.field];
      const reason = check(
        rule,
        `${rule.type === 'specs' ? `spec ${rule.field}` : rule.field} of SKU ${String(sku.data.sku)}`,
        value,
      );
      if (reason) {
        failure = reason;
        break;
      }
    }
  }
  return { ...base, pass: !failure, message: failure ?? 'passes' };
}
