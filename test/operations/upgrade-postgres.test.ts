// Upgrades on PostgreSQL, as upgrade.test.ts does for SQLite: a database at any earlier
// migration (every earlier release), holding rows in every table, takes the remaining
// migrations of this version without losing a row, ends with exactly the schema of a fresh
// install (tables, columns, indexes, constraints, triggers, functions, views), and serves.
// Rows are generated from the catalog (columns, types, foreign keys), so new tables are covered.
import { describe, expect, test } from 'bun:test';
import { migrationJournal } from '../../src/db/migrations-pg.gen';
import { PostgresStore } from '../../src/db/postgres-store';
import type { SqlParam } from '../../src/db/store';
import { emptyPostgresDatabase, engine, testContext } from '../support';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  skipped: boolean;
}
interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parent_column: string;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function dataTables(db: PostgresStore): Promise<string[]> {
  return (
    await db.all<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((t) => t.name);
}

async function foreignKeys(db: PostgresStore): Promise<ForeignKey[]> {
  return db.all<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent, pa.attname AS parent_column
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1`,
  );
}

/** Inserts up to `rowsPerTable` rows into every table, parents first (rows a constraint refuses are skipped). */
async function fillEveryTable(db: PostgresStore, rowsPerTable: number): Promise<void> {
  const tables = await dataTables(db);
  const keys = await foreignKeys(db);
  const columns = await db.all<Column>(
    `SELECT table_name, column_name, data_type,
       (is_identity = 'YES' OR is_generated = 'ALWAYS' OR coalesce(column_default, '') LIKE 'nextval%') AS skipped
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>): void => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const fk of keys) if (fk.child === table && tables.includes(fk.parent)) visit(fk.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  let serial = 0;
  for (const table of ordered)
    for (let row = 0; row < rowsPerTable; row++) {
      const values: Record<string, SqlParam> = {};
      for (const column of columns.filter((c) => c.table_name === table && !c.skipped)) {
        serial += 1;
        const fk = keys.find((k) => k.child === table && k.column === column.column_name);
        if (fk && fk.parent !== table) {
          const parent = await db.get<{ v: SqlParam }>(
            `SELECT ${quote(fk.parent_column)}::text AS v FROM ${quote(fk.parent)} ORDER BY 1 LIMIT 1 OFFSET ?`,
            row,
          );
          values[column.column_name] = parent?.v ?? null;
        } else if (/int|numeric/.test(column.data_type)) values[column.column_name] = serial;
        else if (/double|real/.test(column.data_type)) values[column.column_name] = serial + 0.5;
        else if (column.data_type === 'bytea') values[column.column_name] = new Uint8Array([serial % 256]);
        else if (column.data_type === 'boolean') values[column.column_name] = serial % 2 === 0;
        // Text that is also valid JSON, for columns stored as JSON.
        else values[column.column_name] = JSON.stringify(`${table}.${column.column_name}.${serial}`);
      }
      const names = Object.keys(values);
      await db
        .run(
          `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`,
          ...Object.values(values),
        )
        .catch(() => 0);
    }
}

/** Every row of every table with an `id` column (the entities; counters and indexes are derived). */
async function entityRows(db: PostgresStore): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const withId = await db.all<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')",
  );
  for (const { table_name: table } of withId)
    out[table] = (await db.all<{ id: string }>(`SELECT id::text AS id FROM ${quote(table)} ORDER BY 1`)).map((r) => r.id);
  return out;
}

/** The schema as text, one entry per object, independent of object ids. */
async function schemaOf(db: PostgresStore): Promise<string[]> {
  const rows = await db.all<{ entry: string }>(
    `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS entry
       FROM information_schema.columns WHERE table_schema = 'public'
     UNION ALL SELECT 'index ' || indexname || ': ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT 'constraint ' || conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid)
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace
     UNION ALL SELECT 'trigger ' || tgname || ': ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
     UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ': ' || md5(pg_get_functiondef(p.oid))
       FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
     UNION ALL SELECT 'view ' || viewname || ': ' || definition FROM pg_views WHERE schemaname = 'public'
     ORDER BY 1`,
  );
  return rows.map((r) => r.entry.replace(/\s+/g, ' '));
}

const total = migrationJournal.entries.length;

describe.if(engine === 'postgres')('PostgreSQL: upgrading from every earlier migration', () => {
  test('there is at least one migration', () => expect(total).toBeGreaterThan(0));

  let fresh: Promise<string[]> | null = null;
  const freshSchema = (): Promise<string[]> =>
    (fresh ??= (async () => {
      const db = await PostgresStore.open(await emptyPostgresDatabase(), { max: 2 });
      try {
        return await schemaOf(db);
      } finally {
        await db.close();
      }
    })());

  for (let from = 1; from < total; from++) {
    test(`from ${migrationJournal.entries[from - 1].tag} (${from} of ${total})`, async () => {
      const db = new PostgresStore(await emptyPostgresDatabase(), { max: 2 });
      try {
        await db.migrate(from);
        await fillEveryTable(db, 3);
        const before = await entityRows(db);
        expect(Object.entries(before).filter(([, ids]) => ids.length === 0)).toEqual([]);

        await db.migrate();

        const after = await entityRows(db);
        for (const [table, ids] of Object.entries(before))
          if (table in after) expect({ table, ids: after[table].filter((id) => ids.includes(id)) }).toEqual({ table, ids });
        expect(await schemaOf(db)).toEqual(await freshSchema());
        expect((await testContext({}, { db }).request('GET', '/readyz')).status).toBe(200);
      } finally {
        await db.close();
      }
    }, 60_000);
  }
});

test.if(engine === 'postgres')(
  'PostgreSQL: the fill covers every table of the current schema (the harness itself works)',
  async () => {
    const db = await PostgresStore.open(await emptyPostgresDatabase(), { max: 2 });
    try {
      await fillEveryTable(db, 2);
      const empty: string[] = [];
      // catch_deltas is a queue: the fold may have emptied it already (its rows came from catches).
      for (const table of await dataTables(db))
        if (table !== 'catch_deltas' && (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${quote(table)}`))!.n === 0)
          empty.push(table);
      expect(empty).toEqual([]);
    } finally {
      await db.close();
    }
  },
  60_000,
);
