// The SQL that differs between the engines, as named fragments: each engine has one object
// (sqlite-dialect.ts, postgres-dialect.ts) and services take it from `db.dialect` instead
// of testing the engine. A fragment's `?` placeholders are bound in the order written.

/**
 * The counter tables: exact totals of catches by species, by diver and in all, per tier and
 * dive type; and the chart totals by UTC month and species, diver or whole pounds, and by
 * species and whole pounds (stats/totals.ts).
 */
export type CounterTable =
  | 'catch_counts_by_species'
  | 'catch_counts_by_diver'
  | 'catch_counts_total'
  | 'catch_month_species_totals'
  | 'catch_month_divers'
  | 'catch_month_diver_counts'
  | 'catch_month_weights'
  | 'catch_species_weights';

export interface Dialect {
  /**
   * A counter table as readers sum its `n` (they always sum: a key may have several rows).
   * PostgreSQL's is a view adding the catches still pending in catch_deltas; so are the
   * chart totals' on SQLite (catch_month_deltas).
   */
  counters(table: CounterTable): string;
  /**
   * The table of catches not yet in the counters and board_totals (their deltas, with the
   * columns named as in catches), which readers add themselves; null where every write of
   * a catch updates counters and boards in its own transaction (SQLite, a single writer).
   */
  pendingCatches: string | null;
  /**
   * The table of each materialized board's number of divers as folded (scope, divers), kept
   * beside board_totals, or null where a board's total is counted from its rows (SQLite).
   */
  boardSizes: string | null;
  /** A double rounded to one decimal place. */
  round1(value: string): string;
  /** The UTC month ('YYYY-MM') of a time in seconds since the epoch. */
  utcMonth(seconds: string): string;
  /** The smaller of two numbers (a scalar, not the aggregate). */
  least(a: string, b: string): string;
  /** The larger of two numbers, either of which may be NULL (then the other). */
  greatest(a: string, b: string): string;
  /** round(value * 10000) as an integer, halves away from zero (board totals add these). */
  timesE4(value: string): string;
  /**
   * Ends a SELECT … LIMIT that claims rows of table alias `alias`: on PostgreSQL the rows are
   * locked and rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED);
   * SQLite has one writer, so nothing is added there.
   */
  claimRows(alias: string): string;
  /** Tells the engine which index a table is read through (empty where the engine chooses). */
  indexedBy(index: string): string;
  /**
   * A condition on catches `c`: the catch's species names, notes or location name hold every
   * word of the search. Binds textQuery(q) twice.
   */
  catchTextMatch: string;
  /** catchTextMatch written so that the engine walks the list's own order (see catchNotesMatchInOrder). */
  catchTextMatchInOrder: string;
  /**
   * catchTextMatch without the species names, for a search whose words name no species:
   * the catch's notes or location name hold every word. Binds textQuery(q) once.
   */
  catchNotesMatch: string;
  /**
   * catchNotesMatch written so that the engine walks the list's own order and tests each
   * catch, rather than gathering every match and sorting them: cheaper when matches are common.
   */
  catchNotesMatchInOrder: string;
  /**
   * `n`: the catches catchTextMatch matches, all filters aside, as the catches of the species
   * named plus the catches whose text matches less those counted twice (a `COUNT(*)` of the
   * OR visits every catch of a species named: docs/benchmarks.md#catch-lists-walking-the-created-order-or-gathering-matches).
   * Every placeholder binds textQuery(q).
   */
  catchTextMatchCount: string;
  /** `n`: the catches catchNotesMatch matches, all filters aside. Binds textQuery(q) once. */
  catchNotesMatchCount: string;
  /** `n`: the species whose names hold every word. Binds textQuery(q) once. */
  speciesTextMatchCount: string;
  /** The text-search parameter for catchTextMatch; null when `text` holds no word. */
  textQuery(text: string): string | null;
  /** Binds a table name (schema-qualified or not): one row when such a table exists. */
  tableExists: string;
  /** `size`: the database's size in bytes. */
  databaseBytes: string;
  /** drizzle's bookkeeping table of applied migrations (`created_at` is a migration's `when`). */
  migrationsTable: string;
  /** The `when` of every migration compiled into this program for this engine. */
  migrationTimes: readonly number[];
}
