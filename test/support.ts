// Test support: a fresh database through the real migrations (copied from a seeded template,
// so each test starts clean without re-seeding 598 species), the real app, and real HTTP
// through app.handle. The engine is a parameter of the whole run: CATCHD_TEST_ENGINE=postgres
// runs every test on PostgreSQL (test/postgres-server.ts), anything else on SQLite files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { testFilesDir } from './files-dir';
import type { AppDeps, PasswordHasher } from '../src/app-deps';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { foldLockKey } from '../src/db/postgres-derived';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import type { Engine, Store } from '../src/db/store';
import { MetricsRegistry } from '../src/lib/metrics';
import type { Role } from '../src/identity/scopes';
import { createApiKey } from '../src/modules/developers/keys/service';
import { openRequestLog } from '../src/db/request-log/buffer';
import { WebhookDispatcher, type DispatcherDeps } from '../src/modules/events/webhooks/dispatcher';
import { ensureSpeciesSeeded } from '../src/modules/catches/species/service';
import { upsertUser } from '../src/identity/people';
import { testDatabaseName, testPostgres } from './postgres-server';

/** The engine every test of this run uses. */
export const engine: Engine = process.env.CATCHD_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** argon2id at the lowest cost: the real algorithm, without slowing the suite down. */
export const testPasswords: PasswordHasher = {
  hash: (password) => Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: 8, timeCost: 1 }),
  verify: (password, hash) => Bun.password.verify(password, hash),
};

export const testNow = Date.UTC(2026, 4, 4, 13, 22, 8) / 1000;

/** A folder for this test process's database files, removed once the process is gone (test/files-dir.ts). */
export { testFilesDir };

/** A migrated SQLite database seeded with the shipped species, as bytes: every fresh database starts as a copy. */
async function seededSqliteTemplate(): Promise<Uint8Array> {
  const store = SqliteStore.over(openDatabase(':memory:'));
  await ensureSpeciesSeeded(store, testNow);
  const bytes = store.sqlite.serialize();
  await store.close();
  return bytes;
}
let sqliteTemplate: Uint8Array | null = null;
let fileCount = 0;

/** A new SQLite database file, migrated and seeded: for the tests about the SQLite engine itself. */
export async function freshSqliteDatabase(): Promise<SqliteStore> {
  sqliteTemplate ??= await seededSqliteTemplate();
  const path = join(testFilesDir, `db-${++fileCount}.db`);
  writeFileSync(path, sqliteTemplate, { mode: 0o600 });
  return SqliteStore.open(path);
}

/**
 * PostgreSQL: one migrated and seeded template database, copied by the server for each test
 * (CREATE DATABASE … TEMPLATE, a file copy: far faster than migrating and seeding).
 * STRATEGY FILE_COPY copies the folder's files, where PostgreSQL 15's default (WAL_LOG) also
 * writes every page of the copy to the WAL: the copy and its drop cost the server a third as
 * much (docs/benchmarks.md, "Latest run: the test suite").
 */
async function postgresTemplate() {
  const server = await testPostgres();
  const template = testDatabaseName('template');
  await server.admin.unsafe(`CREATE DATABASE "${template}"`);
  const store = await PostgresStore.open(server.url(template));
  await ensureSpeciesSeeded(store, testNow);
  await store.close();
  return { server, template };
}
const postgres = engine === 'postgres' ? await postgresTemplate() : null;
if (engine === 'sqlite') sqliteTemplate = await seededSqliteTemplate();

/**
 * How long a test store's connection may sit idle before it closes. Stores of finished tests
 * stay open while their file runs (a file's shared context lives on): their connections close
 * this soon after, or when the file is done. A new connection is far dearer than a query here
 * (a server process started, its caches filled for a database it has never seen): shorter
 * idle times made a test reconnect after every pause, ten connections a test.
 */
const testIdleSeconds = 1;

/**
 * Connections a test's store may hold at once: two, so that two transactions of a test still
 * race as they would in production (with one, each would wait for the other), but a test
 * that fires requests together opens two server processes, not four. Each is a fork and a
 * catalog cache filled for a new database; at four, the server spent more on starting them than
 * on the tests' queries (docs/benchmarks.md, "Latest run: the test suite").
 */
const testPoolSize = 2;

/**
 * A copy of the template for one test. Its sessions do not wait for the WAL to reach the disk
 * at commit (synchronous_commit off), as the throwaway cluster runs without fsync: test data
 * needs no durability. (Copies are not made ahead of the test: a copy is a commit on the
 * cluster, and on PostgreSQL the remembered answers are keyed on the cluster's snapshot, so a
 * copy made beside a test would drop the caches that test watches.)
 */
function copyTemplate(): { name: string; created: Promise<unknown> } {
  const { server, template } = postgres!;
  const name = testDatabaseName(String(++fileCount));
  const created = dropFinishedFilesDatabases(name).then(async () => {
    await server.admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
    await server.admin.unsafe(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return { name, created };
}

/** The test file whose code (or a helper it called) asks for a database: the innermost *.test.ts of the stack. */
const askingTestFile = (): string | null => /[^\s(]+\.test\.ts/.exec(new Error().stack ?? '')?.[0] ?? null;

/**
 * PostgreSQL: each test file's databases are dropped when the next file asks for its first one
 * (bun test runs a process's files one after another), so the cluster holds about one file's
 * databases at a time: a run makes over a thousand copies of the template, each over 10 MB, and
 * the cluster fits in memory only this way (test/postgres-server.ts). The file's stores are
 * closed first: timers a test left running (folds, dispatchers) would otherwise connect to the
 * dropped databases again and again, each attempt a server process. A database asked for
 * outside any test file's code is kept. Resolves once the drops are done.
 */
let currentFile: string | null = null;
let currentFileDatabases: string[] = [];
let currentFileStores: PostgresStore[] = [];
function dropFinishedFilesDatabases(name: string): Promise<void> {
  const file = askingTestFile();
  if (!file) return Promise.resolve();
  if (file !== currentFile) {
    // Not awaited: a store waits for its fold, and a fold a test held off never ends; the drop
    // ends what the close leaves.
    for (const store of currentFileStores) void store.close().catch(() => {});
    void dropDatabases(currentFileDatabases);
    currentFile = file;
    currentFileDatabases = [];
    currentFileStores = [];
  }
  currentFileDatabases.push(name);
  return drops;
}

/** A store of this test file on the database at `url` (closed once the file is done). */
function testStore(url: string, ready?: Promise<unknown>): PostgresStore {
  const store = new PostgresStore(url, { ready, max: testPoolSize, idleTimeout: testIdleSeconds });
  currentFileStores.push(store);
  return store;
}

let drops: Promise<void> = Promise.resolve();
function dropDatabases(names: string[]): Promise<void> {
  if (names.length === 0) return drops;
  const admin = postgres!.server.admin;
  drops = drops.then(async () => {
    // A database that cannot be dropped (a process of the finished file still holding it in a
    // way FORCE cannot end) stays: it costs room, not a failure of the next file.
    for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  });
  return drops;
}

/** PostgreSQL runs only: the URL of a new, empty database (no migrations), for tests of the engine itself. */
export async function emptyPostgresDatabase(): Promise<string> {
  if (!postgres) throw new Error('emptyPostgresDatabase() needs CATCHD_TEST_ENGINE=postgres');
  const name = testDatabaseName(`empty_${++fileCount}`);
  await dropFinishedFilesDatabases(name);
  await postgres.server.admin.unsafe(`CREATE DATABASE "${name}"`);
  return postgres.server.url(name);
}

/** PostgreSQL runs only: the URL of a new database, migrated and seeded, for a server started as its own process. */
export async function seededPostgresDatabase(): Promise<string> {
  if (!postgres) throw new Error('seededPostgresDatabase() needs CATCHD_TEST_ENGINE=postgres');
  const { name, created } = copyTemplate();
  await created;
  return postgres.server.url(name);
}

/**
 * A new database (as freshDatabase) for a catchd process to open: the environment naming it (its
 * data dir; on PostgreSQL its URL and the secret key), and a store of this process on it.
 */
export async function freshDatabaseForProcess(): Promise<{ env: Record<string, string>; db: Store }> {
  const dataDir = join(testFilesDir, `data-${++fileCount}`);
  mkdirSync(dataDir, { mode: 0o700 });
  if (!postgres) {
    writeFileSync(join(dataDir, 'catchd.db'), sqliteTemplate!, { mode: 0o600 });
    return { env: { CATCHD_DATA_DIR: dataDir }, db: SqliteStore.open(join(dataDir, 'catchd.db')) };
  }
  const url = await seededPostgresDatabase();
  // Every instance on PostgreSQL needs the same key for authenticator apps' secrets.
  const env = {
    CATCHD_DATA_DIR: dataDir,
    CATCHD_DATABASE_URL: url,
    CATCHD_SECRET_KEY: 'the test runs’ key for sealed secrets, 32+ characters',
  };
  return { env, db: testStore(url) };
}

const postgresUrls = new WeakMap<Store, string>();

/** A new database on this run's engine, migrated and seeded with the shipped species. */
export function freshDatabase(): Store {
  if (!postgres) {
    const path = join(testFilesDir, `db-${++fileCount}.db`);
    writeFileSync(path, sqliteTemplate!, { mode: 0o600 });
    return SqliteStore.open(path);
  }
  // Tests build their context synchronously: the store waits for its database on first use.
  const { name, created } = copyTemplate();
  const store = testStore(postgres.server.url(name), created);
  postgresUrls.set(store, postgres.server.url(name));
  return store;
}

/**
 * Another store on the same database, as another process (the CLI, a second instance) opens
 * it: its commits reach `db` only through the database.
 */
export function otherStore(db: Store): Store {
  if (db instanceof SqliteStore) return SqliteStore.open(db.sqlite.filename);
  const url = postgresUrls.get(db);
  if (!url) throw new Error('otherStore() needs a store made by freshDatabase()');
  return testStore(url);
}

/**
 * PostgreSQL: holds the fold of catch deltas off, as another instance folding would (its lock
 * held in a transaction of another store), so that every read adds the pending deltas itself.
 * Resolves once the lock is held, to the function that lets folds run again. SQLite: nothing to hold.
 */
export async function holdFoldsOff(db: Store): Promise<() => Promise<void>> {
  if (!(db instanceof PostgresStore)) return async () => {};
  const holder = otherStore(db);
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = (): void => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const held = holder
    .transaction(async (tx) => {
      await tx.get('SELECT pg_advisory_xact_lock(?) IS NOT NULL AS locked', foldLockKey);
      locked();
      await released;
    })
    .finally(() => holder.close());
  await lockTaken;
  return async () => {
    release();
    await held;
  };
}

export interface TestContext {
  db: Store;
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  clock: { now: number };
  /** Creates a user with a key holding every scope its role allows; returns the secret. */
  user(email: string, role?: Role, scopes?: string[]): Promise<{ id: string; key: string }>;
  request(method: string, path: string, options?: { key?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

/**
 * Developer access is `open` unless a test sets `developerAccess` (test/developers covers the
 * gate): most tests exercise keys and apps, not who may create them.
 * The rate limit is off unless a test sets `rateLimitPerMinute`: the test clock stands still,
 * so one window would otherwise span a whole test. Requests come from 127.0.0.1 unless
 * `depsOverrides.clientAddress` says otherwise.
 */
export function testContext(configOverrides: Partial<Config> = {}, depsOverrides: Partial<AppDeps> = {}): TestContext {
  const db = depsOverrides.db ?? freshDatabase();
  const clock = { now: testNow };
  const config = {
    ...loadConfig({
      CATCHD_BASE_URL: 'http://catchd.test',
      CATCHD_RATE_LIMIT: '0',
      CATCHD_DEVELOPER_ACCESS: 'open',
      CATCHD_SECRET_KEY: 'the test runs’ key for sealed secrets, 32+ characters',
    }),
    ...configOverrides,
  };
  let counter = 0;
  const log = (entry: Record<string, unknown>): void => {
    if (process.env.TEST_LOG) console.log(entry);
  };
  const deps: AppDeps = {
    db,
    config,
    now: () => clock.now,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    photoUrl: (id) => `${config.baseUrl}/v1/photos/${id}`,
    log,
    fetch: (url, init) => fetch(url, init),
    // No DNS in tests: every host name resolves to one public address (URL checks pass; nothing connects there).
    resolve: async () => ['93.184.215.14'],
    random: Math.random,
    clientAddress: () => '127.0.0.1',
    metrics: new MetricsRegistry(),
    passwords: testPasswords,
    requestLog: openRequestLog(db, { log, maxRows: config.requestLogMaxRows }),
    ...depsOverrides,
  };
  const app = createApp(deps);
  return {
    db,
    app,
    deps,
    clock,
    async user(email, role = 'diver', scopes = ['all']) {
      const { user } = await upsertUser(db, { email, role, displayName: email.split('@')[0] }, clock.now);
      const { secret } = await createApiKey(db, { userId: user.id, role, name: `test ${++counter}`, scopes, expiresAt: null }, clock.now);
      return { id: user.id, key: secret };
    },
    request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.key) headers.authorization = `Bearer ${options.key}`;
      let body: string | FormData | undefined;
      // FormData goes as multipart/form-data; fetch writes the boundary header itself.
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      return app.handle(new Request(`http://catchd.test${path}`, { method, headers, body }));
    },
  };
}

/** A dispatcher that really delivers, over HTTP to 127.0.0.1 (every host resolves there), with a short retry schedule. */
export function loopbackDispatcher(ctx: TestContext, options: Pick<DispatcherDeps, 'schedule' | 'pollMs'>): WebhookDispatcher {
  return new WebhookDispatcher({
    db: ctx.db,
    fetch: (url, init) => fetch(url, init),
    resolve: async () => ['127.0.0.1'],
    random: Math.random,
    nowMs: Date.now,
    log: () => {},
    metrics: ctx.deps.metrics,
    allowPrivate: true,
    timeoutMs: 2000,
    retentionDays: 30,
    ...options,
  });
}
