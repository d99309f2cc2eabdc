// The whole tree type-checks (src, test, bench, scripts): Bun runs TypeScript without
// checking it, so this is where a wrong type is caught.
import { expect, test } from 'bun:test';
import { join } from 'node:path';

test('tsc --noEmit reports no errors', () => {
  const root = join(import.meta.dir, '..');
  const run = Bun.spawnSync([join(root, 'node_modules/.bin/tsc'), '--noEmit', '-p', root], { cwd: root });
  expect(run.stdout.toString() + run.stderr.toString()).toBe('');
  expect(run.exitCode).toBe(0);
});
