/** Every resolver, by domain, with the JSON scalar (graphql-scalars'). */
import { GraphQLJSON } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers.js';
import { withAccess } from './access.js';
import { bulkMutation, bulkQuery } from './bulk.js';
import { companyQuery, companyType } from './companies.js';
import { subscription } from './live.js';
import { operationsMutation, operationsQuery, taskType, transactionType } from './operations.js';
import { productMutation, productQuery } from './products.js';
import { resourceMutation, resourceQuery } from './resources.js';
import { revertMutation, revertQuery } from './revert.js';
import { sessionMutation, sessionQuery, userType } from './session.js';
import { skuBusinessRulesQuery } from './skuBusinessRules.js';
import { utilityMutation, utilityQuery } from './utilities.js';

/** Every resolver; each root field behind the check of its declared access (access.ts). */
export const resolvers: Resolvers = withAccess({
  JSON: GraphQLJSON,
  Query: {
    ...sessionQuery,
    ...resourceQuery,
    ...companyQuery,
    ...operationsQuery,
    ...bulkQuery,
    ...productQuery,
    ...skuBusinessRulesQuery,
    ...utilityQuery,
    ...revertQuery,
  },
  Mutation: {
    ...sessionMutation,
    ...resourceMutation,
    ...operationsMutation,
    ...bulkMutation,
    ...productMutation,
    ...utilityMutation,
    ...revertMutation,
  },
  Subscription: subscription,
  User: userType,
  Company: companyType,
  Task: taskType,
  Transaction: transactionType,
});
