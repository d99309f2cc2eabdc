// `catchd catches import` on PostgreSQL: the lines, checks and report of import.ts, written
// PostgreSQL's way. New catches go in set-based, thousands per statement (an array parameter
// per column, unnested), while the per-row counter and board triggers of `catches`
// are disabled inside the transaction; before it commits, the counters and board totals get
// what the triggers would have added (db/migrations-pg/0001_search_counters_boards.sql), in a
// few grouped statements, and the triggers are enabled again. Two modes, as on SQLite:
//   - a load into a database that holds more than it adds: a transaction per 50,000 lines;
//     the new catches' sums are added to the counters and boards, and lines that update
//     stored catches run after the triggers are back (so the triggers keep those);
//   - a bulk load (isBulkLoad): one transaction for the whole file, updates included, with
//     the secondary indexes of catches and board_totals set aside and readers of those
//     tables waiting; then counters and boards recounted from all catches on a worker
//     thread (recount.ts, as on SQLite) while PostgreSQL builds the catches indexes again,
//     copied in, and board_totals' indexes built. All or nothing.
// Either way a reader never sees catches without their counters and boards.
import {
  derivedDataSql,
  monthTotalsSql,
  disableBoardSizeTriggersSql,
  disableDerivedTriggersSql,
  emptyDerivedDataSql,
  enableBoardSizeTriggersSql,
  enableDerivedTriggersSql,
  recountMemorySql,
} from '../../db/postgres-derived';
import { postgresDialect } from '../../db/postgres-dialect';
import { postgresTransaction, type PostgresStore } from '../../db/postgres-store';
import { postgresArrayLiteral } from '../../db/postgres-arrays';
import { openTransactions, type Sql, type Store } from '../../db/store';
import { newId } from '../../lib/ids';
import type { OnProgress } from '../../lib/progress';
import { normalizeEmail, upsertDivers } from '../../identity/people';
import {
  isBulkLoad,
  parseImportLine,
  readLines,
  rebuildStage,
  recountOnWorker,
  updateImportedCatch,
  type ImportOptions,
  type ImportReport,
  type ParsedLine,
} from './import';
import { boardTotalsColumns, boardTotalsRow, boardTotalsRowCount, boardTotalsRowWidth } from './leaderboards/board-totals';
import { catchFactsOf, catchFactsSql, type CatchFactRow, type Recount } from './recount';
import { catchInsertParams, insertCatchRowSql } from './write';

/**
 * Lines per transaction below bulk mode. Writers of catches wait while one runs (it holds
 * the table's trigger switch).
 */
const linesPerTransaction = 50_000;
/** New catches per INSERT: a few MB of parameters at most. */
const rowsPerStatement = 5_000;
/**
 * Lines checked between turns of the event loop in a bulk load. The client sends the INSERT
 * under way (~2 MB) as the event loop turns, and a line's checks, which read only cached
 * species, never give it one: the statement went out only as the file's next chunk was read,
 * while PostgreSQL, which starts on a statement once it has all of it, waited
 * (docs/benchmarks.md#importing-catches).
 */
const linesPerTurn = 50;

/** The columns of insertCatchRowSql, in its order (catchInsertParams' order). */
const insertColumns = insertCatchRowSql
  .slice(insertCatchRowSql.indexOf('(') + 1, insertCatchRowSql.indexOf(')'))
  .split(',')
  .map((column) => column.trim());

/** PostgreSQL types of those columns: the element types of insertRowsSql's arrays. */
const columnTypes: Record<string, string> = {
  id: 'text',
  diver_id: 'text',
  species_pk: 'integer',
  weight_lbs: 'float8',
  depth_ft: 'float8',
  length_in: 'float8',
  tier: 'integer',
  dive_type: 'text',
  gear: 'text',
  lat: 'float8',
  lon: 'float8',
  location_name: 'text',
  notes: 'text',
  conditions: 'text',
  external_id: 'text',
  caught_at: 'bigint',
  time_zone: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
  sandbox: 'integer',
};

/** Locks catches against other writers first (no snapshot is taken before the lock is held), then switches the triggers off. */
const beginLoadSql = [
  'LOCK TABLE catches IN SHARE ROW EXCLUSIVE MODE',
  disableDerivedTriggersSql,
  'CREATE TEMP TABLE imported_catches (pk integer PRIMARY KEY) ON COMMIT DROP',
];

/**
 * A bulk load first takes the tables it rewrites whole (readers wait for its commit) and
 * sets aside their secondary indexes: built once at the end, they cost a fraction of
 * keeping them up row by row. Unique indexes of catches stay (they decide which lines are
 * new); board_totals' primary key goes too, as the recount writes each of its rows once
 * (100k catches: 7.5 s to insert the ~900k rows under the key, 3.3 s + 1.1 s to build it after).
 */
const bulkLockSql = 'LOCK TABLE catches, board_totals IN ACCESS EXCLUSIVE MODE';
const setAsideSql = `SELECT i.indrelid::regclass::text AS table_name, format('DROP INDEX %s', i.indexrelid::regclass) AS remove,
      pg_get_indexdef(i.indexrelid) AS restore
    FROM pg_index i WHERE i.indrelid IN ('catches'::regclass, 'board_totals'::regclass) AND NOT i.indisunique AND NOT i.indisprimary
  UNION ALL
  SELECT 'board_totals', format('ALTER TABLE board_totals DROP CONSTRAINT %I', conname), format('ALTER TABLE board_totals ADD CONSTRAINT %I %s', conname, pg_get_constraintdef(oid))
    FROM pg_constraint WHERE conrelid = 'board_totals'::regclass AND contype = 'p'`;

/** An index (or key) a bulk load set aside: its table and the statement that builds it again. */
interface SetAside {
  table_name: string;
  restore: string;
}

/** The counter tables with their columns, as a recount gives their rows (CountRow). */
const counterColumns: [table: string, columns: string[], rows: keyof Recount['counts']][] = [
  ['catch_counts_by_species', ['species_pk', 'tier', 'dive_type', 'n'], 'bySpecies'],
  ['catch_counts_by_diver', ['diver_id', 'tier', 'dive_type', 'n'], 'byDiver'],
  ['catch_counts_total', ['tier', 'dive_type', 'n'], 'total'],
];

/**
 * Inserts rows given as one array per column (insertColumns' order, postgresArrayLiteral);
 * returns the ids inserted. `keepPks`: new catches' pks also go to imported_catches, whose
 * sums are then added to the counters and boards (a bulk load recounts everything instead).
 */
const insertRowsSql = (keepPks: boolean): string => `WITH inserted AS (
    INSERT INTO catches (${insertColumns.join(', ')})
      SELECT * FROM unnest(${insertColumns.map((c) => `?::${columnTypes[c]}[]`).join(', ')})
    ON CONFLICT (diver_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
    RETURNING pk, id)${keepPks ? ',\n  kept AS (INSERT INTO imported_catches (pk) SELECT pk FROM inserted)' : ''}
  SELECT id FROM inserted`;
const insertKeepingPksSql = insertRowsSql(true);
const bulkInsertSql = insertRowsSql(false);

const addImportedSql = derivedDataSql('imported_catches JOIN catches c USING (pk)', 'add');

/** insertRowsSql's parameters: each column of these rows as an array literal. */
function columnArrays(rows: readonly { id: string; diverId: string; line: ParsedLine }[], now: number): string[] {
  const params = rows.map(({ id, diverId, line }) =>
    catchInsertParams(id, diverId, line.columns, now, { externalId: line.externalId ?? null, createdAt: line.createdAt, tier: line.tier }),
  );
  return insertColumns.map((_, column) => postgresArrayLiteral(params.map((row) => row[column] ?? null)));
}

interface Counts {
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * The writing side of one import transaction. PostgreSQL may run a transaction again after
 * a serialization failure, so a writer is made per attempt and keeps what it did (new
 * divers included) to itself until the caller has the commit.
 */
class LoadTransaction {
  readonly counts: Counts = { imported: 0, updated: 0, unchanged: 0 };
  /** Divers this transaction created, by normalised email. */
  readonly newDivers = new Map<string, string>();
  /** Lines for stored catches, run once the triggers are back (not in bulk mode). */
  private readonly updates: { diverId: string; line: ParsedLine }[] = [];
  /**
   * The INSERT under way and what follows it. In bulk mode write() returns once it is sent,
   * so that the next lines are checked while PostgreSQL stores these (two cores, both busy).
   */
  private stored: Promise<void> = Promise.resolve();

  private constructor(
    private readonly tx: Sql,
    private readonly committedDivers: ReadonlyMap<string, string>,
    private readonly now: number,
    private readonly bulk: boolean,
    /** The indexes (and key) a bulk load set aside. */
    private readonly setAside: SetAside[],
  ) {}

  static async begin(tx: Sql, committedDivers: ReadonlyMap<string, string>, now: number, bulk: boolean): Promise<LoadTransaction> {
    const setAside: SetAside[] = [];
    if (bulk) {
      await tx.run(bulkLockSql);
      for (const index of await tx.all<SetAside & { remove: string }>(setAsideSql)) {
        await tx.run(index.remove);
        setAside.push(index);
      }
    }
    for (const statement of beginLoadSql) await tx.run(statement);
    return new LoadTransaction(tx, committedDivers, now, bulk, setAside);
  }

  /** Stores checked lines: new catches in statements of rowsPerStatement. */
  async write(lines: ParsedLine[]): Promise<void> {
    for (let from = 0; from < lines.length; from += rowsPerStatement) {
      const chunk = lines.slice(from, from + rowsPerStatement);
      // Made while PostgreSQL stores the previous rows (a chunk with new divers waits for
      // them: their insert goes on the connection after that statement).
      try {
        await this.addNewDivers(chunk);
      } catch (error) {
        // The statement before failed first: its error is the one to report (and to retry on).
        await this.stored;
        throw error;
      }
      const rows = chunk.map((line) => ({ id: newId('catch'), diverId: this.diverId(line), line }));
      const params = columnArrays(rows, this.now);
      // One statement at a time on the connection; its error (a serialization failure, say) surfaces here.
      await this.stored;
      this.stored = this.tx.all<{ id: string }>(this.bulk ? bulkInsertSql : insertKeepingPksSql, ...params).then(async (insertedRows) => {
        const inserted = new Set(insertedRows.map((row) => row.id));
        this.counts.imported += inserted.size;
        // The diver already has this external_id (stored before, or earlier in this file): in file order.
        for (const { id, diverId, line } of rows) if (!inserted.has(id)) this.updates.push({ diverId, line });
        if (this.bulk) await this.runUpdates();
      });
      // Awaited by the next write() or finish(); until then, a failure is not "unhandled".
      this.stored.catch(() => undefined);
      if (!this.bulk) await this.stored;
    }
  }

  /** Brings counters and boards up to date, enables the triggers, runs the updates. */
  async finish(): Promise<void> {
    await this.stored;
    if (this.bulk) await this.recount();
    else for (const statement of addImportedSql) await this.tx.run(statement);
    await this.tx.run(enableDerivedTriggersSql);
    await this.runUpdates();
  }

  /**
   * The end of a bulk load: counters and boards recounted from every catch on a worker
   * thread while PostgreSQL builds the catches indexes again (one core each), then copied in
   * and board_totals' indexes built. (PostgreSQL's own recount, recountDerivedDataSql, runs
   * on one core before any index: 1M catches, 36 s against the 6 s of the COPY.)
   */
  private async recount(): Promise<void> {
    const tx = postgresTransaction(this.tx);
    for (const statement of recountMemorySql) await tx.run(statement);
    const recounted = recountOnWorker({ facts: catchFactsOf(await tx.values<CatchFactRow>(catchFactsSql(postgresDialect))) });
    // Awaited below; if an index build fails first, the transaction's failure is the one reported.
    recounted.catch(() => undefined);
    await this.restoreIndexes('catches');
    const { counts, boardDivers, boardRows } = await recounted;
    await tx.run(disableBoardSizeTriggersSql);
    for (const statement of [...emptyDerivedDataSql, 'DELETE FROM board_sizes']) await tx.run(statement);
    for (const [table, columns, rows] of counterColumns)
      await tx.copyRows(table, columns, counts[rows].length, (index) => counts[rows][index]);
    // In board_totals' key order (diver, scope), which its key's build then finds sorted.
    await tx.copyRows('board_totals', boardTotalsColumns, boardTotalsRowCount(boardRows), (row) =>
      boardTotalsRow(boardDivers, boardRows, row),
    );
    // The chart totals are few rows (months by species, divers and pounds): summed by PostgreSQL from the indexed catches.
    for (const statement of monthTotalsSql('(SELECT * FROM catches WHERE sandbox = 0) c', 'replace')) await tx.run(statement);
    const sizes = boardSizes(boardRows);
    await tx.copyRows('board_sizes', ['scope', 'divers'], sizes.length, (index) => sizes[index]);
    await tx.run(enableBoardSizeTriggersSql);
    await this.restoreIndexes('board_totals');
  }

  private async restoreIndexes(table: string): Promise<void> {
    for (const index of this.setAside) if (index.table_name === table) await this.tx.run(index.restore);
  }

  private async runUpdates(): Promise<void> {
    for (const { diverId, line } of this.updates.splice(0)) {
      if (await updateImportedCatch(this.tx, diverId, line, this.now)) this.counts.updated++;
      else this.counts.unchanged++;
    }
  }

  /** Creates (or finds) the divers of lines whose email this import has not met yet. */
  private async addNewDivers(lines: ParsedLine[]): Promise<void> {
    const unknown = lines.filter((line) => this.knownDiver(normalizeEmail(line.email)) === undefined);
    if (unknown.length === 0) return;
    const ids = await upsertDivers(
      this.tx,
      unknown.map((line) => ({ email: line.email, displayName: line.name })),
      this.now,
    );
    for (const [email, id] of ids) this.newDivers.set(email, id);
  }

  private knownDiver(email: string): string | undefined {
    return this.committedDivers.get(email) ?? this.newDivers.get(email);
  }

  /** The diver of a line whose email addNewDivers has seen. */
  private diverId(line: ParsedLine): string {
    return this.knownDiver(normalizeEmail(line.email))!;
  }
}

/** board_sizes' rows of a recount's board rows: divers per scope. */
function boardSizes(boardRows: Float64Array): [scope: number, divers: number][] {
  const divers = new Map<number, number>();
  for (let at = 1; at < boardRows.length; at += boardTotalsRowWidth) divers.set(boardRows[at], (divers.get(boardRows[at]) ?? 0) + 1);
  return [...divers];
}

/** How long the line checks trust the store's version (see checkingView). */
const checkedVersionMs = 1_000;

/**
 * The store as the line checks see it: the same pool, but a version() that is asked of the
 * server once a second rather than once a line (that round trip was most of an import's
 * time). The checks read only species, through their cache; a species edited meanwhile is
 * seen within a second.
 */
function checkingView(store: PostgresStore): Store {
  let version = { value: '', until: 0 };
  const view: Store = {
    engine: store.engine,
    dialect: store.dialect,
    get store(): Store {
      return view;
    },
    all: (text, ...params) => store.all(text, ...params),
    get: (text, ...params) => store.get(text, ...params),
    run: (text, ...params) => store.run(text, ...params),
    transaction: (work) => store.transaction(work),
    async version(): Promise<string> {
      if (performance.now() >= version.until) version = { value: await store.version(), until: performance.now() + checkedVersionMs };
      return version.value;
    },
    close: () => store.close(),
  };
  return view;
}

/**
 * Checks a line as the API would. Inside a load it runs outside the transaction's context:
 * it reads only species, which an import never writes.
 */
const checkLine = (checks: Store, text: string, now: number): Promise<ParsedLine | string> =>
  openTransactions.exit(() => parseImportLine(checks, text, now));

class PostgresCatchImporter {
  readonly report: ImportReport = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  /** Divers by normalised email, as committed. */
  private readonly diverIds = new Map<string, string>();
  private readonly checks: Store;

  constructor(
    private readonly store: PostgresStore,
    private readonly now: number,
  ) {
    this.checks = checkingView(store);
  }

  /** The whole file in one transaction, lines checked as they are read (a retry reads it again). */
  async bulkLoad(path: string, options: ImportOptions): Promise<void> {
    const { load, rejected } = await this.store.transaction(async (tx) => {
      const load = await LoadTransaction.begin(tx, this.diverIds, this.now, true);
      const rejected: ImportReport['rejected'] = [];
      const pending: ParsedLine[] = [];
      await readLines(
        path,
        async (line, text) => {
          if (text.trim() === '') return;
          if (line % linesPerTurn === 0) await new Promise((turn) => setImmediate(turn));
          const parsed = await checkLine(this.checks, text, this.now);
          if (typeof parsed === 'string') rejected.push({ line, reason: parsed });
          else if (pending.push(parsed) >= rowsPerStatement) await load.write(pending.splice(0));
        },
        options.onProgress,
      );
      await load.write(pending);
      options.onStage?.(rebuildStage);
      await load.finish();
      return { load, rejected };
    });
    this.committed(load, rejected);
  }

  /** Lines checked outside any transaction, then written linesPerTransaction at a time. */
  async loadInBatches(path: string, onProgress?: OnProgress): Promise<void> {
    let batch: { line: number; parsed: ParsedLine | string }[] = [];
    const flush = async (): Promise<void> => {
      const lines = batch.flatMap(({ parsed }) => (typeof parsed === 'string' ? [] : [parsed]));
      const load = await this.store.transaction(async (tx) => {
        const load = await LoadTransaction.begin(tx, this.diverIds, this.now, false);
        await load.write(lines);
        await load.finish();
        return load;
      });
      this.committed(
        load,
        batch.flatMap(({ line, parsed }) => (typeof parsed === 'string' ? [{ line, reason: parsed }] : [])),
      );
      batch = [];
    };
    await readLines(
      path,
      async (line, text) => {
        if (text.trim() === '') return;
        batch.push({ line, parsed: await checkLine(this.checks, text, this.now) });
        if (batch.length >= linesPerTransaction) await flush();
      },
      onProgress,
    );
    if (batch.length > 0) await flush();
  }

  private committed(load: LoadTransaction, rejected: ImportReport['rejected']): void {
    this.report.imported += load.counts.imported;
    this.report.updated += load.counts.updated;
    this.report.unchanged += load.counts.unchanged;
    this.report.rejected.push(...rejected);
    for (const [email, id] of load.newDivers) this.diverIds.set(email, id);
  }
}

/**
 * Streams a JSON Lines file into PostgreSQL (bulk mode as on SQLite: see isBulkLoad), then
 * refreshes the planner's statistics of the tables it grew (autovacuum would, later).
 */
export async function importCatchesFilePostgres(
  store: PostgresStore,
  path: string,
  now: number,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const importer = new PostgresCatchImporter(store, now);
  if (await isBulkLoad(store, path, options)) await importer.bulkLoad(path, options);
  else await importer.loadInBatches(path, options.onProgress);
  if (importer.report.imported > 0) await store.run('ANALYZE catches, board_totals, catch_counts_by_diver');
  return importer.report;
}
