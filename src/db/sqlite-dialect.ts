// SQLite's side of dialect.ts.
import { ftsAllWords } from '../lib/text';
import type { Dialect } from './dialect';
import { migrationJournal } from './migrations.gen';

/** The species whose names, and the catches whose notes or location name, hold every word of a search. */
const speciesMatching = 'SELECT rowid FROM species_fts WHERE species_fts MATCH ?';
const catchesMatching = 'SELECT rowid FROM catch_fts WHERE catch_fts MATCH ?';
// The index holds exactly the catches with notes or a location name (triggers of migration 0001).
const catchesMatchingCount = 'SELECT count(*) AS n FROM catch_fts WHERE catch_fts MATCH ?';

export const sqliteDialect: Dialect = {
  // The chart totals take new catches in batches, as on PostgreSQL (migration 0026): their
  // views add the pending ones. The counters are written by each catch's own transaction.
  counters: (table) => (table.startsWith('catch_month_') || table === 'catch_species_weights' ? `${table}_live` : table),
  pendingCatches: null,
  boardSizes: null,
  round1: (value) => `round(${value}, 1)`,
  utcMonth: (seconds) => `strftime('%Y-%m', ${seconds}, 'unixepoch')`,
  least: (a, b) => `min(${a}, ${b})`,
  greatest: (a, b) => `max(coalesce(${a}, ${b}), coalesce(${b}, ${a}))`,
  timesE4: (value) => `CAST(round(${value} * 10000) AS INTEGER)`,
  indexedBy: (index) => ` INDEXED BY ${index}`,
  claimRows: () => '',
  catchTextMatch: `(c.species_pk IN (${speciesMatching}) OR c.pk IN (${catchesMatching}))`,
  // Unary plus on both keys: neither drives the query, so the list's order index is walked.
  catchTextMatchInOrder: `(+c.species_pk IN (${speciesMatching}) OR +c.pk IN (${catchesMatching}))`,
  // The catches counted twice are found from the smaller side: the species' own index entries
  // or the text matches looked up by key (docs/benchmarks.md#catch-lists-walking-the-created-order-or-gathering-matches).
  // SQLite runs only the CASE branch taken.
  catchTextMatchCount: `SELECT species.n + notes.n - CASE
      WHEN species.n <= notes.n THEN (SELECT count(*) FROM catches c WHERE c.species_pk IN (${speciesMatching}) AND +c.pk IN (${catchesMatching}))
      ELSE (SELECT count(*) FROM catches c WHERE +c.species_pk IN (${speciesMatching}) AND c.pk IN (${catchesMatching}))
    END AS n
    FROM (SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_species WHERE species_pk IN (${speciesMatching})) species,
      (${catchesMatchingCount}) notes`,
  catchNotesMatch: `c.pk IN (${catchesMatching})`,
  // The unary + keeps the key out of index choice: the list's order index is walked instead.
  catchNotesMatchInOrder: `+c.pk IN (${catchesMatching})`,
  catchNotesMatchCount: catchesMatchingCount,
  speciesTextMatchCount: 'SELECT count(*) AS n FROM species_fts WHERE species_fts MATCH ?',
  textQuery: (text) => ftsAllWords(text),
  tableExists: "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?",
  databaseBytes: 'SELECT page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()',
  migrationsTable: '__drizzle_migrations',
  migrationTimes: migrationJournal.entries.map((entry) => entry.when),
};
