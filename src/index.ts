#!/usr/bin/env bun
// The catchd executable: wires config, database and app together and runs one command.
import { Database } from 'bun:sqlite';
import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from './app';
import { batchedLineWriter } from './lib/line-writer';
import { pruneExpired } from './modules/housekeeping/service';
import { alignSeasons } from './identity/club';
import { openRequestLog } from './db/request-log/buffer';
import type { AppDeps, PasswordHasher } from './app-deps';
import { configVariables, ConfigError, databasePath, insecureBaseUrlWarning, loadConfig, type Config } from './config';
import { PostgresStore } from './db/postgres-store';
import { SqliteStore } from './db/sqlite-store';
import { readsSince, type Store } from './db/store';
import { DataDirBusy, holdDataDirExclusive, holdDataDirShared } from './db/lock';
import { BackupRefused, checkBackup, replaceDatabase } from './db/restore';
import { filePhotos, photosDirectory } from './modules/catches/photos/storage';
import { CopyMismatch, migrateToPostgres, TargetNotEmpty } from './db/migrate-to-postgres';
import { isId } from './lib/ids';
import { rawPathRoutes } from './http/canonical-path';
import { resolveClientAddress } from './http/client-address';
import { MetricsRegistry } from './lib/metrics';
import { isMemberRole, roles, type MemberRole } from './identity/scopes';
import { importCatchesInto } from './modules/catches/import-file';
import { createApiKey, resolveRequestedScopes } from './modules/developers/keys/service';
import { issueSetupSecret, setupLinkLifetimeSeconds } from './modules/people/joining/setup';
import { parseSpeciesCsv } from './modules/catches/species/csv';
import { ensureSpeciesSeeded, upsertSpecies } from './modules/catches/species/service';
import { findUserByEmail, isEmail, passwordProblem, upsertUser } from './identity/people';
import { HttpError } from './lib/problem';
import { errorText, ProgressReporter, type OnProgress, type ProgressUnit } from './lib/progress';
import { cryptoRandomBytes } from './lib/secrets';
import { keyFileText, SecretBox } from './lib/sealed-secrets';
import { peopleWithApps, prepareSealedSecrets, removeSecondFactor, secretBoxOf } from './modules/people/second-factor/service';
import { noClient } from './identity/activity';
import { WebhookDispatcher } from './modules/events/webhooks/dispatcher';
import { Notifier } from './modules/notifications/notifier';
import { systemResolver } from './modules/events/webhooks/ssrf';
import { buildInfo, versionLine } from './build-info';
import { checkForUpdate, databaseSchemaLevel, installUpdate, rollBack, UpdateRefused } from './modules/update/service';
import { lookForNewerRelease } from './modules/update/notice';
import { settlesWithin } from './lib/settles-within';
import { smtpMailer } from './lib/mailer';
import { clubSettings, inClubName } from './identity/club';

const usage = `catchd — the catch-data service for spearfishing

Usage:
  catchd [serve]                                  run the HTTP server (default)
  catchd users create --email <email> [--password <p>] [--role admin|verifier|diver] [--name <display name>]
  catchd users reset-second-factor (--email <email> | --all)
                                                  remove an authenticator app (a locked-out admin), or all of
                                                  them (a lost CATCHD_SECRET_KEY or secret.key); their sessions end
  catchd keys create --email <email> --scopes <comma list|all> [--role admin|verifier|diver] [--name <key name>]
  catchd backup <file>                            consistent online copy of the database (a new file, mode 0600),
                                                  and of the photos it names (in <file>.photos/)
  catchd restore <backup-file>                    replace the database by a backup (the server must be stopped);
                                                  the replaced one is kept beside it as catchd.db.replaced-<time>
  catchd healthcheck                              exit 0 when the local server answers /readyz (Docker HEALTHCHECK)
  catchd species import <file.csv>                add or update species (shipped CSV columns)
  catchd catches import <file.jsonl>              bulk import catches (one JSON object a line)
  catchd migrate-to-postgres <postgres-url>       copy this data dir's database and photos into an empty
                                                  PostgreSQL database, check it, and say what to change
  catchd update [--check | --rollback]            install the newest signed release (backup first, the previous
                                                  executable kept); --check only says whether one exists;
                                                  --rollback puts the previous executable back
  catchd --version                                version, commit, build time and platform
  catchd --help                                   this text

Every command applies the migrations itself, so it works on a fresh data dir and while
the server runs (except restore, which refuses while a server runs on the data dir).

Environment (flags win where both exist):
${configVariables.map((v) => `  ${v.name.padEnd(31)} ${v.meaning} (default: ${v.default})`).join('\n')}
`;

class UsageError extends Error {}

const argon2Passwords: PasswordHasher = {
  hash: (password) => Bun.password.hash(password, { algorithm: 'argon2id' }),
  verify: (password, hash) => Bun.password.verify(password, hash),
};

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The configured engine: PostgreSQL at CATCHD_DATABASE_URL, else the SQLite file in the data folder. */
async function openData(config: Config, options: { alone?: boolean } = {}): Promise<Store> {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const db = config.databaseUrl
    ? await PostgresStore.open(config.databaseUrl, { max: config.databasePool })
    : SqliteStore.open(databasePath(config), { synchronous: config.synchronous, alone: options.alone });
  await ensureSpeciesSeeded(db, nowSeconds());
  return db;
}

/** Refuses the commands that are the SQLite file's own tools on PostgreSQL, saying what to do instead. */
function requireSqlite(config: Config, command: string, onPostgres: string): void {
  if (config.databaseUrl) throw new UsageError(`${command} works on the SQLite file only; on PostgreSQL ${onPostgres}`);
}

/** The SQLite store, for its own tools (after requireSqlite). */
async function openSqliteData(config: Config): Promise<SqliteStore> {
  return (await openData(config)) as SqliteStore;
}

function parseRole(text: string | undefined): MemberRole | undefined {
  if (text === undefined) return undefined;
  if (!isMemberRole(text)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
  return text;
}

function requireEmail(text: string | undefined): string {
  if (!text || !isEmail(text)) throw new UsageError('--email <email> is required and must be an email address');
  return text;
}

async function usersCreate(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = requireEmail(values.email);
  const role = parseRole(values.role);
  const passwordRefusal = values.password === undefined ? null : passwordProblem(values.password);
  if (passwordRefusal) throw new UsageError(`--password ${passwordRefusal}`);
  const passwordHash = values.password ? await argon2Passwords.hash(values.password) : undefined;
  const db = await openData(config);
  const { user, created } = await upsertUser(db, { email, role, displayName: values.name, passwordHash }, nowSeconds());
  note(`${created ? 'created' : 'updated'} ${user.role} ${user.email}`);
  console.log(user.id);
}

/** The way back for a locked-out person, or for everyone when the key sealing the apps' secrets is lost. */
async function usersResetSecondFactor(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, all: { type: 'boolean' } } });
  if (values.all === (values.email !== undefined))
    throw new UsageError('usage: catchd users reset-second-factor (--email <email> | --all)');
  const db = await openData(config);
  let userIds: string[];
  const withApps = await peopleWithApps(db);
  if (values.all) userIds = withApps;
  else {
    const user = await findUserByEmail(db, requireEmail(values.email));
    if (!user) throw new UsageError(`nobody has the address ${values.email}`);
    userIds = withApps.filter((id) => id === user.id);
  }
  for (const userId of userIds) await removeSecondFactor(db, userId, null, { now: nowSeconds(), client: noClient }, { by: 'command line' });
  note(
    `removed the authenticator app of ${userIds.length} ${userIds.length === 1 ? 'person' : 'people'}: they sign in with their password and may set one up again`,
  );
}

async function keysCreate(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, scopes: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = requireEmail(values.email);
  if (!values.scopes) throw new UsageError('--scopes <comma list|all> is required');
  const requestedRole = parseRole(values.role);
  const db = await openData(config);
  const role = requestedRole ?? (await findUserByEmail(db, email))?.role ?? 'diver';
  const scopes = values.scopes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Check before creating anything: a refused request leaves no user behind.
  resolveRequestedScopes(scopes, role);
  const now = nowSeconds();
  const { user } = await upsertUser(db, { email, role: requestedRole }, now);
  const { row, secret } = await createApiKey(
    db,
    { userId: user.id, role: user.role, name: values.name ?? 'cli', scopes, expiresAt: null },
    now,
    cryptoRandomBytes,
  );
  note(`key ${row.id} for ${user.email} (${user.role}) with ${row.scopes.replaceAll(' ', ', ')}`);
  console.log(secret);
}

async function backup(config: Config, args: string[]): Promise<void> {
  const target = args[0];
  if (!target) throw new UsageError('backup needs a target file: catchd backup <file>');
  if (existsSync(target) && statSync(target).size > 0) throw new UsageError(`${target} exists; backup writes a new file`);
  if (config.databaseUrl) return postgresBackup(config.databaseUrl, target);
  const db = await openSqliteData(config);
  // The copy holds password hashes like the original: owner-only before a byte is written.
  closeSync(openSync(target, 'a', 0o600));
  // VACUUM INTO writes a consistent snapshot while other connections keep writing. It is one
  // synchronous statement: the terminal shows what runs, without figures, until it is done.
  const progress = progressOf(config, 'backup: copying the database', { noun: 'photos' });
  progress.update(0, null);
  db.sqlite.query('VACUUM INTO ?').run(target);
  progress.stage('backup: photos');
  const photos = copyPhotos(backupPhotoIds(target), photosDirectory(config.dataDir), photosDirectoryOfBackup(target), progress.update);
  progress.finish();
  console.log(`backed up to ${target} (and ${photos.copied} photo files to ${photosDirectoryOfBackup(target)})`);
}

/** Progress of a long command on stderr (stdout keeps the summary that scripts read). */
const progressOf = (config: Config, label: string, unit: ProgressUnit): ProgressReporter =>
  new ProgressReporter({ label, unit, intervalMs: config.progressIntervalMs });

/**
 * What a command tells beside its result, on stderr and uncoloured (Bun's console.error paints
 * a terminal's text red, as if all were failures); `complain` is for what went wrong.
 */
const note = (text: string): void => void process.stderr.write(`${text}\n`);
const complain = (text: string): void => void process.stderr.write(`${errorText(text)}\n`);

/** Photo files travel beside the backup file: `<file>.photos/<photo id>`. */
const photosDirectoryOfBackup = (backupFile: string): string => `${backupFile}.photos`;

function backupPhotoIds(backupFile: string): string[] {
  const copy = new Database(backupFile, { readonly: true });
  try {
    return copy
      .query<{ id: string }, []>('SELECT id FROM photos')
      .all()
      .map((row) => row.id);
  } finally {
    copy.close();
  }
}

/**
 * Photo files are never changed once written, so a hard link is a safe copy (a real copy
 * across file systems). Files missing from `from` (deleted since) are counted, not fatal.
 */
function copyPhotos(ids: string[], from: string, to: string, onProgress?: OnProgress): { copied: number; missing: string[] } {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  const present = existsSync(from) ? new Set(readdirSync(from)) : new Set<string>();
  const missing: string[] = [];
  let copied = 0;
  for (const [index, id] of ids.entries()) {
    onProgress?.(index, ids.length);
    // A photo id is a file name: anything else (a doctored backup) is never joined to a path.
    const target = isId('photo', id) ? join(to, id) : null;
    if (target !== null && existsSync(target)) continue;
    if (target === null || !present.has(id)) {
      missing.push(id);
      continue;
    }
    try {
      linkSync(join(from, id), target);
    } catch {
      copyFileSync(join(from, id), target);
    }
    copied++;
  }
  return { copied, missing };
}

/** PostgreSQL's own tool makes the backup: pg_dump, in its custom format (pg_restore reads it). */
async function postgresBackup(url: string, target: string): Promise<void> {
  const command = ['pg_dump', '--format=custom', `--file=${target}`, url];
  let exitCode: number;
  try {
    exitCode = await Bun.spawn(command, { stdout: 'inherit', stderr: 'inherit' }).exited;
  } catch {
    throw new UsageError(
      `pg_dump was not found: install PostgreSQL's client tools and run pg_dump --format=custom --file=${target} "$CATCHD_DATABASE_URL"`,
    );
  }
  if (exitCode !== 0) throw new UsageError(`pg_dump failed (exit ${exitCode})`);
  console.log(
    `backed up to ${target} (pg_dump custom format: restore with pg_restore); photos are files in the data folder: copy them too`,
  );
}

async function restore(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError('restore needs a backup file: catchd restore <backup-file>');
  requireSqlite(config, 'restore', 'restore a pg_dump backup with pg_restore');
  const check = checkBackup(file);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const release = holdDataDirExclusive(config.dataDir);
  try {
    const kept = replaceDatabase(databasePath(config), file, Date.now());
    // Opening migrates the restored database to this version's schema.
    const db = await openData(config);
    const ids = (await db.all<{ id: string }>('SELECT id FROM photos')).map((row) => row.id);
    await db.close();
    const progress = progressOf(config, 'restore: photos', { noun: 'photos' });
    const photos = copyPhotos(ids, photosDirectoryOfBackup(file), photosDirectory(config.dataDir), progress.update);
    progress.finish();
    if (kept) note(`the replaced database is kept as ${kept}`);
    for (const id of photos.missing)
      complain(`photo ${id}: no file in ${photosDirectoryOfBackup(file)} or ${photosDirectory(config.dataDir)}`);
    console.log(
      `restored ${file}: ${check.catches} catches, ${ids.length} photos (${photos.copied} files copied, ${photos.missing.length} missing)`,
    );
    return photos.missing.length === 0 ? 0 : 1;
  } finally {
    release();
  }
}

async function speciesImport(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError('species import needs a CSV file');
  const { rows, rejected } = parseSpeciesCsv(await Bun.file(file).text());
  const db = await openData(config);
  const result = await upsertSpecies(db, rows, nowSeconds());
  for (const r of rejected) complain(`line ${r.line}: ${r.reason}`);
  console.log(`added ${result.added}, updated ${result.updated}, unchanged ${result.unchanged}, rejected ${rejected.length}`);
  return rejected.length === 0 ? 0 : 1;
}

/** Copies this data dir's SQLite database and photos into an empty PostgreSQL database. */
async function migrateToPostgresCommand(config: Config, args: string[]): Promise<number> {
  requireSqlite(config, 'migrate-to-postgres', 'the data is there already (unset CATCHD_DATABASE_URL to name the SQLite data dir to copy)');
  const url = args[0];
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new UsageError('usage: catchd migrate-to-postgres postgres://user:password@host:5432/database');
  if (!existsSync(databasePath(config))) throw new UsageError(`no SQLite database in ${config.dataDir} (set CATCHD_DATA_DIR)`);
  // The file is brought to this version's schema first, as every command does.
  await (await openSqliteData(config)).close();
  const target = await PostgresStore.open(url);
  const photos = filePhotos(config.dataDir);
  try {
    const started = performance.now();
    const progress = progressOf(config, 'migrate-to-postgres', { noun: 'rows' });
    const report = await migrateToPostgres(
      databasePath(config),
      target,
      async (id) => {
        const bytes = await photos.get(id);
        return bytes ? new Uint8Array(await bytes.arrayBuffer()) : null;
      },
      progress.update,
    ).finally(() => progress.finish());
    const rows = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `copied ${rows} rows of ${Object.keys(report.rows).length} tables and ${report.photos} photos in ${((performance.now() - started) / 1000).toFixed(1)} s;`,
    );
    console.log('row counts, counters and leaderboards match.');
    console.log(
      `Next: stop the server, set CATCHD_DATABASE_URL=${new URL(url).protocol}//…${new URL(url).pathname} for every instance (see docs/operations.md,`,
    );
    console.log('"Several instances on PostgreSQL"), start it again. Photos are in the database now; writes made after');
    console.log('the copy began are not in it: stop the server before copying to take them all.');
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmpty || error instanceof CopyMismatch) {
      complain(`catchd: ${error.message}; nothing was written`);
      return 1;
    }
    throw error;
  } finally {
    await target.close();
  }
}

async function catchesImport(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError('catches import needs a JSON Lines file');
  if (!(await Bun.file(file).exists())) throw new UsageError(`no such file: ${file}`);
  // Alone: a bulk load may then write through a rollback journal (see importCatchesFile).
  const db = await openData(config, { alone: true });
  const started = performance.now();
  const progress = progressOf(config, 'import', 'bytes');
  const report = await importCatchesInto(db, file, nowSeconds(), {
    onProgress: progress.update,
    onStage: (stage) => progress.stage(`import: ${stage}`),
  }).finally(() => progress.finish());
  const seconds = (performance.now() - started) / 1000;
  for (const r of report.rejected) complain(`line ${r.line}: ${r.reason}`);
  const lines = report.imported + report.updated + report.unchanged + report.rejected.length;
  note(`${lines} lines in ${seconds.toFixed(1)} s (${Math.round(lines / seconds)} lines/s)`);
  console.log(`imported ${report.imported}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}`);
  return report.rejected.length === 0 ? 0 : 1;
}

/** How often expired rows are pruned. */
const housekeepingEveryMs = 3600 * 1000;
/** The first housekeeping waits this long after the start: the first answers come first. */
const firstHousekeepingAfterMs = 5000;

/**
 * The least time between two checkpoints of the SQLite WAL (SqliteStore.checkpointInBackground):
 * short, so that a busy server's writes wait for the copy of a little WAL often rather than a
 * lot of it seldom (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements).
 */
const checkpointEveryMs = 250;

/** How long SIGTERM waits for webhook attempts under way before releasing them. */
const shutdownGraceMs = 5000;
/**
 * How long SIGTERM waits for the connections of requests under way before closing them: a
 * client that never finishes its request would otherwise hold the process until a supervisor
 * kills it, and the request log's last entries with it.
 */
const requestsGraceMs = 10_000;
/** How long a forced close of the remaining connections is waited for. */
const forcedCloseMs = 1000;

/** For container health checks: the image has no curl, so the binary asks itself. */
async function healthcheck(config: Config): Promise<number> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/readyz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    console.log(`${url}: ${response.status}`);
    return response.status === 200 ? 0 : 1;
  } catch (error) {
    complain(`${url}: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * First run: while nobody is an admin, every start prints a one-time setup link (in the log and
 * on stderr). Each instance's link stays valid beside the others' until one is used.
 */
async function announceSetupLink(db: Store, config: Config, log: (entry: Record<string, unknown>) => void): Promise<void> {
  const secret = await issueSetupSecret(db, nowSeconds(), cryptoRandomBytes);
  if (!secret) return;
  const url = `${config.baseUrl}/setup?token=${secret}`;
  const hours = setupLinkLifetimeSeconds / 3600;
  log({ level: 'warn', msg: 'no admin yet: open the setup link to create the first one', setup_url: url, valid_hours: hours });
  process.stderr.write(`\ncatchd: no admin yet. Open this one-time link to create the first admin (valid ${hours} hours):\n\n  ${url}\n\n`);
}

/** The key sealing authenticator apps' secrets: CATCHD_SECRET_KEY, else on SQLite the data folder's secret.key (made on first start). */
function withSecretKey(config: Config): Config {
  if (config.secretKey || config.databaseUrl) return config;
  return { ...config, secretKey: keyFileText(join(config.dataDir, 'secret.key')) };
}

async function serve(configured: Config): Promise<void> {
  mkdirSync(configured.dataDir, { recursive: true, mode: 0o700 });
  const config = withSecretKey(configured);
  // Held until the process ends (kept referenced, or collecting it would let go): `catchd restore` refuses while it is.
  const releaseDataDir = holdDataDirShared(config.dataDir);
  const db = await openData(config);
  const lines = batchedLineWriter((text) => writeSync(1, text));
  // Access lines go out in batches; everything else (start, errors, shutdown) at once.
  const log = (entry: Record<string, unknown>): void =>
    lines.write(JSON.stringify({ time: new Date().toISOString(), ...entry }), entry.msg !== 'request');
  const insecure = insecureBaseUrlWarning(config.baseUrl);
  if (insecure) log({ level: 'warn', msg: 'insecure base URL', detail: insecure });
  // A key that cannot open the stored secrets (or none while some exist) stops the start here, in words.
  const sealed = await prepareSealedSecrets(db, secretBoxOf(config.secretKey)).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    throw new ConfigError(
      `${error.message} If that key is lost, \`catchd users reset-second-factor --all\` removes the apps: people then sign in with their password.`,
    );
  });
  if (sealed > 0) log({ level: 'info', msg: 'sealed the authenticator app secrets stored in plain', count: sealed });
  if (!config.secretKey)
    log({ level: 'warn', msg: 'authenticator apps unavailable', detail: 'set CATCHD_SECRET_KEY (the same on every instance)' });
  if (await alignSeasons(db, config))
    log({ level: 'info', msg: "recounted the boards for the club's seasons", detail: 'CATCHD_SEASON_START or CATCHD_TIME_ZONE changed' });
  if (db instanceof SqliteStore)
    db.checkpointInBackground(checkpointEveryMs, (error) => log({ level: 'error', msg: 'checkpoint failed', error }));
  const deps: AppDeps = {
    db,
    config,
    now: nowSeconds,
    randomBytes: cryptoRandomBytes,
    photoUrl: (id) => `${config.baseUrl}/v1/photos/${id}`,
    log,
    fetch: (url, init) => fetch(url, init),
    resolve: systemResolver,
    random: Math.random,
    passwords: argon2Passwords,
    clientAddress: (request) =>
      resolveClientAddress(server.requestIP(request)?.address ?? null, request.headers.get('x-forwarded-for'), config.trustedProxies),
    metrics: new MetricsRegistry(),
    requestLog: openRequestLog(db, { log, maxRows: config.requestLogMaxRows, inBackground: true }),
  };
  const { requestLog } = deps;
  const app = createApp(deps);
  const dispatcher = new WebhookDispatcher({
    db,
    fetch: deps.fetch,
    resolve: deps.resolve,
    random: deps.random,
    nowMs: Date.now,
    log,
    metrics: deps.metrics,
    allowPrivate: config.webhookAllowPrivate,
    schedule: config.webhookRetrySchedule,
    timeoutMs: config.webhookTimeoutMs,
    retentionDays: config.eventRetentionDays,
  });
  // Each request is one unit of reads: its later version() calls reuse a snapshot asked since it began.
  const handle = (request: Request): Promise<Response> => readsSince(() => app.handle(request));
  const server: Bun.Server<undefined> = Bun.serve({
    port: config.port,
    hostname: config.host,
    // Photos are the largest bodies; JSON routes enforce their own 1 MiB limit.
    maxRequestBodySize: config.maxPhotoBytes + 1024 * 1024,
    // Seconds a connection may sit without sending or receiving before it is closed
    // (slow-loris guard); Bun allows at most 255.
    idleTimeout: 30,
    // Routes only to see each request's target as sent (dot segments): all go to the app.
    routes: rawPathRoutes(handle),
    fetch: handle,
  });
  dispatcher.start();
  const mailer = deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null);
  const club = () => clubSettings(db, config);
  const notifier = new Notifier({
    db,
    log,
    now: nowSeconds,
    club,
    mailing: mailer
      ? {
          db,
          baseUrl: config.baseUrl,
          randomBytes: deps.randomBytes,
          log,
          club,
          send: async (message) => mailer.send(await inClubName(db, config, message)),
        }
      : undefined,
    // Web Push needs the key sealing its VAPID keys; push endpoints follow the webhooks' address rules.
    push: config.secretKey
      ? {
          db,
          box: new SecretBox(config.secretKey),
          baseUrl: config.baseUrl,
          mailFrom: config.mailFrom,
          fetch: deps.fetch,
          resolve: deps.resolve,
          allowPrivate: config.webhookAllowPrivate,
          log,
          timeoutMs: config.webhookTimeoutMs,
          club,
        }
      : undefined,
  });
  notifier.start();
  // Expired idempotency keys, OAuth codes and tokens, sessions: soon after the start, then hourly.
  const housekeep = async (): Promise<void> => {
    try {
      const removed = await pruneExpired(db, nowSeconds(), requestLog, config.requestLogDays);
      if (Object.values(removed).some((n) => n > 0)) log({ level: 'info', msg: 'pruned expired rows', ...removed });
    } catch (error) {
      log({ level: 'error', msg: 'pruning failed', error: String(error) });
    }
  };
  // A newer release, for the admin page: looked for hourly, at most daily across instances,
  // never at start (so short runs and tests send nothing); a source checkout updates with git.
  const lookForRelease = async (): Promise<void> => {
    if (!config.updateCheck || buildInfo.target === 'dev') return;
    try {
      const newer = await lookForNewerRelease(db, config.updateUrl, buildInfo, nowSeconds());
      if (newer) log({ level: 'info', msg: 'a newer release exists', version: newer, running: buildInfo.version });
    } catch (error) {
      log({ level: 'warn', msg: 'looking for a newer release failed', error: String((error as Error).message ?? error) });
    }
  };
  const firstHousekeeping = setTimeout(() => void housekeep(), firstHousekeepingAfterMs);
  const housekeeping = setInterval(() => void housekeep().then(lookForRelease), housekeepingEveryMs);
  // ready_ms: from process start to listening (operators watch it on large databases).
  log({
    level: 'info',
    msg: 'listening',
    url: `http://${config.host}:${server.port}`,
    data_dir: config.dataDir,
    ready_ms: Math.round(performance.now()),
  });
  await announceSetupLink(db, config, log);
  const running = server;
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log({ level: 'info', msg: 'shutting down', signal });
    // Deliveries under way get a grace period; the rest are released for the next start.
    clearTimeout(firstHousekeeping);
    clearInterval(housekeeping);
    await Promise.all([dispatcher.stop(shutdownGraceMs), notifier.stop()]);
    // stop() refuses new connections and resolves once in-flight requests are answered and
    // their connections closed; past the grace, the connections still open are closed.
    if (!(await settlesWithin(running.stop(), requestsGraceMs))) {
      log({ level: 'warn', msg: 'closing connections still open after the grace period', grace_ms: requestsGraceMs });
      await settlesWithin(running.stop(true), forcedCloseMs);
    }
    // Every request answered is in the log before the process ends.
    await requestLog.close();
    await db.close();
    releaseDataDir();
    lines.flush();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * The newest migration applied to the configured database, read without applying any (the
 * question is whether another version can run it): 0 when there is no database yet.
 */
async function appliedSchemaLevel(config: Config): Promise<number> {
  if (config.databaseUrl) {
    const store = new PostgresStore(config.databaseUrl);
    try {
      return await databaseSchemaLevel(store);
    } finally {
      await store.close();
    }
  }
  const path = databasePath(config);
  if (!existsSync(path)) return 0;
  const db = new Database(path, { readonly: true });
  try {
    if (!db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get()) return 0;
    return Number(db.query<{ level: number | null }, []>('SELECT max(created_at) AS level FROM __drizzle_migrations').get()?.level ?? 0);
  } finally {
    db.close();
  }
}

/** `catchd update [--check | --rollback]`: the release at CATCHD_UPDATE_URL, checked before anything changes. */
async function update(config: Config, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { check: { type: 'boolean' }, rollback: { type: 'boolean' } } });
  if (values.check) {
    const outcome = await checkForUpdate(config.updateUrl, buildInfo);
    console.log(
      outcome.status === 'available'
        ? `catchd ${outcome.version} is available (this is ${buildInfo.version}): \`catchd update\` installs it`
        : `catchd ${outcome.version} is the newest release`,
    );
    return 0;
  }
  const databaseLevel = await appliedSchemaLevel(config);
  const context = {
    executable: process.execPath,
    current: buildInfo,
    engine: config.databaseUrl ? 'postgres' : 'sqlite',
    databaseLevel,
  } as const;
  if (values.rollback) {
    const { from, to } = rollBack(context);
    console.log(`catchd ${to} is back in place of ${from} (kept as ${process.execPath}.previous); restart the service to run it`);
    return 0;
  }
  const download = progressOf(config, 'update: download', 'bytes');
  const outcome = await installUpdate({
    ...context,
    baseUrl: config.updateUrl,
    onDownload: download.update,
    backup: async (version) => {
      download.finish();
      const folder = join(config.dataDir, 'backups');
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const file = join(
        folder,
        `catchd-${version}-${new Date().toISOString().replace(/[:.]/g, '-')}.${config.databaseUrl ? 'dump' : 'db'}`,
      );
      await backup(config, [file]);
      return file;
    },
  }).finally(() => download.finish());
  if (outcome.status === 'up-to-date') console.log(`catchd ${outcome.version} is the newest release; nothing to do`);
  else
    console.log(
      `catchd ${outcome.to} installed in place of ${outcome.from} (database backed up to ${outcome.backup}); restart the service to run it`,
    );
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command = 'serve', sub, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(usage);
    return 0;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    console.log(versionLine());
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve':
      await serve(config);
      return -1; // keeps running
    case 'users':
      if (sub === 'reset-second-factor') await usersResetSecondFactor(config, rest);
      else if (sub === 'create') await usersCreate(config, rest);
      else throw new UsageError('usage: catchd users create --email <email> ... | catchd users reset-second-factor ...');
      return 0;
    case 'keys':
      if (sub !== 'create') throw new UsageError('usage: catchd keys create --email <email> --scopes <list> ...');
      await keysCreate(config, rest);
      return 0;
    case 'backup':
      await backup(
        config,
        [sub, ...rest].filter((a): a is string => a !== undefined),
      );
      return 0;
    case 'restore':
      return restore(
        config,
        [sub, ...rest].filter((a): a is string => a !== undefined),
      );
    case 'healthcheck':
      return healthcheck(config);
    case 'species':
      if (sub !== 'import') throw new UsageError('usage: catchd species import <file.csv>');
      return speciesImport(config, rest);
    case 'catches':
      if (sub !== 'import') throw new UsageError('usage: catchd catches import <file.jsonl>');
      return catchesImport(config, rest);
    case 'migrate-to-postgres':
      return migrateToPostgresCommand(
        config,
        [sub, ...rest].filter((a): a is string => a !== undefined),
      );
    case 'update':
      return update(
        config,
        [sub, ...rest].filter((a): a is string => a !== undefined),
      );
    default:
      throw new UsageError(`unknown command "${command}"; see catchd --help`);
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code >= 0) process.exit(code);
    },
    (error: unknown) => {
      if (
        error instanceof UsageError ||
        error instanceof ConfigError ||
        error instanceof BackupRefused ||
        error instanceof DataDirBusy ||
        error instanceof UpdateRefused
      )
        complain(`catchd: ${error.message}`);
      else if (error instanceof HttpError)
        complain(`catchd: ${error.message}${error.errors ? ` (${error.errors.map((e) => `${e.field}: ${e.message}`).join('; ')})` : ''}`);
      else console.error(error);
      process.exit(error instanceof UsageError ? 64 : 1);
    },
  );
}
