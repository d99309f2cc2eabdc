// npm test: every test file on SQLite, and the files that reach a database (they import
// test/support.ts, directly or through another test helper) again on PostgreSQL; files that never
// open one (lint, types, pure functions) run once. The two runs go side by side. With
// CATCHD_TEST_WORKERS above 1, each run spreads over that many processes (`bun test --parallel
// --no-isolate`: a worker keeps one module registry across its files, as one `bun test` process
// does). The SQLite run prints as it goes; the PostgreSQL run's output follows it, so each run's
// summary stays whole (.ci/run reads them in that order). Extra arguments (files, filters) go to both runs.
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
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

const testFiles = [...new Bun.Glob('test/**/*.test.ts').scanSync({ cwd: root })].sort();
const databaseFiles = testFiles.filter((file) => reachesSupport(join(root, file)));
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

const postgresLog = join(tmpdir(), `catchd-postgres-run-${process.pid}.log`);
console.log('== SQLite (PostgreSQL runs beside it; its output follows)');
const sqlite = Bun.spawn(testCommand(testFiles), { cwd: root, stdout: 'inherit', stderr: 'inherit' });
const postgresOutput = openSync(postgresLog, 'w');
const postgres = Bun.spawn(testCommand(databaseFiles), {
  cwd: root,
  env: { ...process.env, CATCHD_TEST_ENGINE: 'postgres' },
  stdout: postgresOutput,
  stderr: postgresOutput,
});
const [sqliteExit, postgresExit] = await Promise.all([sqlite.exited, postgres.exited]);
closeSync(postgresOutput);

console.log(
  `== PostgreSQL (${extra.length > 0 ? 'the files given' : `${databaseFiles.length} of ${testFiles.length} files: those that open a database`})`,
);
process.stdout.write(readFileSync(postgresLog, 'utf8'));
rmSync(postgresLog);
console.log(`SQLite run exit ${sqliteExit}, PostgreSQL run exit ${postgresExit}`);
process.exit(sqliteExit === 0 && postgresExit === 0 ? 0 : 1);
