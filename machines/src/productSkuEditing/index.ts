export * from './productSkuEditingMachine.js';
