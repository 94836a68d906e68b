/**
 * `npm start` runs this first: builds the web app into web/dist when it is missing or older than
 * its sources (web/, schema/src, machines/src), so a fresh clone serves the console at once and a
 * pulled change is never served stale. An up-to-date build is left alone (start stays quick).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const built = join(root, 'web', 'dist', 'index.html');
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'schema/src',
  'machines/src',
  'package-lock.json',
];

/** The newest modification time under `path` (a file or a folder), 0 when it does not exist. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newest(join(root, source))));
if (builtAt >= sourcesAt) {
  console.log('web app: web/dist is up to date');
} else {
  console.log(
    builtAt ? 'web app: sources changed since the last build, building…' : 'web app: not built yet, building (once)…',
  );
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('web app: the build failed (see above); the console cannot be served.');
    process.exit(build.status ?? 1);
  }
}
