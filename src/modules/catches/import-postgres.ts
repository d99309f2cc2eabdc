// `catchd catches import` on PostgreSQL: the lines, checks and report of import.ts, written
// PostgreSQL's way. New catches go in set-based, thousands per statement (one JSON parameter
// unpacked by json_to_recordset), while the per-row counter and board triggers of `catches`
// are disabled inside the transaction; the same transaction then adds the new catches to the
// counters and board totals in a few grouped statements (the triggers' own sums, see
// db/migrations-pg/0001_search_counters_boards.sql) and enables the triggers again before the
// lines that update stored catches run through them. A batch of lines is one transaction:
// stored whole, counters and boards included, or not at all.
import type { PostgresStore } from '../../db/postgres-store';
import type { Sql, SqlParam } from '../../db/store';
import { newId } from '../../lib/ids';
import { upsertUser } from '../users/service';
import { parseImportLine, readLines, updateImportedCatch, type ImportReport, type ParsedLine } from './import';
import { catchInsertParams, insertCatchSql } from './service';

/**
 * Lines per transaction. Writers of catches wait while one runs (it holds the table's
 * trigger switch), about 2 s at this size; bigger batches gained little.
 */
const linesPerTransaction = 50_000;
/** New catches per INSERT: a JSON parameter of ~2 MB. */
const rowsPerStatement = 5_000;

/** The columns of insertCatchSql, in its order (catchInsertParams' order). */
const insertColumns = insertCatchSql
  .slice(insertCatchSql.indexOf('(') + 1, insertCatchSql.indexOf(')'))
  .split(',')
  .map((column) => column.trim());

/** PostgreSQL types of those columns: json_to_recordset's row definition. */
const columnTypes: Record<string, string> = {
  id: 'text', diver_id: 'text', species_pk: 'integer', weight_lbs: 'float8', depth_ft: 'float8', length_in: 'float8', tier: 'integer',
  dive_type: 'text', gear: 'text', lat: 'float8', lon: 'float8', location_name: 'text', notes: 'text', conditions: 'text',
  external_id: 'text', caught_at: 'bigint', created_at: 'bigint', updated_at: 'bigint',
};

/** The triggers on catches whose work a batch does set-based. */
const rowTriggers = ['catches_counts', 'catches_board'];

/** Locks catches against other writers first (no snapshot is taken before the lock is held), then switches the triggers. */
const lockAndDisableTriggers = [
  'LOCK TABLE catches IN SHARE ROW EXCLUSIVE MODE',
  `ALTER TABLE catches ${rowTriggers.map((name) => `DISABLE TRIGGER ${name}`).join(', ')}`,
  'CREATE TEMP TABLE imported_catches (pk integer PRIMARY KEY) ON COMMIT DROP',
];
const enableTriggers = `ALTER TABLE catches ${rowTriggers.map((name) => `ENABLE TRIGGER ${name}`).join(', ')}`;

/**
 * Inserts a JSON array of rows; new catches' pks go to imported_catches; returns the ids
 * inserted. The parameter is bound as text: Bun would JSON-encode a string bound as json.
 */
const insertRowsSql = `WITH inserted AS (
    INSERT INTO catches (${insertColumns.join(', ')})
      SELECT ${insertColumns.join(', ')} FROM json_to_recordset(?::text::json) AS r (${insertColumns.map((c) => `${c} ${columnTypes[c]}`).join(', ')})
    ON CONFLICT (diver_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
    RETURNING pk, id),
  kept AS (INSERT INTO imported_catches (pk) SELECT pk FROM inserted)
  SELECT id FROM inserted`;

/** What catch_counts_add() adds row by row, for every catch of imported_catches at once. */
const counterDeltaSql = [
  ['catch_counts_by_species', 'species_pk, tier, dive_type'],
  ['catch_counts_by_diver', 'diver_id, tier, dive_type'],
  ['catch_counts_total', 'tier, dive_type'],
].map(
  ([table, key]) => `INSERT INTO ${table} AS t (${key}, n)
    SELECT ${key}, count(*) FROM imported_catches JOIN catches USING (pk) GROUP BY ${key}
    ON CONFLICT (${key}) DO UPDATE SET n = t.n + excluded.n`,
);

/** What board_add() adds row by row, for every catch of imported_catches at once. */
const boardDeltaSql = `INSERT INTO board_totals AS b (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
    SELECT s.scope, c.diver_id, count(*), sum(board_weight_e4(c.weight_lbs)), max(c.weight_lbs), max(c.depth_ft)
    FROM imported_catches JOIN catches c USING (pk) CROSS JOIN LATERAL board_scopes(c) AS s (scope)
    GROUP BY s.scope, c.diver_id
  ON CONFLICT (diver_id, scope) DO UPDATE SET n = b.n + excluded.n, weight_sum_e4 = b.weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = greatest(b.weight_max, excluded.weight_max), depth_max = greatest(b.depth_max, excluded.depth_max)`;

interface PendingLine {
  line: number;
  parsed: ParsedLine | string;
}

/** What one committed batch did. */
interface BatchResult {
  imported: number;
  updated: number;
  unchanged: number;
  newDivers: Map<string, string>;
}

/** One row of insertRowsSql's JSON: insertCatchSql's columns by name. */
function catchRow(id: string, diverId: string, line: ParsedLine, now: number): Record<string, SqlParam> {
  const params = catchInsertParams(id, diverId, line.columns, now, { externalId: line.externalId ?? null, createdAt: line.createdAt, tier: line.tier });
  // A lone surrogate would make the JSON unreadable to PostgreSQL: store U+FFFD, as a bound parameter would.
  return Object.fromEntries(insertColumns.map((column, i) => [column, typeof params[i] === 'string' ? params[i].toWellFormed() : params[i]]));
}

export class PostgresCatchImporter {
  readonly report: ImportReport = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  /** Divers by normalised email, as committed. */
  private readonly diverIds = new Map<string, string>();
  private pending: PendingLine[] = [];

  constructor(
    private readonly store: PostgresStore,
    private readonly now: number,
  ) {}

  /** Checks one line (outside any transaction) and writes the batch once it is full. */
  async add(line: number, text: string): Promise<void> {
    if (text.trim() === '') return;
    this.pending.push({ line, parsed: await parseImportLine(this.store, text, this.now) });
    if (this.pending.length >= linesPerTransaction) await this.flush();
  }

  /** Writes the pending lines in one transaction; the report counts them once it has committed. */
  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const result = await this.store.transaction((tx) => this.storeBatch(tx, batch));
    for (const { line, parsed } of batch) if (typeof parsed === 'string') this.report.rejected.push({ line, reason: parsed });
    this.report.imported += result.imported;
    this.report.updated += result.updated;
    this.report.unchanged += result.unchanged;
    for (const [email, id] of result.newDivers) this.diverIds.set(email, id);
  }

  /**
   * The work of one transaction; PostgreSQL may run it again after a serialization failure,
   * so it keeps its results (new divers included) to itself until flush() has the commit.
   */
  private async storeBatch(tx: Sql, batch: PendingLine[]): Promise<BatchResult> {
    const result: BatchResult = { imported: 0, updated: 0, unchanged: 0, newDivers: new Map() };
    for (const statement of lockAndDisableTriggers) await tx.run(statement);
    const lines: { diverId: string; id: string; parsed: ParsedLine }[] = [];
    for (const { parsed } of batch) {
      if (typeof parsed === 'string') continue;
      const email = parsed.email.trim().toLowerCase();
      let diverId = this.diverIds.get(email) ?? result.newDivers.get(email);
      if (diverId === undefined) {
        diverId = (await upsertUser(tx, { email, displayName: parsed.name }, this.now)).user.id;
        result.newDivers.set(email, diverId);
      }
      lines.push({ diverId, id: newId('catch'), parsed });
    }
    const inserted = new Set<string>();
    for (let from = 0; from < lines.length; from += rowsPerStatement) {
      const rows = lines.slice(from, from + rowsPerStatement).map(({ diverId, id, parsed }) => catchRow(id, diverId, parsed, this.now));
      for (const { id } of await tx.all<{ id: string }>(insertRowsSql, JSON.stringify(rows))) inserted.add(id);
    }
    result.imported = inserted.size;
    for (const statement of [...counterDeltaSql, boardDeltaSql, enableTriggers]) await tx.run(statement);
    // Lines whose external_id the diver already had (stored before, or earlier in this batch), in file order.
    for (const { diverId, id, parsed } of lines) {
      if (inserted.has(id)) continue;
      if (await updateImportedCatch(tx, diverId, parsed, this.now)) result.updated++;
      else result.unchanged++;
    }
    return result;
  }
}

/**
 * Streams a JSON Lines file through the PostgreSQL importer, then refreshes the planner's
 * statistics of the tables it grew (autovacuum would, later).
 */
export async function importCatchesFilePostgres(store: PostgresStore, path: string, now: number): Promise<ImportReport> {
  const importer = new PostgresCatchImporter(store, now);
  await readLines(path, (number, text) => importer.add(number, text));
  await importer.flush();
  if (importer.report.imported > 0) await store.run('ANALYZE catches, board_totals, catch_counts_by_diver');
  return importer.report;
}
