// PostgreSQL's side of dialect.ts. Text search uses the functions and the species_search
// table of db/migrations-pg/0001_search_counters_boards.sql; counters and pending catches,
// 0014_catch_deltas.sql.
import { searchKey } from '../lib/text';
import type { Dialect } from './dialect';
import { migrationJournal } from './migrations-pg.gen';

/** Every word (letters and digits only, so never tsquery syntax), all required. */
function allWordsQuery(text: string): string | null {
  const words = searchKey(text).match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 16).join(' & ') : null;
}

// The species as an array, not IN (subquery): then both sides of catchTextMatch's OR are index
// conditions and a count is a BitmapOr of two index scans instead of to_tsvector on every row
// (docs/benchmarks.md#catch-lists-walking-the-created-order-or-gathering-matches).
const speciesNamed = "c.species_pk = ANY (ARRAY(SELECT species_pk FROM species_search WHERE doc @@ to_tsquery('simple', ?)))";
const textMatches = "catch_search_doc(c.notes, c.location_name) @@ to_tsquery('simple', ?)";
const textMatchesCount = `SELECT count(*) AS n FROM catches c WHERE ${textMatches}`;

export const postgresDialect: Dialect = {
  counters: (table) => `${table}_live`,
  pendingCatches: 'catch_deltas',
  boardSizes: 'board_sizes',
  round1: (value) => `round(${value}::numeric, 1)::float8`,
  utcMonth: (seconds) => `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM')`,
  least: (a, b) => `least(${a}, ${b})`,
  greatest: (a, b) => `greatest(${a}, ${b})`,
  timesE4: (value) => `board_weight_e4(${value})`,
  indexedBy: () => '',
  claimRows: (alias) => `FOR UPDATE OF ${alias} SKIP LOCKED`,
  catchTextMatch: `(${speciesNamed} OR ${textMatches})`,
  catchTextMatchInOrder: `(${speciesNamed} OR ${textMatches})`,
  catchTextMatchCount: `SELECT
    (SELECT coalesce(sum(n), 0) FROM catch_counts_by_species_live c WHERE ${speciesNamed})
    + (${textMatchesCount})
    - (SELECT count(*) FROM catches c WHERE ${speciesNamed} AND ${textMatches}) AS n`,
  catchNotesMatch: textMatches,
  catchNotesMatchInOrder: textMatches,
  catchNotesMatchCount: textMatchesCount,
  speciesTextMatchCount: "SELECT count(*) AS n FROM species_search WHERE doc @@ to_tsquery('simple', ?)",
  textQuery: allWordsQuery,
  tableExists: 'SELECT 1 AS found WHERE to_regclass(?) IS NOT NULL',
  databaseBytes: 'SELECT pg_database_size(current_database()) AS size',
  migrationsTable: 'drizzle.__drizzle_migrations',
  migrationTimes: migrationJournal.entries.map((entry) => entry.when),
};
