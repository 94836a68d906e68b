export * from './followLogic.js';
export * from './taskFollowerMachine.js';
