export * from './mediaWriteMachine.js';
