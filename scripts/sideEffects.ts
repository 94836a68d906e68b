/**
 * Which modules do something when imported, for the web build's tree-shaking (web/vite.config.ts).
 * schema/ and machines/ only declare — models, constants, machines, pure functions — so a module of
 * theirs none of whose exports a chunk uses is left out of it. The exceptions are the modules that
 * configure zod (schema/src/zod*.ts; every module that makes a schema takes `z` from zod.ts, which
 * imports the other two first). sideEffects.test.ts reads every module of both
 * folders and fails for one with a top-level statement that is not a declaration and that this
 * does not list.
 */
const DECLARING = /[\\/](schema|machines)[\\/]src[\\/]/;
const CONFIGURING = /[\\/]schema[\\/]src[\\/]zod[A-Za-z]*\.ts$/;

export const sideEffectsOf = (id: string): boolean => !DECLARING.test(id) || CONFIGURING.test(id);
