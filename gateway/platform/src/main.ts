/** Runs the reference platform on its own (`npm run platform`); `npm start` runs it inside the gateway. */
import { createPlatform } from './server.js';

const platform = await createPlatform();
console.log(`Reference platform listening on ${platform.url}`);
const stop = async () => {
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
