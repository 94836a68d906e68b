/** Every resolver, by domain, with the JSON scalar. */
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Resolvers } from '../generated/resolvers.js';
import { withAccess } from './access.js';
import { bulkMutation, bulkQuery } from './bulk.js';
import { companyQuery, companyType } from './companies.js';
import { subscription } from './live.js';
import { operationsMutation, operationsQuery, taskType, transactionType } from './operations.js';
import { productMutation, productQuery } from './products.js';
import { resourceMutation, resourceQuery } from './resources.js';
import { sessionMutation, sessionQuery, userType } from './session.js';
import { skuBusinessRulesQuery } from './skuBusinessRules.js';
import { utilityMutation, utilityQuery } from './utilities.js';

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

/** Any JSON value. */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

/** Every resolver; each root field behind the check of its declared access (access.ts). */
export const resolvers: Resolvers = withAccess({
  JSON: JSONScalar,
  Query: { ...sessionQuery, ...resourceQuery, ...companyQuery, ...operationsQuery, ...bulkQuery, ...productQuery, ...skuBusinessRulesQuery, ...utilityQuery },
  Mutation: { ...sessionMutation, ...resourceMutation, ...operationsMutation, ...bulkMutation, ...productMutation, ...utilityMutation },
  Subscription: subscription,
  User: userType,
  Company: companyType,
  Task: taskType,
  Transaction: transactionType,
});
