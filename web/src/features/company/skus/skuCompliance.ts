/**
 * A SKU's keywords or specs against the company's compliance rules of that type. Evaluated
 * here, per SKU, from the rules' field/operator/value: a spec rule's field may be written
 * `size` or `specs.size`.
 */

/** The parts of a compliance rule the check reads. */
export interface ComplianceRuleLike {
  name: string;
  type: string;
  field: string;
  operator: string;
  value?: string | number | null;
  is_active?: boolean;
}

/** The result of one rule on one SKU. */
export interface RuleOutcome {
  rule: string;
  pass: boolean;
  message: string;
}

const sizeOf = (value: unknown): number =>
  value === null || value === undefined
    ? 0
    : Array.isArray(value)
      ? value.length
      : typeof value === 'object'
        ? Object.keys(value).length
        : String(value).trim().length;

const textOf = (value: unknown): string =>
  (Array.isArray(value) ? value.join(' ') : value === null || value === undefined ? '' : String(value)).toLowerCase();

/** The value a rule looks at on a SKU. */
export function valueFor(
  rule: ComplianceRuleLike,
  sku: { keywords?: unknown; specs?: unknown } & Record<string, unknown>,
): unknown {
  if (rule.type === 'specs') {
    const key = rule.field.replace(/^specs\./, '');
    return (sku.specs as Record<string, unknown> | undefined)?.[key];
  }
  return sku[rule.field];
}

/** One rule on one SKU. */
export function checkRule(rule: ComplianceRuleLike, sku: Record<string, unknown>): RuleOutcome {
  const value = valueFor(rule, sku);
  const limit = Number(rule.value);
  const what = rule.field;
  let failure: string | null = null;
  switch (rule.operator) {
    case 'required':
      if (sizeOf(value) === 0) failure = `${what} is required`;
      break;
    case 'min_length':
      if (textOf(value).length < limit) failure = `${what} is shorter than ${limit}`;
      break;
    case 'max_length':
      if (textOf(value).length > limit) failure = `${what} is longer than ${limit}`;
      break;
    case 'min_count':
      if (sizeOf(value) < limit) failure = `${what} has fewer than ${limit}`;
      break;
    case 'contains':
      if (!textOf(value).includes(String(rule.value ?? '').toLowerCase()))
        failure = `${what} does not contain "${rule.value}"`;
      break;
    case 'not_contains':
      if (textOf(value).includes(String(rule.value ?? '').toLowerCase())) failure = `${what} contains "${rule.value}"`;
      break;
    default:
      failure = `unknown operator ${rule.operator}`;
  }
  return { rule: rule.name, pass: failure === null, message: failure ?? 'passes' };
}

/** Every active rule on one SKU. */
export const checkSku = (rules: readonly ComplianceRuleLike[], sku: Record<string, unknown>): RuleOutcome[] =>
  rules.filter((r) => r.is_active !== false).map((r) => checkRule(r, sku));
