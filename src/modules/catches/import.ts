// Bulk import of catches from JSON Lines (a club's old logbook, another app's export).
// Each line is a catch create body plus diver_email (and optionally diver_name,
// external_id, created_at, verification_tier). Lines are validated like the API; bad
// lines are reported by number and the rest imported. Imports emit no webhook events.
//
// SQLite engine code: it needs a SqliteStore. The services it shares with the API (line
// checks, new divers, updates of re-imported catches) are called through the storage seam;
// inserting a new catch, the hot path, is one synchronous statement on the writer
// connection inside the store's transaction, and bulk loads set triggers and indexes aside
// with SQLite's own tools (client.ts).
import type { Statement } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { t } from 'elysia';
import { fieldErrors } from '../../lib/schema-errors';
import { busyTimeoutMs, deferSchema, forgetDeferredSchema, insertRows, restoreDeferredObjects, type Db } from '../../db/client';
import { sqliteDialect } from '../../db/sqlite-dialect';
import type { SqliteStore } from '../../db/sqlite-store';
import type { Sql, SqlParam } from '../../db/store';
import type { OnProgress } from '../../lib/progress';
import { newId } from '../../lib/ids';
import { lazy } from '../../lib/lazy';
import { HttpError } from '../../lib/problem';
import { literalUnion } from '../../lib/schemas';
import { readIsoTime } from '../../lib/time';
import { boardTotalsRebuildScript } from './leaderboards/service';
import { clubSettingsNow } from '../../identity/club';
import { isEmail, upsertUser } from '../../identity/people';
import { CatchCreate, tiers } from './model';
import {
  catchFactsOf,
  catchFactsSql,
  factColumns,
  type CatchFactRow,
  type CatchFacts,
  type Counts,
  type CountRow,
  type Recount,
} from './recount';
import type { RecountJob, ScratchBoardTotals } from './recount-worker';
import { findCatch } from './read';
import { applyCatchChanges, catchColumns, catchInsertParams, insertCatchRowSql, insertCatchSql, type CatchColumns } from './write';
import { remember } from '../../lib/remember';

const ImportLine = t.Composite(
  [
    CatchCreate,
    t.Object({
      diver_email: t.String({ minLength: 3, maxLength: 254 }),
      diver_name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
      external_id: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
      created_at: t.Optional(t.String({ maxLength: 40 })),
      verification_tier: t.Optional(literalUnion(tiers)),
    }),
  ],
  { additionalProperties: false },
);
/** Compiled at the first import (most starts import nothing). */
const lineChecker = lazy(() => TypeCompiler.Compile(ImportLine));

export interface ImportReport {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

/**
 * Lines per transaction. With the catches triggers in place a running server's writes wait for
 * the whole transaction: small ones. A bulk load runs without triggers and indexes, where
 * fewer, bigger commits write hot pages fewer times. With the file to itself (out of WAL mode)
 * nobody waits for its commits, and only the memory of the lines parsed ahead bounds them.
 * Figures: docs/benchmarks.md#importing-catches.
 */
const defaultLinesPerTransaction = 5_000;
const bulkLinesPerTransaction = 50_000;
const aloneBulkLinesPerTransaction = 250_000;

function firstSchemaError(value: unknown): string {
  const [first] = fieldErrors(lineChecker().Errors(value), 'line');
  return `${first!.field}: ${first!.message}`;
}

/** The path (`location.name`) of the first string in `value` holding U+0000, or null. */
function fieldHoldingNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'line' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldHoldingNul(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** A line that passed every check, ready to be stored. */
export interface ParsedLine {
  email: string;
  name: string | undefined;
  externalId: string | undefined;
  createdAt: number | undefined;
  tier: number | undefined;
  columns: CatchColumns;
}

/**
 * Checks one line as the API would check a create (JSON, schema, units, species): the
 * parsed line, or why it was refused. Reads species, writes nothing.
 */
export async function parseImportLine(db: Sql, text: string, now: number): Promise<ParsedLine | string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not valid JSON: ${(error as Error).message}`;
  }
  if (!lineChecker().Check(value)) return firstSchemaError(value);
  // JSON text can carry U+0000 only escaped (a raw control character is not JSON): a line
  // without the escape needs no walk through its fields.
  const nulField = text.includes('\\u0000') ? fieldHoldingNul(value) : null;
  // The API refuses such text on both engines (UnstorableText); PostgreSQL cannot store it.
  if (nulField !== null) return `${nulField}: must not contain the NUL character (U+0000)`;
  const row = value as Static<typeof ImportLine>;
  if (!isEmail(row.diver_email)) return 'diver_email: is not an email address';
  let createdAt: number | undefined;
  if (row.created_at !== undefined) {
    const reading = readIsoTime(row.created_at);
    if ('problem' in reading) return `created_at: ${reading.problem}`;
    createdAt = reading.seconds;
  }
  const { diver_email, diver_name, external_id, created_at, verification_tier, ...input } = row;
  try {
    const { columns } = await catchColumns(db, input, 'create', now);
    // A line without a zone takes the club's (a diver's own zone is a setting of their account, not of a file).
    columns.time_zone ??= clubSettingsNow(db.store).time_zone;
    const tier = verification_tier === undefined ? undefined : tiers.indexOf(verification_tier);
    return { email: diver_email, name: diver_name, externalId: external_id, createdAt, tier, columns };
  } catch (error) {
    if (error instanceof HttpError) return (error.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ') || error.message;
    throw error;
  }
}

/**
 * A line whose external_id the diver already has: the stored catch takes the line's values,
 * with no webhook events (both engines). Whether anything changed.
 */
export async function updateImportedCatch(tx: Sql, diverId: string, line: ParsedLine, now: number): Promise<boolean> {
  const existing = (await tx.get<{ id: string }>(
    'SELECT id FROM catches WHERE diver_id = ? AND external_id = ?',
    diverId,
    line.externalId!,
  ))!;
  return updateCatchToLine(tx, existing.id, line, now);
}

/** updateImportedCatch of a catch whose id is known. */
async function updateCatchToLine(tx: Sql, catchId: string, line: ParsedLine, now: number): Promise<boolean> {
  const current = (await findCatch(tx, catchId))!;
  // Fields the line leaves out are defaults, as when it was first imported.
  const full = {
    length_in: null,
    lat: null,
    lon: null,
    location_name: null,
    notes: null,
    gear: null,
    conditions: null,
    dive_type: 'freedive' as const,
    ...line.columns,
  };
  return (await applyCatchChanges(tx, current, full as never, now, { emitEvents: false, tier: line.tier ?? current.tier })) !== null;
}

/**
 * The catches that have an external_id, by diver: what the unique index on (diver_id,
 * external_id) answers, held in memory while a bulk load sets that index aside. Kept up row
 * by row, with keys arriving in no order, the index was half of the SQLite time of the
 * inserts (1M lines: 8.2 s with it, 3.4 s without).
 */
class ExternalIds {
  private readonly byDiver = new Map<string, Map<string, string>>();

  /** The stored catches' external ids (a bulk load stores at least as many lines as there are). */
  static read(store: SqliteStore): ExternalIds {
    const known = new ExternalIds();
    const rows = store.sqlite.query('SELECT diver_id, external_id, id FROM catches WHERE external_id IS NOT NULL').values() as [
      string,
      string,
      string,
    ][];
    for (const [diverId, externalId, catchId] of rows) known.add(diverId, externalId, catchId);
    return known;
  }

  /** The id of the diver's catch with this external_id, if there is one. */
  find(diverId: string, externalId: string): string | undefined {
    return this.byDiver.get(diverId)?.get(externalId);
  }

  add(diverId: string, externalId: string, catchId: string): void {
    const catches = remember(this.byDiver, diverId, () => new Map());
    catches.set(externalId, catchId);
  }
}

export class CatchImporter {
  readonly report: ImportReport = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  private readonly diverIds = new Map<string, string>();
  private pending: { line: number; parsed: ParsedLine | string }[] = [];
  /** The insert of a new catch, prepared once on the writer connection. */
  private readonly insert: Statement<unknown, SqlParam[]>;

  /**
   * With `externalIds`, the unique index on (diver_id, external_id) is set aside: lines are
   * matched to stored catches through `externalIds` instead, and kept in it.
   */
  constructor(
    private readonly store: SqliteStore,
    private readonly now: number,
    private readonly linesPerTransaction = defaultLinesPerTransaction,
    private readonly externalIds: ExternalIds | null = null,
  ) {
    this.insert = store.sqlite.query<unknown, SqlParam[]>(externalIds ? insertCatchRowSql : insertCatchSql);
  }

  /** Checks one line (outside any transaction) and writes the batch once it is full. */
  async add(line: number, text: string): Promise<void> {
    if (text.trim() === '') return;
    this.pending.push({ line, parsed: await parseImportLine(this.store, text, this.now) });
    if (this.pending.length >= this.linesPerTransaction) await this.flush();
  }

  /** Writes the pending lines in one transaction. */
  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    await this.store.transaction(async (tx) => {
      for (const { line, parsed } of batch) {
        if (typeof parsed === 'string') this.report.rejected.push({ line, reason: parsed });
        else await this.storeLine(tx, parsed);
      }
    });
  }

  /**
   * Stores one checked line: a new catch, or an update of the diver's catch with its
   * external_id. A known diver and a new catch await nothing (see insertNew).
   */
  private async storeLine(tx: Sql, line: ParsedLine): Promise<void> {
    const key = line.email.trim().toLowerCase();
    const diverId = this.diverIds.get(key) ?? (await this.newDiver(tx, key, line.name));
    const known = this.externalIds !== null && line.externalId !== undefined ? this.externalIds.find(diverId, line.externalId) : undefined;
    if (known === undefined && this.insertNew(diverId, line)) {
      this.report.imported++;
      return;
    }
    const updated =
      known === undefined ? await updateImportedCatch(tx, diverId, line, this.now) : await updateCatchToLine(tx, known, line, this.now);
    if (updated) this.report.updated++;
    else this.report.unchanged++;
  }

  /**
   * Inserts a new catch without a promise per line: the prepared statement runs on the writer
   * connection, which holds the store transaction that flush() opened (SQLite only).
   * False when the diver already has a catch with this external_id (found by the index).
   */
  private insertNew(diverId: string, line: ParsedLine): boolean {
    const id = newId('catch');
    const options = { externalId: line.externalId ?? null, createdAt: line.createdAt, tier: line.tier };
    if (this.insert.run(...catchInsertParams(id, diverId, line.columns, this.now, options)).changes === 0) return false;
    if (this.externalIds !== null && line.externalId !== undefined) this.externalIds.add(diverId, line.externalId, id);
    return true;
  }

  private async newDiver(tx: Sql, email: string, name: string | undefined): Promise<string> {
    const id = (await upsertUser(tx, { email, displayName: name }, this.now)).user.id;
    this.diverIds.set(email, id);
    return id;
  }
}

/** The unique index that matches a diver's external_id to their catch (see ExternalIds). */
const diverExternalIndex = 'catches_diver_external';

/** A load this large (and larger than what is stored) rebuilds indexes once at the end. */
const bulkLoadLines = 50_000;

/**
 * What the catches' competition triggers (migration 0022) would have done for a bulk load's
 * catches: every entry gets a fresh version, so no scored fish kept from before is read again.
 */
const competitionEntriesTouchSql = 'UPDATE competition_entries SET version = random()';

/** Recomputes the chart totals of the triggers of migration 0026 (its own fill, after emptying them). */
const monthTotalsRebuildSql = `
DELETE FROM catch_month_deltas;
DELETE FROM catch_month_species_totals;
DELETE FROM catch_month_divers;
DELETE FROM catch_month_diver_counts;
DELETE FROM catch_month_weights;
DELETE FROM catch_species_weights;
INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
  SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), c.species_pk, count(*), sum(CAST(round(c.weight_lbs * 10000) AS INTEGER)), min(c.weight_lbs), max(c.weight_lbs), max(c.depth_ft)
  FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
INSERT INTO catch_month_divers (month_start, diver_id, n) SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), c.diver_id, count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
INSERT INTO catch_month_diver_counts (month_start, divers) SELECT month_start, count(*) FROM catch_month_divers GROUP BY 1;
INSERT INTO catch_month_weights (month_start, weight_lb, n) SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), CAST(floor(c.weight_lbs) AS INTEGER), count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
INSERT INTO catch_species_weights (species_pk, weight_lb, n) SELECT c.species_pk, CAST(floor(c.weight_lbs) AS INTEGER), count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
`;

/** Recomputes the counters, the search index and the entry versions that the triggers on `catches` maintain. */
const catchCountersRebuildSql = `
DELETE FROM catch_counts_by_species;
INSERT INTO catch_counts_by_species (species_pk, tier, dive_type, n)
  SELECT species_pk, tier, dive_type, count(*) FROM catches WHERE sandbox = 0 GROUP BY species_pk, tier, dive_type;
DELETE FROM catch_counts_by_diver;
INSERT INTO catch_counts_by_diver (diver_id, tier, dive_type, n)
  SELECT diver_id, tier, dive_type, count(*) FROM catches WHERE sandbox = 0 GROUP BY diver_id, tier, dive_type;
DELETE FROM catch_counts_total;
INSERT INTO catch_counts_total (tier, dive_type, n) SELECT tier, dive_type, count(*) FROM catches WHERE sandbox = 0 GROUP BY tier, dive_type;
INSERT INTO catch_fts (catch_fts) VALUES ('rebuild');
${competitionEntriesTouchSql};
${monthTotalsRebuildSql}`;

/**
 * Recomputes everything the triggers on `catches` maintain (see the search-and-counters and
 * ladder migrations). A bulk load drops those triggers and stores this script, which
 * finishes a load that died half-way when the database is next opened.
 */
export const catchesDerivedDataSql = catchCountersRebuildSql + boardTotalsRebuildScript;

/** Every catch's counted fields (see catchFactsSql). */
const readCatchFacts = (db: Db): CatchFacts => catchFactsOf(db.$client.query(catchFactsSql(sqliteDialect)).values() as CatchFactRow[]);

/**
 * The worker's script. In the executable: the entry point that the build makes of
 * recount-worker.ts, named by its path under src/ (package.json); the bundler turns
 * import.meta.url into this source file's path, which the executable must not need.
 */
const recountWorkerScript = Bun.isStandaloneExecutable
  ? './modules/catches/recount-worker.ts'
  : new URL('./recount-worker.ts', import.meta.url).href;

/**
 * The recount on a worker thread, while this thread goes on with other work. With a scratch
 * database the worker writes board_totals there and settles with the counter tables' rows;
 * without one, with the whole recount.
 */
export function recountOnWorker(job: RecountJob & { scratch: ScratchBoardTotals }): Promise<Counts>;
export function recountOnWorker(job: RecountJob & { scratch?: undefined }): Promise<Recount>;
export function recountOnWorker(job: RecountJob): Promise<Counts | Recount> {
  const worker = new Worker(recountWorkerScript);
  return new Promise<Counts | Recount>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Counts | Recount>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(`the recount's worker failed: ${event.message}`));
    worker.postMessage(job, factColumns(job.facts));
  }).finally(() => worker.terminate());
}

/** Replaces the counter tables with a recount's and rebuilds the search index. */
function writeCounts(db: Db, counts: Counts): void {
  const counters: [table: string, keyColumn: string | null, rows: CountRow[]][] = [
    ['catch_counts_by_species', 'species_pk', counts.bySpecies],
    ['catch_counts_by_diver', 'diver_id', counts.byDiver],
    ['catch_counts_total', null, counts.total],
  ];
  for (const [table, keyColumn, rows] of counters) {
    db.$client.exec(`DELETE FROM ${table}`);
    insertRows(
      db.$client,
      table,
      [...(keyColumn === null ? [] : [keyColumn]), 'tier', 'dive_type', 'n'],
      rows.length,
      (index) => rows[index],
    );
  }
  db.$client.exec("INSERT INTO catch_fts (catch_fts) VALUES ('rebuild')");
}

/** The scratch database of a recount: beside the data file, which has room for what it holds (docs/benchmarks.md#importing-catches). */
function scratchPath(db: Db): string {
  const file = db.$client.filename;
  return file === '' || file === ':memory:' ? join(tmpdir(), `catchd-recount-${crypto.randomUUID()}.db`) : `${file}-recount`;
}

/**
 * Puts back what a bulk load set aside and recounts what the triggers would have kept, in
 * one write transaction (see restoreDeferredSchema, the same for a load that died). A worker
 * thread recounts and builds board_totals in a scratch database while the catches indexes
 * are built here; the table then comes over with its indexes by SQLite's transfer of
 * identical tables, which copies records in order instead of sorting them again (1M
 * catches: board_totals took 7.4 s here, now 2.6 s).
 */
async function restoreAfterBulkLoad(store: SqliteStore): Promise<void> {
  const db = store.writer;
  const scratch = {
    path: scratchPath(db),
    schema: db.$client
      .query<{ sql: string }, []>(
        "SELECT sql FROM sqlite_master WHERE tbl_name = 'board_totals' AND sql IS NOT NULL ORDER BY type = 'index', name",
      )
      .all()
      .map((object) => object.sql),
  };
  rmSync(scratch.path, { force: true });
  const sqlite = db.$client;
  // Outside the transaction: SQLite attaches no database inside one.
  sqlite.query('ATTACH ? AS recount').run(scratch.path);
  try {
    // Not BEGIN IMMEDIATE (store.transaction): that would lock every attached database, the
    // scratch one too, which the worker writes meanwhile. The first statement writes, so the
    // write lock is taken (or waited for) before anything is read. Nothing else uses this
    // connection meanwhile: the CLI's own process (see importCatchesFile).
    sqlite.exec('BEGIN');
    try {
      sqlite.exec('DELETE FROM board_totals');
      // The async function runs the index builds at once, synchronously, while the worker
      // counts; Promise.all hears of a failure of either.
      const [counts] = await Promise.all([
        recountOnWorker({ facts: readCatchFacts(db), scratch }),
        (async () => restoreDeferredObjects(db))(),
      ]);
      writeCounts(db, counts);
      sqlite.exec(competitionEntriesTouchSql);
      sqlite.exec(monthTotalsRebuildSql);
      // An INSERT … SELECT * into an empty table from one with the same columns and indexes.
      sqlite.exec('INSERT INTO board_totals SELECT * FROM recount.board_totals');
      forgetDeferredSchema(db);
      sqlite.exec('COMMIT');
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
      throw error;
    }
  } finally {
    sqlite.exec('DETACH recount');
    rmSync(scratch.path, { force: true });
  }
}

/**
 * Whether a load runs in bulk mode (both engines): at least `bulkLoadLines` lines and at
 * least as many as are stored, where rebuilding everything derived beats keeping it up row by row.
 */
export async function isBulkLoad(db: Sql, path: string, options: ImportOptions = {}): Promise<boolean> {
  const lines = await countLines(path);
  const stored = (await db.get<{ n: number }>(`SELECT coalesce(sum(n), 0) AS n FROM ${db.dialect.counters('catch_counts_total')}`))!.n;
  return lines >= (options.bulkLoadLines ?? bulkLoadLines) && lines >= stored;
}

async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of Bun.file(path).stream()) for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}

/**
 * Switches to a rollback journal if no other connection (a running server, say) has the
 * file open; otherwise stays in WAL mode, without waiting. Whether it switched.
 */
function leaveWal(db: Db): boolean {
  db.$client.exec('PRAGMA busy_timeout = 0');
  try {
    return db.$client.query<{ journal_mode: string }, []>('PRAGMA journal_mode = TRUNCATE').get()!.journal_mode === 'truncate';
  } catch {
    return false;
  } finally {
    db.$client.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  }
}

export const rebuildStage = 'rebuilding indexes, counters and leaderboards';

export interface ImportOptions {
  /** Lines from which a load runs in bulk mode (see isBulkLoad). */
  bulkLoadLines?: number;
  /** Bytes of the file read so far, of its size. */
  onProgress?: OnProgress;
  /** Names a long step after the reading (a bulk load's rebuild), which has no figures to show. */
  onStage?: (stage: string) => void;
}

/**
 * Streams a JSON Lines file through the importer. Large loads set the secondary indexes
 * and triggers of `catches` aside and rebuild them, the counters and the search index at
 * the end (meanwhile readers see slower queries and totals and search results that lag
 * the load), and use a bigger page cache.
 */
export async function importCatchesFile(store: SqliteStore, path: string, now: number, options: ImportOptions = {}): Promise<ImportReport> {
  // The engine steps below run bun:sqlite's synchronous transactions on the writer: this
  // runs in the CLI's own process, where nothing else uses the store meanwhile.
  const db = store.writer;
  const bulk = await isBulkLoad(store, path, options);
  // A bulk load writes most of its data in the rebuild's one transaction: through a rollback
  // journal that is written once (new pages past the end of
  // the file are not journaled at all), through the WAL twice and more slowly. A crash
  // part-way leaves a hot journal, which the next open rolls back to the last commit.
  const leftWal = bulk && leaveWal(db);
  // Alone on the file, the load also keeps external ids unique itself. Beside other
  // connections it must not: another import running meanwhile relies on that index.
  const externalIds = leftWal ? ExternalIds.read(store) : null;
  if (bulk) {
    db.$client.exec('PRAGMA cache_size = -1048576');
    deferSchema(db, 'catches', catchesDerivedDataSql, externalIds ? [diverExternalIndex] : []);
  }
  try {
    const linesPerTransaction = leftWal ? aloneBulkLinesPerTransaction : bulk ? bulkLinesPerTransaction : defaultLinesPerTransaction;
    const importer = new CatchImporter(store, now, linesPerTransaction, externalIds);
    await readLines(path, (number, text) => importer.add(number, text), options.onProgress);
    await importer.flush();
    return importer.report;
  } finally {
    if (bulk) {
      options.onStage?.(rebuildStage);
      await restoreAfterBulkLoad(store);
    }
    // Fresh statistics help the planner pick the right index for the new data. Gathered before
    // going back to WAL mode, with the rebuild's pages still cached (1M catches: 0.6 s; after the switch, 1.9 s).
    db.$client.exec('PRAGMA optimize');
    if (leftWal) db.$client.exec('PRAGMA journal_mode = WAL');
  }
}

/**
 * Streams a text file to `onLine` line by line (numbered from 1), one line at a time; `onProgress`
 * hears the bytes handled after each chunk (the size is known at once, unlike the lines).
 */
export async function readLines(
  path: string,
  onLine: (number: number, text: string) => Promise<void>,
  onProgress?: OnProgress,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffered = '';
  let lineNumber = 0;
  const file = Bun.file(path);
  let read = 0;
  for await (const chunk of file.stream()) {
    buffered += decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let newline = buffered.indexOf('\n', start); newline >= 0; newline = buffered.indexOf('\n', start)) {
      await onLine(++lineNumber, buffered.slice(start, newline));
      start = newline + 1;
    }
    buffered = buffered.slice(start);
    read += chunk.byteLength;
    onProgress?.(read, file.size);
  }
  buffered += decoder.decode();
  if (buffered.length > 0) await onLine(++lineNumber, buffered);
}
