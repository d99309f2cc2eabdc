// `catchd catches import FILE`: the bulk importer of the store's engine (import.ts for SQLite,
// import-postgres.ts for PostgreSQL): the same checks, report and results on both.
import type { PostgresStore } from '../../db/postgres-store';
import type { SqliteStore } from '../../db/sqlite-store';
import type { Store } from '../../db/store';
import { importCatchesFile, type ImportOptions, type ImportReport } from './import';
import { importCatchesFilePostgres } from './import-postgres';

export function importCatchesInto(store: Store, path: string, now: number, options: ImportOptions = {}): Promise<ImportReport> {
  return store.engine === 'postgres'
    ? importCatchesFilePostgres(store as PostgresStore, path, now, options)
    : importCatchesFile(store as SqliteStore, path, now, options);
}
