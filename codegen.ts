/**
 * The one codegen configuration (DESIGN §5): resolver types for the gateway and typed operations
 * for the web, both from the SDL in schema/graphql. Run by scripts/codegen.ts through
 * @graphql-codegen/core, since the CLI is not installed here.
 */

type CodegenPlugin = 'typescript' | 'typescript-resolvers' | 'typescript-operations' | 'typed-document-node';

/** Where each output goes and which plugins build it. */
export interface CodegenTarget {
  readonly filename: string;
  readonly plugins: readonly CodegenPlugin[];
  /** Globs (relative to the root) of operation documents; empty for schema-only outputs. */
  readonly documents: readonly string[];
  readonly config: Record<string, unknown>;
}

const scalars = { JSON: { input: 'unknown', output: 'unknown' } };

export const codegenConfig = {
  schema: 'schema/graphql',
  targets: [
    {
      filename: 'gateway/src/generated/resolvers.ts',
      plugins: ['typescript', 'typescript-resolvers'],
      documents: [],
      config: {
        scalars,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          Task: '@console/schema#Task as TaskModel',
          Transaction: '@console/schema#Transaction as TransactionModel',
          Company: '@console/schema#Company as CompanyModel',
          User: '@console/schema#User as UserModel',
        },
      },
    },
    {
      filename: 'web/src/kit/graphql/generated/graphql.ts',
      plugins: ['typescript-operations', 'typed-document-node'],
      documents: ['web/src'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true } },
    },
  ] satisfies CodegenTarget[],
};
