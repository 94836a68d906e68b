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

/*
 * Every model a call passes as its `data` is built once and kept: the envelope of a model is
 * cached by the model's identity (schema/src/envelope.ts), and zod compiles an object schema on
 * its first parse, so a model built per call cost a schema, its envelope and a compilation on
 * every request (about a millisecond of the gateway's CPU per list call; issue 17). Calls take
 * their models from the constants here, `recordOf` and `listOf`, never `z.…` inline.
 */
const records = new Map<string, ReturnType<ResourceDef['record']['loose']>>();
const lists = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();

/** A stored record of a resource: its model, keeping fields the model does not name. */
export function recordOf(name: string) {
  let model = records.get(name);
  if (!model) records.set(name, (model = resource(name).record.loose()));
  return model;
}

/** A list of `model` (the `data` of a getlist and of other list answers). */
export function listOf<T extends z.ZodType>(model: T): z.ZodArray<T> {
  let list = lists.get(model) as z.ZodArray<T> | undefined;
  if (!list) lists.set(model, (list = z.array(model)));
  return list;
}

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
