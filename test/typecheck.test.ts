// The whole tree type-checks (src, test, bench, scripts), and the browser scripts against the
// browser's types (the pages' and the service worker's): Bun runs TypeScript without checking it,
// so this is where a wrong type is caught.
import { expect, test } from 'bun:test';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');

test.each(['.', 'src/web/scripts/tsconfig.json', 'src/web/scripts/tsconfig.worker.json'])(
  'tsc --noEmit -p %s reports no errors',
  (project) => {
    const run = Bun.spawnSync([join(root, 'node_modules/.bin/tsc'), '--noEmit', '-p', join(root, project)], { cwd: root });
    expect(run.stdout.toString() + run.stderr.toString()).toBe('');
    expect(run.exitCode).toBe(0);
  },
);
