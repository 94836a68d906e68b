// zod is configured by zod.ts, which every module that creates a schema imports first.
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './roles.js';
export * from './access.js';
export * from './envelope.js';
export * from './models/index.js';
export * from './catalogue.js';
export * from './displayName.js';
export * from './taskStatus.js';
export * from './resources.js';
export * from './requests.js';
export * from './routes.js';
export * from './feed.js';
export * from './revert.js';
