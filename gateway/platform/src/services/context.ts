/**
 * What the services and the routes share: the configuration, the store, the bus and the task queue (wired in
 * server.ts).
 */
import type { Db } from '../store/db.js';
import type { PlatformConfig } from '../config.js';
import type { Bus } from '../store/bus.js';
import type { Commands } from '../store/commands.js';
import type { Tasks } from './tasks/tasks.js';

export interface PlatformContext {
  readonly config: PlatformConfig;
  readonly db: Db;
  readonly bus: Bus;
  readonly commands: Commands;
  readonly tasks: Tasks;
}
