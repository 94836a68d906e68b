/**
 * The cost of a GraphQL operation, counting page sizes (issue 13): each field costs 1 plus what
 * it selects, and a paged field (an argument `navigation: NavigationInput` or `page_size`)
 * multiplies the rows of its page by its page size — the literal, the variable's value, or the
 * default page (50; 100 for previewRows). The rows are what the page holds as lists (`rows`, or
 * the field itself when it is a list); its `navigation` is read once, whatever the size. So the
 * cost is about the number of values the platform may have to read:
 * `list(navigation: {page_size: 1000}) { rows navigation { total_items } }` costs 1 + 1001 + 2.
 *
 * graphql-armor's costLimit multiplies only by literal `first`/`last` arguments (not nested
 * input objects, not variables), so it cannot see `navigation: $n`; and a validation rule never
 * sees variables (yoga caches validation per document). This runs when the operation is about
 * to execute, with its variables, before any resolver (or REST call) runs.
 */
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { DEFAULT_PAGE_SIZE } from '@console/schema';

/**
 * Largest cost the gateway executes. The web's costliest query is a bulk preview's page of 1000
 * rows (17 fields each: ~18,000); 15 lists of 99,999 rows cost ~1,500,000.
 */
export const MAX_QUERY_COST = 50_000;

/** Default page sizes of paged fields whose resolvers do not use DEFAULT_PAGE_SIZE. */
const DEFAULT_PAGE: Record<string, number> = { previewRows: 100 };

type Variables = Record<string, unknown>;

/*
 * Types are read by shape, not with graphql's isObjectType/getNamedType: under vitest graphql is
 * loaded twice (ESM and CJS) and its instanceof checks throw across the two (see errors.ts).
 */
const fieldsOf = (type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> | undefined =>
  'getFields' in type && !('parseValue' in type)
    ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    : undefined;
const namedTypeOf = (type: GraphQLType): GraphQLNamedType => {
  let t: GraphQLType = type;
  while ('ofType' in t && t.ofType) t = t.ofType as GraphQLType;
  return t as GraphQLNamedType;
};

/** Whether a field's type is a list (`[T]`, `[T!]!`), read by its printed form (see above). */
const isList = (type: GraphQLType): boolean => String(type).replace(/!$/, '').startsWith('[');

/** A literal or variable Int, or undefined. */
function intOf(node: ValueNode | undefined, variables: Variables): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : undefined;
  }
  return undefined;
}

/** The page size a paged field asks for (its `navigation.page_size` or `page_size`), if paged. */
function pageSize(
  field: { name: { value: string }; arguments?: readonly { name: { value: string }; value: ValueNode }[] },
  paged: { navigation: boolean; pageSize: boolean },
  variables: Variables,
): number | undefined {
  if (!paged.navigation && !paged.pageSize) return undefined;
  const fallback = DEFAULT_PAGE[field.name.value] ?? DEFAULT_PAGE_SIZE;
  const arg = (name: string) => field.arguments?.find((a) => a.name.value === name)?.value;
  let size: number | undefined;
  if (paged.pageSize) size = intOf(arg('page_size'), variables);
  const navigation = arg('navigation');
  if (paged.navigation && navigation?.kind === Kind.OBJECT) {
    size = intOf(navigation.fields.find((f) => f.name.value === 'page_size')?.value, variables);
  } else if (paged.navigation && navigation?.kind === Kind.VARIABLE) {
    const value = variables[navigation.name.value] as { page_size?: unknown } | null | undefined;
    size = typeof value?.page_size === 'number' ? value.page_size : undefined;
  }
  // A size that is not a positive number is refused when the operation runs; count it as one.
  return size === undefined ? fallback : Math.max(1, size);
}

/** The cost of `operationName` (or the only operation) of `document` with `variables`. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const costOf = (set: SelectionSetNode, type: GraphQLNamedType, seen: ReadonlySet<string>): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // Cycles are refused by validation; the guard keeps this walk finite regardless.
        if (!fragment || seen.has(fragment.name.value)) continue;
        cost += costOf(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? type,
          new Set([...seen, fragment.name.value]),
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += costOf(
          selection.selectionSet,
          (selection.typeCondition && schema.getType(selection.typeCondition.name.value)) || type,
          seen,
        );
      } else {
        // __typename and the like are no declared field: they cost 1.
        const definition = fieldsOf(type)?.[selection.name.value];
        const paged = {
          navigation: Boolean(definition?.args.some((a) => a.name === 'navigation')),
          pageSize: Boolean(definition?.args.some((a) => a.name === 'page_size')),
        };
        const size = pageSize(selection, paged, variables);
        if (!selection.selectionSet || !definition) cost += 1;
        else if (size === undefined || isList(definition.type))
          cost += 1 + (size ?? 1) * costOf(selection.selectionSet, namedTypeOf(definition.type), seen);
        else cost += 1 + pageCost(selection.selectionSet, namedTypeOf(definition.type), size, seen);
      }
    }
    return cost;
  };
  /** A page object: its list fields (the rows) cost `size` times, the rest (navigation) once. */
  const pageCost = (set: SelectionSetNode, type: GraphQLNamedType, size: number, seen: ReadonlySet<string>): number => {
    let cost = 0;
    for (const selection of set.selections) {
      const definition = selection.kind === Kind.FIELD ? fieldsOf(type)?.[selection.name.value] : undefined;
      const one: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [selection] };
      cost += definition && isList(definition.type) ? size * costOf(one, type, seen) : costOf(one, type, seen);
    }
    return cost;
  };
  return costOf(operation.selectionSet, root, new Set());
}

/** Refuses an operation costing more than `maxCost` with a 400 before it executes. */
export function usePageCost(maxCost = MAX_QUERY_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Variables,
      );
      if (cost <= maxCost) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(
            `Query cost ${cost} exceeds the limit of ${maxCost}: ask for smaller pages or fewer lists.`,
            {
              extensions: { code: 'COST_LIMIT', status: 400, http: { status: 400 } },
            },
          ),
        ],
      });
    },
  };
}
