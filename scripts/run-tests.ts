// npm test: the files that reach a database (they import test/support.ts, directly or through
// another test helper) on SQLite and again on PostgreSQL; files that say they run once (runsOnce)
// on SQLite alone; files that never open a database (lint, types, the executable's own checks,
// pure functions) once, in the PostgreSQL run's process, which evens out the two runs' lengths.
// The two runs go side by side. With
// CATCHD_TEST_WORKERS above 1, each run spreads over that many processes (`bun test --parallel
// --no-isolate`: a worker keeps one module registry across its files, as one `bun test` process
// does). The SQLite run prints as it goes; the PostgreSQL run's output follows it, so each run's
// summary stays whole (.ci/run reads them in that order). Extra arguments (files, filters) go to both runs.
import { closeSync, existsSync, openSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
/**
 * Processes per run. One each on the 2-core machine CI uses: the browser journeys and builds keep
 * a core busy, and more processes there stretch them past their time limits.
 */
const WORKERS = Number(process.env.CATCHD_TEST_WORKERS ?? 1);
const TIMEOUT_MS = 120_000;
const bun = process.execPath;

const supportFile = join(root, 'test', 'support.ts');
const reachesDatabase = new Map<string, boolean>();

/** Whether a test file or helper imports test/support.ts, directly or through other test files. */
function reachesSupport(file: string): boolean {
  const known = reachesDatabase.get(file);
  if (known !== undefined) return known;
  reachesDatabase.set(file, false); // an import cycle adds nothing
  const imports = [...readFileSync(file, 'utf8').matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)];
  const reaches = imports.some(([, path]) => {
    const target = [`${path}`, `${path}.ts`, `${path}.tsx`]
      .map((p) => resolve(dirname(file), p))
      .find((p) => /\.tsx?$/.test(p) && existsSync(p));
    if (!target?.startsWith(join(root, 'test'))) return false;
    return target === supportFile || reachesSupport(target);
  });
  reachesDatabase.set(file, reaches);
  return reaches;
}

/**
 * Files about what a page shows (axe-core, layout, screenshots, languages) and the browser
 * journeys drive the same pages and scripts on either engine: a line `// Runs once, on SQLite:
 * <why>` in the file keeps it out of the PostgreSQL run, as the storage under those pages is
 * tested on both engines elsewhere.
 */
const onceMarker = /^\/\/ Runs once, on SQLite: /m;
const runsOnce = (file: string): boolean => onceMarker.test(readFileSync(join(root, file), 'utf8'));

const testFiles = [...new Bun.Glob('test/**/*.test.ts').scanSync({ cwd: root })].sort();
const storageFiles = testFiles.filter((file) => reachesSupport(join(root, file)));
const engineFree = testFiles.filter((file) => !storageFiles.includes(file));
const postgresFiles = [...storageFiles.filter((file) => !runsOnce(file)), ...engineFree];
const extra = process.argv.slice(2);

// dist/catchd is built once here, not by each worker at once (test/executable.ts).
const build = Bun.spawnSync([bun, '-e', "(await import('./test/executable.ts')).builtExecutable()"], {
  cwd: root,
  stdout: 'inherit',
  stderr: 'inherit',
});
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);

function testCommand(files: string[]): string[] {
  const parallel = WORKERS > 1 ? [`--parallel=${WORKERS}`, '--no-isolate'] : [];
  return [bun, 'test', `--timeout=${TIMEOUT_MS}`, ...parallel, ...(extra.length > 0 ? extra : files)];
}

/**
 * Both runs keep their files (databases, data dirs, browser profiles, the PostgreSQL cluster of
 * test/postgres-server.ts) on the machine's memory file system when it has one with room to
 * spare: there a commit or a new database writes no disk, and on this machine's disk file
 * operations cost more CPU than the work they stored. test/support.ts drops each test file's
 * PostgreSQL databases once the file is done, which keeps the cluster to about a gigabyte.
 */
const memoryDir = '/dev/shm';
const MEMORY_DIR_ROOM_BYTES = 4 * 1024 ** 3;
function roomIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
}
const testEnv = roomIn(memoryDir) >= MEMORY_DIR_ROOM_BYTES ? { ...process.env, TMPDIR: memoryDir } : process.env;

const postgresLog = join(tmpdir(), `catchd-postgres-run-${process.pid}.log`);
console.log(
  `== SQLite (${extra.length > 0 ? 'the files given' : `${storageFiles.length} of ${testFiles.length} files: those that open a database`}; PostgreSQL runs beside it, its output follows)`,
);
const sqlite = Bun.spawn(testCommand(storageFiles), { cwd: root, env: testEnv, stdout: 'inherit', stderr: 'inherit' });
const postgresOutput = openSync(postgresLog, 'w');
const postgres = Bun.spawn(testCommand(postgresFiles), {
  cwd: root,
  env: { ...testEnv, CATCHD_TEST_ENGINE: 'postgres' },
  stdout: postgresOutput,
  stderr: postgresOutput,
});
const [sqliteExit, postgresExit] = await Promise.all([sqlite.exited, postgres.exited]);
closeSync(postgresOutput);

console.log(
  `== PostgreSQL (${extra.length > 0 ? 'the files given' : `${postgresFiles.length} of ${testFiles.length} files: those of storage, and those that open no database`})`,
);
// Awaited, and no process.exit(): a pipe (`npm test | tee`) takes the run's output in pieces,
// and exiting before the last one is written cut the summary that .ci/run reads.
await Bun.write(Bun.stdout, readFileSync(postgresLog));
rmSync(postgresLog);
console.log(`SQLite run exit ${sqliteExit}, PostgreSQL run exit ${postgresExit}`);
process.exitCode = sqliteExit === 0 && postgresExit === 0 ? 0 : 1;
