// Concurrent creates (`POST /v1/catches`, one species, one diver: every create counts in the
// same counters and board scopes) from N instances of one build: SQLite (one instance, the
// baseline of the run), then 1 and 3 instances on one new PostgreSQL database each (3 with the
// connection pool split between them, and with the default pool each). Each
// instance gets its own wrk with `connections` connections (bench/post-catch.lua), all at
// once. Counts every answer that is not 201, then checks what was stored: every acknowledged
// create (201) is stored with its catch.created event, the counters equal the catches, and the
// boards equal boards recomputed from the catches (through the API on both engines; on
// PostgreSQL also board_totals row for row, after the last fold). Since the machine may be
// shared, it also reports the CPU time a create costs (the catchd processes, plus the
// PostgreSQL backends serving them), which other load on the machine barely moves, and the
// rate two idle cores could then sustain.
//   npx bun bench/postgres-creates.ts postgres://postgres@127.0.0.1:5432/postgres [binary=dist/catchd] [seconds=60] [connections=16]
// Servers and PostgreSQL share the machine's cores (nothing is pinned): that is the case measured.
import { Database } from 'bun:sqlite';
import { SQL } from 'bun';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { derivedMismatchSql } from '../src/db/postgres-derived';
import { PostgresStore } from '../src/db/postgres-store';
import { createKey, freePort, root } from './lib';

const [serverUrl, ...rest] = process.argv.slice(2);
if (!serverUrl?.startsWith('postgres'))
  throw new Error('usage: npx bun bench/postgres-creates.ts <postgres url> [binary] [seconds] [connections]');
const binary = resolve(rest.find((arg) => !/^\d+$/.test(arg)) ?? 'dist/catchd');
const [seconds = 60, connections = 16] = rest.filter((arg) => /^\d+$/.test(arg)).map(Number);
/** The one catch every request posts (bench/post-catch.lua). */
const posted = { weight: 42.5, depth: 35 };

/** A new, empty database on the server (the first instance migrates it). */
async function freshDatabase(name: string): Promise<string> {
  const admin = new SQL(serverUrl);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

interface Instance {
  url: string;
  process: ReturnType<typeof Bun.spawn>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = freePort();
  const child = Bun.spawn([binary, 'serve'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', CATCHD_RATE_LIMIT: '0', ...env, PORT: String(port) },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  for (let i = 0; i < 400; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return { url: `http://127.0.0.1:${port}`, process: child };
    } catch {
      await Bun.sleep(50);
    }
  }
  throw new Error('an instance did not start');
}

/** CPU seconds (user + system) the processes used so far; processes gone count 0. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids)
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  return ticks / 100;
}

async function backendPids(admin: SQL, database: string): Promise<number[]> {
  return (await admin.unsafe('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).map((row: { pid: number }) => row.pid);
}

interface Load {
  /** Answers wrk read, and those that were not 2xx (a create answers 201 or fails). */
  answers: number;
  failed: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
  /** wrk's kinds of socket errors, where there were any (a timeout: no answer within 2 s). */
  socketErrorKinds: string;
  p50: string;
  p99: string;
}

async function wrkCreates(url: string, key: string): Promise<Load> {
  const run = Bun.spawn(
    [
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      `Authorization: Bearer ${key}`,
      '-s',
      join(root, 'bench/post-catch.lua'),
      `${url}/v1/catches`,
    ],
    { stdout: 'pipe', stderr: 'pipe' },
  );
  const text = await new Response(run.stdout).text();
  await run.exited;
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    answers: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    socketErrorKinds: errors ? errors[0] : '',
    p50: /^\s+50%\s+(\S+)/m.exec(text)?.[1] ?? '?',
    p99: /^\s+99%\s+(\S+)/m.exec(text)?.[1] ?? '?',
  };
}

/** The boards of every instance agree with the stored catches (one diver: one entry each). */
async function boardsThroughApi(instances: Instance[], key: string, stored: number): Promise<string[]> {
  const problems: string[] = [];
  const expected: Record<string, number> = {
    'catch-count': stored,
    'total-weight': Math.round(stored * posted.weight * 10_000) / 10_000,
    heaviest: posted.weight,
    deepest: posted.depth,
  };
  for (const [i, instance] of instances.entries())
    for (const [board, value] of Object.entries(expected))
      for (const filter of ['', '&species=Wahoo', '&gear=speargun']) {
        const answer = await fetch(`${instance.url}/v1/leaderboards/${board}?min_tier=unverified${filter}`, {
          headers: { authorization: `Bearer ${key}` },
        });
        const values = ((await answer.json()) as { data: { value: number }[] }).data.map((entry) => entry.value);
        if (values.length !== 1 || values[0] !== value)
          problems.push(`instance ${i + 1}: ${board}${filter} shows ${JSON.stringify(values)}, catches say ${value}`);
      }
  return problems;
}

interface Outcome {
  name: string;
  creates: number;
  /** CPU milliseconds per acknowledged create: catchd, and PostgreSQL's backends of this database. */
  cpuMs: { catchd: number; postgres: number };
  load: Load;
  stored: number;
  events: number;
  counted: number;
  problems: string[];
}

async function run(name: string, engine: 'sqlite' | 'postgres', instanceCount: number, pool: number): Promise<Outcome> {
  const dirs = Array.from({ length: instanceCount }, () => mkdtempSync(join(tmpdir(), 'catchd-creates-')));
  const databaseUrl = engine === 'postgres' ? await freshDatabase(`catchd_bench_creates_${instanceCount}`) : null;
  const envOf = (dir: string): Record<string, string> => ({
    CATCHD_DATA_DIR: dir,
    ...(databaseUrl ? { CATCHD_DATABASE_URL: databaseUrl, CATCHD_DATABASE_POOL: String(pool) } : {}),
  });
  const key = createKey(binary, envOf(dirs[0]));
  // The first start migrates and seeds; the others start on the migrated database.
  const instances = [await startInstance(envOf(dirs[0]))];
  instances.push(...(await Promise.all(dirs.slice(1).map((dir) => startInstance(envOf(dir))))));
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  const admin = new SQL(serverUrl);
  const catchdPids = instances.map((instance) => instance.process.pid);
  const cpuBefore = { catchd: cpuSeconds(catchdPids), postgres: databaseUrl ? cpuSeconds(await backendPids(admin, databaseName)) : 0 };
  const loads = await Promise.all(instances.map((instance) => wrkCreates(instance.url, key)));
  const cpuUsed = {
    catchd: cpuSeconds(catchdPids) - cpuBefore.catchd,
    postgres: databaseUrl ? cpuSeconds(await backendPids(admin, databaseName)) - cpuBefore.postgres : 0,
  };
  await admin.close();
  const load = loads.reduce((sum, l) => ({
    answers: sum.answers + l.answers,
    failed: sum.failed + l.failed,
    socketErrors: sum.socketErrors + l.socketErrors,
    socketErrorKinds: [sum.socketErrorKinds, l.socketErrorKinds].filter(Boolean).join('; '),
    p50: `${sum.p50}/${l.p50}`,
    p99: `${sum.p99}/${l.p99}`,
  }));
  load.p50 = load.p50.replace(/^\?\//, '');
  load.p99 = load.p99.replace(/^\?\//, '');
  const acknowledged = load.answers - load.failed;
  // Creates wrk sent last may still be answering: let them finish before counting.
  await Bun.sleep(2_000);
  const problems: string[] = [];
  let stored = 0;
  let events = 0;
  let counted = 0;
  if (databaseUrl) {
    const store = new PostgresStore(databaseUrl, { max: 2 });
    stored = (await store.get<{ n: number }>('SELECT count(*) AS n FROM catches'))!.n;
    problems.push(...(await boardsThroughApi(instances, key, stored)));
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.process.exited));
    events = (await store.get<{ n: number }>("SELECT count(*) AS n FROM events WHERE type = 'catch.created'"))!.n;
    counted = (await store.get<{ n: number }>('SELECT sum(n) AS n FROM catch_counts_total_live'))!.n;
    const pending = (await store.get<{ n: number }>('SELECT count(*) AS n FROM catch_deltas'))!.n;
    console.log(`  ${pending} deltas still pending at the stop`);
    await store.foldCatchDeltas();
    const mismatched = (await store.get<{ n: number }>(derivedMismatchSql))!.n;
    if (mismatched > 0) problems.push(`${mismatched} board_totals or counter rows differ from ones recomputed from the catches`);
    await store.close();
  } else {
    const file = new Database(join(dirs[0], 'catchd.db'), { readonly: true });
    stored = (file.query('SELECT count(*) AS n FROM catches').get() as { n: number }).n;
    file.close();
    problems.push(...(await boardsThroughApi(instances, key, stored)));
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.process.exited));
    const closed = new Database(join(dirs[0], 'catchd.db'), { readonly: true });
    events = (closed.query("SELECT count(*) AS n FROM events WHERE type = 'catch.created'").get() as { n: number }).n;
    counted = (closed.query('SELECT sum(n) AS n FROM catch_counts_total').get() as { n: number }).n;
    closed.close();
  }
  // Answers in flight when wrk stopped may be stored without being counted: at most one per connection.
  if (stored < acknowledged || stored > acknowledged + instanceCount * connections)
    problems.push(`${stored} catches stored for ${acknowledged} acknowledged`);
  if (events !== stored) problems.push(`${events} catch.created events for ${stored} catches`);
  if (counted !== stored) problems.push(`the counters say ${counted} catches, ${stored} are stored`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const perCreate = (cpu: number): number => (cpu * 1000) / Math.max(acknowledged, 1);
  return {
    name,
    creates: acknowledged / seconds,
    cpuMs: { catchd: perCreate(cpuUsed.catchd), postgres: perCreate(cpuUsed.postgres) },
    load,
    stored,
    events,
    counted,
    problems,
  };
}

const outcomes: Outcome[] = [];
// Three instances with the pool split between them (CATCHD_DATABASE_POOL=4: about the 10
// connections one instance has), then with the default pool each (30 in all).
for (const [name, engine, count, pool] of [
  ['SQLite, 1 instance', 'sqlite', 1, 0],
  ['PostgreSQL, 1 instance (pool 10)', 'postgres', 1, 10],
  ['PostgreSQL, 3 instances (pool 4 each)', 'postgres', 3, 4],
  ['PostgreSQL, 3 instances (pool 10 each)', 'postgres', 3, 10],
] as const) {
  const outcome = await run(name, engine, count, pool);
  outcomes.push(outcome);
  const cpu = outcome.cpuMs.catchd + outcome.cpuMs.postgres;
  console.log(
    `${name} (${count} x ${connections} connections, ${seconds} s): ${outcome.creates.toFixed(0)} creates/s answered 201; ` +
      `CPU per create ${outcome.cpuMs.catchd.toFixed(3)} ms catchd + ${outcome.cpuMs.postgres.toFixed(3)} ms PostgreSQL (two idle cores: ~${(2000 / cpu).toFixed(0)}/s); ` +
      `${outcome.load.failed} answers not 201, ${outcome.load.socketErrors} socket errors${outcome.load.socketErrorKinds ? ` (${outcome.load.socketErrorKinds})` : ''}; p50 ${outcome.load.p50}, p99 ${outcome.load.p99}; ` +
      `${outcome.stored} stored, ${outcome.events} catch.created events; ${outcome.problems.length ? outcome.problems.join('; ') : 'stored, events, counters and boards all check'}`,
  );
}
const [sqlite, one, threeSplit, threeDefault] = outcomes;
console.log(
  `ratios (same run, shared machine): PostgreSQL 1 instance / SQLite ${(one.creates / sqlite.creates).toFixed(2)}; ` +
    `3 instances / 1 instance ${(threeSplit.creates / one.creates).toFixed(2)} (pool split), ${(threeDefault.creates / one.creates).toFixed(2)} (pool 10 each)`,
);
if (outcomes.some((o) => o.problems.length > 0 || o.load.failed > 0)) process.exitCode = 1;
