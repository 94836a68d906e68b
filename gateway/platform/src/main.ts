/** Runs the reference platform on its own (`npm run platform`); `npm start` runs it inside the gateway. */
import { boundHeapGrowth, consoleLog, installLastResortHandlers } from './http/nodeServer.js';
import { createPlatform } from './server.js';

// Before anything starts: what escapes every request's own error handling (see nodeServer.ts).
installLastResortHandlers(consoleLog('[platform]'));
boundHeapGrowth();
const platform = await createPlatform();
console.log(`Reference platform listening on ${platform.url}`);
const stop = async () => {
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
