export * from './integrityRerunMachine.js';
