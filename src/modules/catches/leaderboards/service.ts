// Leaderboards. Design: `board_totals` is a materialized table with one row per diver per
// scope (species|all x season|all x dive type|both x gear|any x min_tier, packed into one
// integer), kept by SQLite triggers on `catches` (db/migrations/*_ladder_boards.sql) inside the
// transaction of every catch write, import and verification. A board page is therefore one
// range of an index ordered by (scope, value DESC, diver_id): reads never touch `catches`
// (except to fetch the <= per_page catches shown with heaviest/deepest entries), stay
// consistent with every committed write, and ties are ordered by diver id. On PostgreSQL a
// write appends the catch to catch_deltas instead, folded into board_totals in the background,
// and a read adds the pending catches of its scope (withPendingCatches): as exact at once.
// leaderboardEffects() turns a write's effect on the top 10 of default-filter boards into
// `leaderboard.updated` events in the same transaction.
import type { Dialect } from '../../../db/dialect';
import type { Sql } from '../../../db/store';
import { boardTotalsRebuildSql, seasonOfSql } from '../../../db/seasons';
import { recordEvent } from '../../events/service';
import { tiers, type DiveType, type Gear, type Tier } from '../model';
import { diveCode, gearCode, packScope } from './board-totals';

export const boardNames = ['heaviest', 'total-weight', 'catch-count', 'deepest'] as const;
export type BoardName = (typeof boardNames)[number];

interface BoardDefinition {
  description: string;
  /** The board_totals column it ranks by, the index that holds it in order, and the same value aggregated from catches. */
  column: 'weight_max' | 'weight_sum_e4' | 'n' | 'depth_max';
  index: string;
  aggregate: (dialect: Dialect) => string;
  toValue: (stored: number) => number;
  /** Catch column that equals the value for the entry's catch (boards of one best catch). */
  catchColumn: 'weight_lbs' | 'depth_ft' | null;
}

const asIs = (n: number): number => n;

export const boardDefinitions: Record<BoardName, BoardDefinition> = {
  heaviest: {
    description: "Each diver's heaviest single catch (value in lbs), with that catch.",
    column: 'weight_max',
    index: 'board_totals_heaviest',
    aggregate: () => 'max(c.weight_lbs)',
    toValue: asIs,
    catchColumn: 'weight_lbs',
  },
  'total-weight': {
    description: 'Total weight of each diver\u2019s catches (value in lbs, summed at 0.0001 lb).',
    column: 'weight_sum_e4',
    index: 'board_totals_total_weight',
    aggregate: (dialect) => `sum(${dialect.timesE4('c.weight_lbs')})`,
    toValue: (e4) => e4 / 10_000,
    catchColumn: null,
  },
  'catch-count': {
    description: 'Number of catches per diver.',
    column: 'n',
    index: 'board_totals_catch_count',
    aggregate: () => 'count(*)',
    toValue: asIs,
    catchColumn: null,
  },
  deepest: {
    description: "Each diver's deepest catch (value in ft), with that catch.",
    column: 'depth_max',
    index: 'board_totals_deepest',
    aggregate: () => 'max(c.depth_ft)',
    toValue: asIs,
    catchColumn: 'depth_ft',
  },
};

/** Which catches a board counts. 0 / '' mean "all". */
export interface BoardScope {
  speciesPk: number;
  season: number;
  diveType: '' | DiveType;
  gear: '' | Gear;
  minTier: number;
}

const defaultMinTier: Tier = 'silver';

export interface BoardEntry {
  rank: number;
  diverId: string;
  displayName: string;
  value: number;
  /** The catch holding the value (heaviest, deepest), or null. */
  catchId: string | null;
}

export interface BoardPage {
  entries: BoardEntry[];
  total: number;
}

/** The packed scope key, exactly as the triggers compute it (see the ladder_boards migration). */
function scopeKey(s: BoardScope): number {
  return packScope(s.speciesPk, s.season, s.diveType === '' ? 0 : diveCode(s.diveType), gearCode(s.gear === '' ? null : s.gear), s.minTier);
}

/** SQL conditions on `catches c` selecting the catches a scope counts. */
function catchFilter(scope: BoardScope): { where: string[]; params: (string | number)[] } {
  const where = ['c.tier >= ?'];
  const params: (string | number)[] = [scope.minTier];
  const add = (condition: string, value: string | number): void => {
    where.push(condition);
    params.push(value);
  };
  if (scope.speciesPk !== 0) add('c.species_pk = ?', scope.speciesPk);
  if (scope.season !== 0) {
    // The club's season (seasons: see db/seasons.ts), as the board rows count it.
    where.push(
      'c.caught_at >= (SELECT starts_at FROM seasons WHERE year = ?) AND c.caught_at < (SELECT starts_at FROM seasons WHERE year = ?)',
    );
    params.push(scope.season, scope.season + 1);
  }
  if (scope.diveType !== '') add('c.dive_type = ?', scope.diveType);
  if (scope.gear !== '') add('c.gear = ?', scope.gear);
  return { where, params };
}

/** Whether board_totals holds the scope's rows: every all-species scope, and species scopes not split by dive type or gear. */
const isMaterialized = (scope: BoardScope): boolean => scope.speciesPk === 0 || (scope.diveType === '' && scope.gear === '');

/**
 * Rows (diver_id, value) of a board. Every all-species scope, and every species scope
 * without a dive-type or gear filter, is materialized in board_totals: with min_tier silver
 * or gold, one range of the board's value index; with min_tier unverified or bronze, on
 * SQLite the scope's rows, at most one per diver, sorted (rows every new catch or first
 * photo changes, kept out of the value indexes in the write's own transaction: see the
 * board_totals_by_diver migration), on PostgreSQL a value index range too (its fold keeps
 * them in the background: db/migrations-pg/0017_board_sizes_low_tier_order.sql). A
 * species board filtered by dive type or gear aggregates that species' catches, read
 * through the (species_pk, ...) index: a range of one species, never the whole table.
 * SQLite is told which index to read (`INDEXED BY`, its own syntax: dialect.indexedBy), so
 * that a page is that index range whatever its statistics say; PostgreSQL chooses for itself.
 */
function boardSource(
  dialect: Dialect,
  board: BoardDefinition,
  scope: BoardScope,
  reach: number | null,
): { sql: string; params: (string | number)[] } {
  const { indexedBy } = dialect;
  if (isMaterialized(scope)) {
    const folded =
      scope.minTier >= 2
        ? `SELECT diver_id, ${board.column} AS value FROM board_totals${indexedBy(board.index)} WHERE scope = ? AND scope % 4 >= 2`
        : `SELECT diver_id, ${board.column} AS value FROM board_totals${indexedBy('board_totals_low_tiers')} WHERE scope = ? AND scope % 4 < 2`;
    if (dialect.pendingCatches === null) return { sql: folded, params: [scopeKey(scope)] };
    return withPendingCatches(dialect.pendingCatches, folded, board, scope, dialect, reach);
  }
  const { where, params } = catchFilter(scope);
  // Sandbox catches (a developer's) are on no board: the materialized rows never have them.
  return {
    sql: `SELECT c.diver_id, ${board.aggregate(dialect)} AS value FROM catches c WHERE ${where.join(' AND ')} AND c.sandbox = 0 GROUP BY c.diver_id`,
    params,
  };
}

/**
 * How many divers a board ranks. Where board sizes are kept (PostgreSQL) and the board is
 * materialized: its folded size, plus the divers with pending catches in scope and no folded
 * row yet (one row, a small scan and index probes, instead of reading every diver of the
 * scope; docs/benchmarks.md#creating-catches-and-reading-boards). Otherwise the board's rows are counted.
 */
function boardTotal(
  dialect: Dialect,
  scope: BoardScope,
  source: { sql: string; params: (string | number)[] },
): { sql: string; params: (string | number)[] } {
  if (dialect.boardSizes === null || dialect.pendingCatches === null || !isMaterialized(scope))
    return { sql: `WITH board AS (${source.sql}) SELECT count(*) AS n FROM board`, params: source.params };
  const { where, params } = catchFilter(scope);
  return {
    sql: `SELECT coalesce((SELECT divers FROM ${dialect.boardSizes} WHERE scope = ?), 0)
      + (SELECT count(DISTINCT c.diver_id) FROM ${dialect.pendingCatches} c WHERE ${where.join(' AND ')}
        AND NOT EXISTS (SELECT 1 FROM board_totals b WHERE b.scope = ? AND b.diver_id = c.diver_id)) AS n`,
    params: [scopeKey(scope), ...params, scopeKey(scope)],
  };
}

/**
 * A materialized board where catches may be pending (PostgreSQL: catch_deltas, folded into
 * board_totals in the background): the divers with pending catches in scope get their folded
 * row combined with those catches; every other diver's row is read as folded, through the
 * board's index. Pending catches are few (those of the last fold interval), so this costs
 * one small scan beside the index range. With `reach` (a page's offset + size), the folded
 * rows are read only that far down the index: the top `reach` of the board are among them
 * and the pending divers' rows.
 */
function withPendingCatches(
  pending: string,
  folded: string,
  board: BoardDefinition,
  scope: BoardScope,
  dialect: Dialect,
  reach: number | null,
): { sql: string; params: (string | number)[] } {
  const { where, params } = catchFilter(scope);
  const foldedRows = `${folded} AND diver_id NOT IN (SELECT diver_id FROM pending)`;
  const combined =
    board.column === 'n' || board.column === 'weight_sum_e4'
      ? `coalesce(b.${board.column}, 0) + p.value`
      : dialect.greatest(`b.${board.column}`, 'p.value');
  return {
    sql: `WITH pending AS (SELECT c.diver_id, ${board.aggregate(dialect)} AS value FROM ${pending} c WHERE ${where.join(' AND ')} GROUP BY c.diver_id)
      ${reach === null ? foldedRows : `(${foldedRows} ORDER BY value DESC, diver_id LIMIT ?)`}
      UNION ALL
      SELECT p.diver_id, ${combined} AS value FROM pending p LEFT JOIN board_totals b ON b.scope = ? AND b.diver_id = p.diver_id`,
    params: [...params, scopeKey(scope), ...(reach === null ? [] : [reach]), scopeKey(scope)],
  };
}

/** One page of a board, ranked: equal values share a rank (1, 2, 2, 4). */
export async function readBoard(
  db: Sql,
  name: BoardName,
  scope: BoardScope,
  page: number,
  perPage: number,
  withTotal = true,
): Promise<BoardPage> {
  const board = boardDefinitions[name];
  const offset = (page - 1) * perPage;
  const source = boardSource(db.dialect, board, scope, null);
  const pageSource = boardSource(db.dialect, board, scope, offset + perPage);
  const diversAbove = async (value: number): Promise<number> =>
    (await db.get<{ n: number }>(`WITH board AS (${source.sql}) SELECT count(*) AS n FROM board WHERE value > ?`, ...source.params, value))!
      .n;
  const total = boardTotal(db.dialect, scope, source);
  const catchId = board.catchColumn ? bestCatchColumn(db, board.catchColumn, scope) : { sql: 'NULL', params: [] };
  const [rows, counted] = await Promise.all([
    // The page first, then the names and best catches of its divers only (a board may rank thousands).
    db.all<{ diver_id: string; display_name: string; value: number; catch_id: string | null }>(
      `WITH board AS (${pageSource.sql}) SELECT b.diver_id, u.display_name, b.value, ${catchId.sql} AS catch_id
       FROM (SELECT diver_id, value FROM board ORDER BY value DESC, diver_id LIMIT ? OFFSET ?) b
       JOIN users u ON u.id = b.diver_id ORDER BY b.value DESC, b.diver_id`,
      ...pageSource.params,
      ...catchId.params,
      perPage,
      offset,
    ),
    withTotal ? db.get<{ n: number }>(total.sql, ...total.params) : null,
  ]);
  // The rank of a later page's first entry counts the divers above it; every other rank follows from it.
  const firstRank = offset > 0 && rows.length > 0 ? (await diversAbove(rows[0].value)) + 1 : offset + 1;
  const entries: BoardEntry[] = [];
  rows.forEach((row, i) => {
    const rank = i === 0 ? firstRank : row.value === rows[i - 1].value ? entries[i - 1].rank : offset + i + 1;
    entries.push({ rank, diverId: row.diver_id, displayName: row.display_name, value: board.toValue(row.value), catchId: row.catch_id });
  });
  return { entries, total: counted?.n ?? entries.length };
}

/**
 * A column of the page query (rows `b`): the diver's earliest catch in scope whose weight (or
 * depth) is the board value, in the same statement as the page (one round trip on
 * PostgreSQL, not one per entry). SQLite is told to read the value's index (which holds
 * diver, tier and species: the catches of that value are sifted there): left to itself it may
 * scan all of a prolific diver's catches, or a whole species, reading each from the table.
 */
function bestCatchColumn(db: Sql, column: 'weight_lbs' | 'depth_ft', scope: BoardScope): { sql: string; params: (string | number)[] } {
  const { where, params } = catchFilter(scope);
  const indexedBy = db.dialect.indexedBy(column === 'weight_lbs' ? 'catches_weight' : 'catches_depth');
  return {
    sql: `(SELECT c.id FROM catches c${indexedBy} WHERE c.${column} = b.value AND c.diver_id = b.diver_id AND ${where.join(' AND ')} ORDER BY c.pk LIMIT 1)`,
    params,
  };
}

// ---------------------------------------------------------------- change events

/** What a catch write is about, as far as boards care. */
interface BoardedCatch {
  species_pk: number;
  caught_at: number;
  tier: number;
}

/** The lowest tier whose catches can change a board that events report (leaderboardEffects). */
export const eventMinTier = tiers.indexOf(defaultMinTier);

/**
 * Drops a diver's leaderboard rows ahead of deleting every catch of theirs in the same
 * transaction. The board triggers then find no row of theirs whose heaviest or deepest value
 * must be asked again of their other catches: with thousands of catches, that made each delete
 * scan them all.
 */
export async function dropDiverBoards(tx: Sql, diverId: string): Promise<void> {
  await tx.run('DELETE FROM board_totals WHERE diver_id = ?', diverId);
}
const topSize = 10;

interface Standing {
  name: BoardName;
  scope: BoardScope;
  top: BoardEntry[];
}

/**
 * Call before a catch write with the catch as it is (null for a create) and as it will be
 * (null for a delete), with the write's transaction; call (and await) the returned function
 * after the write, in the same transaction. It records one `leaderboard.updated` event per default-filter board
 * (overall or per species, all-time or per season, min_tier silver) whose top 10 changed.
 * Writes that touch no silver-or-better catch (every plain create) cost nothing.
 */
export async function leaderboardEffects(
  tx: Sql,
  before: BoardedCatch | null,
  after: BoardedCatch | null,
): Promise<(now: number) => Promise<void>> {
  const counted = [before, after].filter((c): c is BoardedCatch => c !== null && c.tier >= eventMinTier);
  if (counted.length === 0) return async () => {};
  const speciesPks = new Set([0, ...counted.map((c) => c.species_pk)]);
  const seasons = new Set([0]);
  for (const c of counted) seasons.add((await tx.get<{ season: number }>(`SELECT ${seasonOfSql('?')} AS season`, c.caught_at))!.season);
  const scopes: Omit<Standing, 'top'>[] = [];
  for (const speciesPk of speciesPks)
    for (const season of seasons)
      for (const name of boardNames) scopes.push({ name, scope: { speciesPk, season, diveType: '', gear: '', minTier: eventMinTier } });
  const tops = (): Promise<BoardEntry[][]> =>
    Promise.all(scopes.map(async ({ name, scope }) => (await readBoard(tx, name, scope, 1, topSize, false)).entries));
  const standings: Standing[] = (await tops()).map((top, i) => ({ ...scopes[i], top }));
  return async (now) => {
    const afterTops = await tops();
    // One event after another, in standings order: event order is part of what subscribers see.
    for (const [i, standing] of standings.entries()) {
      const changes = rankChanges(standing.top, afterTops[i]);
      if (changes.length === 0) continue;
      const speciesId =
        standing.scope.speciesPk === 0
          ? null
          : (await tx.get<{ id: string }>('SELECT id FROM species WHERE pk = ?', standing.scope.speciesPk))!.id;
      await recordEvent(
        tx,
        {
          type: 'leaderboard.updated',
          subjectUserId: null,
          object: { board: standing.name, species_id: speciesId, season: standing.scope.season || null, changes },
        },
        now,
      );
    }
  };
}

export interface RankChange {
  diver: { id: string; display_name: string };
  /** null: was not in the top 10. */
  old_rank: number | null;
  /** null: is no longer in the top 10. */
  new_rank: number | null;
}

/** Who moved within, into or out of the top 10; in new-rank order, leavers last. */
function rankChanges(before: BoardEntry[], after: BoardEntry[]): RankChange[] {
  const oldRanks = new Map(before.map((e) => [e.diverId, e]));
  const newRanks = new Map(after.map((e) => [e.diverId, e]));
  const changes: RankChange[] = [];
  for (const entry of after) {
    const old = oldRanks.get(entry.diverId)?.rank ?? null;
    if (old !== entry.rank)
      changes.push({ diver: { id: entry.diverId, display_name: entry.displayName }, old_rank: old, new_rank: entry.rank });
  }
  for (const entry of before)
    if (!newRanks.has(entry.diverId))
      changes.push({ diver: { id: entry.diverId, display_name: entry.displayName }, old_rank: entry.rank, new_rank: null });
  return changes;
}

// ---------------------------------------------------------------- SQLite engine only: the bulk importer's rebuild

/**
 * SQLite only (a multi-statement script, run by the SQLite engine's bulk importer): recomputes
 * board_totals from `catches`. This is the crash-recovery path of a bulk import, which sets the
 * catches triggers aside; a finishing import recounts faster (catches/recount.ts).
 */
export const boardTotalsRebuildScript = `${boardTotalsRebuildSql.join(';\n')};\n`;
