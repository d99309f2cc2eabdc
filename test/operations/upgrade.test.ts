// Upgrades: a database at any earlier migration (every earlier release), holding rows in
// every table, takes the remaining migrations of this version without losing a row, ends
// with exactly the schema of a fresh install, and serves. Rows are generated from the
// schema itself (columns, NOT NULL, foreign keys), so new tables are covered automatically.
// SQLite's migrations, on SQLite files of earlier releases; upgrade-postgres.test.ts does the
// same for PostgreSQL's.
import { Database } from 'bun:sqlite';
import { describe, expect, test } from 'bun:test';
import { applyMigrations, wrapDatabase, type Db } from '../../src/db/client';
import { SqliteStore } from '../../src/db/sqlite-store';
import { migrationJournal } from '../../src/db/migrations.gen';
import { engine, testContext } from '../support';

interface Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}
interface ForeignKey {
  table: string;
  from: string;
  to: string | null;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Ordinary tables (no FTS, shadow, SQLite or migration bookkeeping tables). */
function dataTables(db: Db): string[] {
  return db.$client
    .query<{ name: string; type: string }, []>('PRAGMA table_list')
    .all()
    .filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_') && !t.name.startsWith('__drizzle'))
    .map((t) => t.name);
}

/** Parents before children, following foreign keys. */
function insertionOrder(db: Db, tables: string[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>): void => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const fk of db.$client.query<ForeignKey, []>(`PRAGMA foreign_key_list(${quote(table)})`).all())
      if (tables.includes(fk.table)) visit(fk.table, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Inserts up to `rowsPerTable` rows into every table (rows a unique key refuses are skipped). */
function fillEveryTable(db: Db, rowsPerTable: number): void {
  let serial = 0;
  for (const table of insertionOrder(db, dataTables(db))) {
    const columns = db.$client.query<Column, []>(`PRAGMA table_info(${quote(table)})`).all();
    const foreignKeys = db.$client.query<ForeignKey, []>(`PRAGMA foreign_key_list(${quote(table)})`).all();
    const integerKey = columns.filter((c) => c.pk > 0).length === 1 && columns.some((c) => c.pk > 0 && /INT/i.test(c.type));
    for (let row = 0; row < rowsPerTable; row++) {
      const values: Record<string, unknown> = {};
      for (const column of columns) {
        if (integerKey && column.pk > 0) continue; // rowid alias: SQLite numbers it
        const fk = foreignKeys.find((f) => f.from === column.name);
        serial += 1;
        if (fk && fk.table !== table) {
          const parent = db.$client
            .query(`SELECT ${fk.to ? quote(fk.to) : 'rowid'} AS v FROM ${quote(fk.table)} LIMIT 1 OFFSET ?`)
            .get(row) as { v: unknown } | null;
          values[column.name] = parent?.v ?? null;
        } else if (/INT/i.test(column.type)) values[column.name] = serial;
        else if (/REAL|FLOA|DOUB/i.test(column.type)) values[column.name] = serial + 0.5;
        else if (/BLOB/i.test(column.type)) values[column.name] = new Uint8Array([serial % 256]);
        // Text that is also valid JSON, for columns stored as JSON.
        else values[column.name] = JSON.stringify(`${table}.${column.name}.${serial}`);
      }
      const names = Object.keys(values);
      db.$client
        .query(`INSERT OR IGNORE INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
        .run(...(Object.values(values) as never[]));
    }
  }
}

/** Every row of every table with an `id` column (the entities; counters and indexes are derived). */
function entityRows(db: Db): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const table of dataTables(db)) {
    const columns = db.$client.query<Column, []>(`PRAGMA table_info(${quote(table)})`).all();
    if (!columns.some((c) => c.name === 'id')) continue;
    out[table] = db.$client
      .query<{ id: string }, []>(`SELECT id FROM ${quote(table)} ORDER BY id`)
      .all()
      .map((r) => String(r.id));
  }
  return out;
}

function schemaOf(db: Db): string[] {
  return db.$client
    .query<{ entry: string }, []>(
      "SELECT type || ' ' || name || ': ' || coalesce(sql, '') AS entry FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all()
    .map((r) => r.entry.replace(/\s+/g, ' '));
}

const total = migrationJournal.entries.length;
const fresh = wrapDatabase(new Database(':memory:', { strict: true }));

describe.if(engine === 'sqlite')('upgrading from every earlier migration', () => {
  test('there is at least one migration', () => expect(total).toBeGreaterThan(0));

  for (let from = 1; from < total; from++) {
    test(`from ${migrationJournal.entries[from - 1].tag} (${from} of ${total})`, async () => {
      const db = wrapDatabase(new Database(':memory:', { strict: true }), { migrationCount: from });
      fillEveryTable(db, 3);
      const before = entityRows(db);
      expect(Object.values(before).every((ids) => ids.length > 0)).toBe(true);

      applyMigrations(db);

      const after = entityRows(db);
      for (const [table, ids] of Object.entries(before))
        if (table in after) expect({ table, ids: after[table].filter((id) => ids.includes(id)) }).toEqual({ table, ids });
      expect(db.$client.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect(db.$client.query('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(schemaOf(db)).toEqual(schemaOf(fresh));
      expect((await testContext({}, { db: SqliteStore.over(db) }).request('GET', '/readyz')).status).toBe(200);
    });
  }
});

test.if(engine === 'sqlite')('the fill covers every table of the current schema (the harness itself works)', () => {
  const db = wrapDatabase(new Database(':memory:', { strict: true }));
  fillEveryTable(db, 2);
  const empty = dataTables(db).filter((t) => (db.$client.query(`SELECT count(*) AS n FROM ${quote(t)}`).get() as { n: number }).n === 0);
  expect(empty).toEqual([]);
});
