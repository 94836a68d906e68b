import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const module = fileURLToPath(new URL('./nodeServer.ts', import.meta.url));

/** Runs a script with the last-resort handlers installed, in a child process of its own. */
function run(body: string) {
  const script = `import { installLastResortHandlers } from ${JSON.stringify(module)};
installLastResortHandlers((line) => console.log('LOG', line));
${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('last-resort process handlers', () => {
  it('log a rejected promise nobody awaited and keep the process running', () => {
    const result = run(
      `Promise.reject(new Error('forgotten')); setTimeout(() => { console.log('still running'); }, 50);`,
    );
    expect(result.stdout).toContain('LOG unhandled rejection (kept serving)');
    expect(result.stdout).toContain('still running');
    expect(result.status).toBe(0);
  });

  it('log an uncaught exception and exit with status 1', () => {
    const result = run(
      `setTimeout(() => { throw new Error('boom'); }, 10); setTimeout(() => console.log('never'), 500);`,
    );
    expect(result.stdout).toContain('LOG uncaught exception: exiting');
    expect(result.stdout).not.toContain('never');
    expect(result.status).toBe(1);
  });
});
