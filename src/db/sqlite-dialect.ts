// SQLite's side of dialect.ts.
import { ftsAllWords } from '../lib/text';
import type { Dialect } from './dialect';
import { migrationJournal } from './migrations.gen';

export const sqliteDialect: Dialect = {
  round1: (value) => `round(${value}, 1)`,
  least: (a, b) => `min(${a}, ${b})`,
  timesE4: (value) => `CAST(round(${value} * 10000) AS INTEGER)`,
  indexedBy: (index) => ` INDEXED BY ${index}`,
  claimRows: () => '',
  catchTextMatch:
    '(c.species_pk IN (SELECT rowid FROM species_fts WHERE species_fts MATCH ?) OR c.pk IN (SELECT rowid FROM catch_fts WHERE catch_fts MATCH ?))',
  catchNotesMatch: 'c.pk IN (SELECT rowid FROM catch_fts WHERE catch_fts MATCH ?)',
  // The unary + keeps the key out of index choice: the list's order index is walked instead.
  catchNotesMatchInOrder: '+c.pk IN (SELECT rowid FROM catch_fts WHERE catch_fts MATCH ?)',
  // The index holds exactly the catches with notes or a location name (triggers of migration 0001).
  catchNotesMatchCount: 'SELECT count(*) AS n FROM catch_fts WHERE catch_fts MATCH ?',
  speciesTextMatchCount: 'SELECT count(*) AS n FROM species_fts WHERE species_fts MATCH ?',
  textQuery: (text) => ftsAllWords(text),
  tableExists: "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?",
  databaseBytes: 'SELECT page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()',
  migrationsTable: '__drizzle_migrations',
  migrationTimes: migrationJournal.entries.map((entry) => entry.when),
};
