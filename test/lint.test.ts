// Every source file is formatted and linted as biome.jsonc says (Biome: one fast binary from
// npm, formatter and linter in one). `npx biome check --write .` fixes what it can.
import { expect, test } from 'bun:test';
import { join } from 'node:path';

test('biome ci reports no formatting or lint problems', () => {
  const root = join(import.meta.dir, '..');
  const run = Bun.spawnSync([join(root, 'node_modules/.bin/biome'), 'ci', '--colors=off', '.'], { cwd: root });
  const output = run.stdout.toString() + run.stderr.toString();
  expect(output.split('\n').filter((line) => /^\S+:\d+:\d+ /.test(line))).toEqual([]);
  expect(run.exitCode).toBe(0);
});
