// First: how zod runs in browsers, before any schema is created (zodInBrowsers.ts).
import './zodInBrowsers.js';
import './zodMessages.js';
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './roles.js';
export * from './access.js';
export * from './envelope.js';
export * from './models/index.js';
export * from './resources.js';
export * from './requests.js';
export * from './routes.js';
export * from './feed.js';
export * from './revert.js';
