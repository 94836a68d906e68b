/**
 * What the browser benches share: the web app built from the sources as they are into a temp
 * folder, and Debian's Chromium (never a downloaded one) with the flags this machine needs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'];

/** Builds the web app into a new temp folder; answers the folder. */
export function buildWeb(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--outDir', dist],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (build.status !== 0) throw new Error(`web build failed: ${build.stderr}`);
  return dist;
}
