// The compiled executable, as `npm run build` makes it: for the tests that exercise what ships.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dir, '../..');
export const binary = join(root, 'dist/catchd');

/** Exactly `npm run build`, in `dir` (a checkout): writes dir/dist/catchd. */
export function build(dir = root): void {
  const script: string = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.build;
  const [bun, ...args] = script.split(' ');
  if (bun !== 'bun') throw new Error(`npm run build is not a bun command: ${script}`);
  const result = Bun.spawnSync([process.execPath, ...args], { cwd: dir });
  if (result.exitCode !== 0) throw new Error(`build failed: ${result.stderr.toString()}`);
}

/** A port nobody listens on right now. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}
