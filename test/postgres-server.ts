// A PostgreSQL server for the tests on that engine: the one at CATCHD_TEST_POSTGRES_URL, or
// else a throwaway cluster of Debian's `postgresql` package (initdb in a temporary folder,
// a free port, stopped and removed when the test process exits). Databases are named after
// this process, so that a later run can drop what an interrupted one left behind.
import { SQL } from 'bun';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** The URL of database `name` on this server. */
  url(name: string): string;
  /** A connection to the server's `postgres` database, for CREATE/DROP DATABASE. */
  admin: SQL;
}

/** Debian's newest installed PostgreSQL binaries. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL tests need CATCHD_TEST_POSTGRES_URL or Debian\'s postgresql package (apt-get install postgresql)');
  return join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL binary as the `postgres` OS user when we are root (initdb refuses root). */
function runPostgresTool(args: string[]): void {
  const command = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = Bun.spawnSync(command, { stdout: 'pipe', stderr: 'pipe' });
  if (result.exitCode !== 0) throw new Error(`${args[0]} failed: ${result.stderr.toString()}${result.stdout.toString()}`);
}

/** Starts a cluster tuned for tests (no fsync: a crash loses only test data). */
async function startCluster(): Promise<string> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'catchd-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  runPostgresTool([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runPostgresTool([join(bin, 'pg_ctl'), '-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  // A watchdog in its own session stops and removes the cluster once this process is gone,
  // however it ends (bun test does not run exit handlers that spawn; a crash runs none).
  const stop = [join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'].join(' ');
  const asPostgres = process.getuid?.() === 0 ? `runuser -u postgres -- ${stop}` : stop;
  const watchdog = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${asPostgres} >/dev/null 2>&1; rm -rf '${dir}'`;
  Bun.spawn(['setsid', 'sh', '-c', watchdog], { stdio: ['ignore', 'ignore', 'ignore'] }).unref();
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user: install Debian's postgresql package`);
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
