/**
 * The one reader of moved rows (issue 15): an apply's 409 carries them in the error envelope's
 * data, and an apply's task that found them when it checked again under lock fails with the same
 * details as its result. Both are checked here with schema's model; GraphQL then types them.
 */
import { movedDetailsSchema, type MovedRow } from '@console/schema';

/** The rows `details` name when they are moved-row details (`{rows, moved}`), else null. */
export function movedRowsOf(details: unknown): MovedRow[] | null {
  const parsed = movedDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.rows : null;
}
