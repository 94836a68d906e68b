/**
 * The GraphQL enums ResourceName and BulkName mirror schema/'s catalogue (RESOURCE_CATALOGUE and BULK_CATALOGUE)
 * (names.test.ts proves they match). Screens and machines carry those names as strings (from the
 * URL, from the wizard); these turn one into the enum an operation's variables need.
 */
import { bulkEntry } from '@console/schema';
import type { BulkName, ResourceName } from './generated/graphql.js';

export type { BulkName, ResourceName };

/**
 * `name` as a ResourceName. Not checked here: a name from the URL that RESOURCES lacks is refused by
 * the gateway's enum and shown as that call's failure, as before the operations were generated.
 */
export const asResourceName = (name: string): ResourceName => name as ResourceName;

/** `name` as a BulkName; throws on a name BULK_CATALOGUE does not hold (the wizard only offers known ones). */
export function toBulkName(name: string): BulkName {
  if (!bulkEntry(name)) throw new Error(`Unknown bulk resource: ${name}`);
  return name as BulkName;
}
