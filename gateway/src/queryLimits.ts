/**
 * The shape limits of a GraphQL document, from graphql-armor (checked when it is parsed and
 * validated, before anything runs): depth, aliases, tokens, directives. The cost, which needs
 * the variables, is queryCost.ts. Each refusal is a 400 with the status in extensions, as every
 * gateway error carries it (§8), instead of armor's bare 200.
 */
import type { GraphQLError } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

/** Deepest selection: the schema's deepest useful path (a task's transaction's changes) is 7. */
export const MAX_DEPTH = 8;
/** Aliases per operation, `__typename` included (armor leaves it out by default). */
export const MAX_ALIASES = 15;
/** Tokens per document (the parser stops there: a huge document costs nothing to refuse). */
export const MAX_TOKENS = 2000;
/** Directives per operation. */
export const MAX_DIRECTIVES = 20;

/** Marks an armor refusal as a 400 (armor hands its error to onReject before throwing it). */
const asBadRequest = (_context: unknown, error: GraphQLError) => {
  Object.assign(error.extensions as Record<string, unknown>, {
    code: 'QUERY_LIMIT',
    status: 400,
    http: { status: 400 },
  });
};

/** The armor plugin with the console's limits; field suggestions are off in production. */
export function useQueryLimits(production: boolean): Plugin {
  const onReject = [asBadRequest];
  return EnvelopArmorPlugin({
    maxDepth: { n: MAX_DEPTH, onReject },
    maxAliases: { n: MAX_ALIASES, allowList: [], onReject },
    maxTokens: { n: MAX_TOKENS, onReject },
    maxDirectives: { n: MAX_DIRECTIVES, onReject },
    // The cost is counted with page sizes and variables in queryCost.ts.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
}
