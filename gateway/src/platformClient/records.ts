/** zod models of what the platform answers, built from the shared contract (schema/src). */
import { z } from 'zod';
import { resourceByName, type ResourceDef } from '@console/schema';

/** Any JSON object. */
export const objectSchema = z.record(z.string(), z.unknown());
/** The answer of a call whose shape §7 does not state: any JSON value. */
export const anySchema = z.unknown();
/** `{ok: true}` answers of the auth calls. */
export const okSchema = z.object({ ok: z.boolean() }).loose();

/** The generic resource of a name; callers pass names the GraphQL enum has already checked. */
export function resource(name: string): ResourceDef {
  const def = resourceByName(name);
  if (!def) throw new Error(`Unknown resource ${name}`);
  return def;
}

/** A stored record of a resource: its model, keeping fields the model does not name. */
export const recordOf = (name: string) => resource(name).record.loose();

/** `{metric, value}` or `{metric, series}` of {resource}/metric. */
export const metricSchema = z.object({
  metric: z.string(),
  value: z.number().optional(),
  series: z.array(z.object({ date: z.string(), value: z.number() })).optional(),
});
/** One group of {resource}/metric/field. */
export const fieldMetricSchema = z
  .object({ definition_name: z.string().nullable(), value: z.unknown(), count: z.number().optional() })
  .loose();
/** `{task_uuid, preview_id, status}` of a bulk apply. */
export {
  applyResultSchema,
  previewResultSchema,
  previewRowSchema,
  historyEntrySchema,
  taskSchema,
  transactionSchema,
  userSchema,
  companySchema,
} from '@console/schema';
