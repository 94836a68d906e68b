/** Business rule definitions, business rules, company business rules and compliance rules (§3). */
import { z } from '../zod.js';
import { companyRefSchema, entityTypeSchema, nonEmpty, recordFields } from './common.js';

export const VALUE_TYPES = ['string', 'number', 'boolean', 'date'] as const;

export const businessRuleDefinitionInputSchema = z.object({
  definition_name: z
    .string({ error: 'definition_name is required' })
    .regex(/^[a-z][a-z0-9_]{1,62}$/, 'definition_name must be lower case letters, digits and _ (2 to 63)'),
  label: nonEmpty('label'),
  entity_type: entityTypeSchema,
  value_type: z.enum(VALUE_TYPES, { error: () => `value_type must be one of ${VALUE_TYPES.join(', ')}` }),
  description: z.string().max(2000).nullish(),
});
export const businessRuleDefinitionSchema = businessRuleDefinitionInputSchema.extend(recordFields);

export const businessRuleInputSchema = z.object({
  definition_name: nonEmpty('definition_name', 63),
  entity_id: z.number().int().positive('entity_id must be positive'),
  entity_type: entityTypeSchema,
  company: companyRefSchema,
  value: z.union([z.string(), z.number(), z.boolean()], { error: 'value must be text, a number or true/false' }),
});
export const businessRuleSchema = businessRuleInputSchema.extend(recordFields);
export type BusinessRule = z.infer<typeof businessRuleSchema>;

export const companyBusinessRuleInputSchema = z.object({
  company: companyRefSchema,
  definition_name: nonEmpty('definition_name', 63),
  is_enabled: z.boolean().default(true),
});
export const companyBusinessRuleSchema = companyBusinessRuleInputSchema.extend(recordFields);

export const COMPLIANCE_TYPES = ['keywords', 'specs', 'names', 'images'] as const;
export const complianceTypeSchema = z.enum(COMPLIANCE_TYPES, {
  error: () => `type must be one of ${COMPLIANCE_TYPES.join(', ')}`,
});
export const COMPLIANCE_OPERATORS = [
  'required',
  'min_length',
  'max_length',
  'contains',
  'not_contains',
  'min_count',
] as const;

/** A compliance rule: a check on one field of a company's products or SKUs. */
export const complianceRuleInputSchema = z.object({
  name: nonEmpty('name'),
  company: companyRefSchema,
  type: complianceTypeSchema,
  field: nonEmpty('field', 100),
  operator: z.enum(COMPLIANCE_OPERATORS, {
    error: () => `operator must be one of ${COMPLIANCE_OPERATORS.join(', ')}`,
  }),
  value: z.union([z.string(), z.number()]).nullish(),
  is_active: z.boolean().default(true),
});
export const complianceRuleSchema = complianceRuleInputSchema.extend(recordFields);
export type ComplianceRule = z.infer<typeof complianceRuleSchema>;
