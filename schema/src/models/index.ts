export * from './common.js';
export * from './people.js';
export * from './organisations.js';
export * from './catalog.js';
export * from './rules.js';
export * from './operations.js';
