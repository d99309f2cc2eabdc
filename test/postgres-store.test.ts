// The PostgreSQL engine itself (its transactions, types, migrations): the behaviour every
// service relies on is checked by the whole suite on both engines; these tests pin what
// only this engine has to get right, and run in the PostgreSQL run of `npm test`.
import { describe, expect, test } from 'bun:test';
import { PostgresStore, postgresTransaction, toPostgresPlaceholders, transactionAttempts } from '../src/db/postgres-store';
import { NestedStoreUse, readsSince, WriteContention, type Store } from '../src/db/store';
import { migrationJournal } from '../src/db/migrations-pg.gen';
import { postgresArrayLiteral } from '../src/db/postgres-arrays';
import { derivedMismatchSql, recountDerivedDataSql } from '../src/db/postgres-derived';
import { dropDiverBoards, readBoard } from '../src/modules/catches/leaderboards/service';
import { emptyPostgresDatabase, engine, freshDatabase, holdFoldsOff, otherStore } from './support';

test('? and ?N become $n outside strings, identifiers and comments', () => {
  expect(toPostgresPlaceholders('SELECT ? , ?, x FROM t WHERE a = ?')).toBe('SELECT $1 , $2, x FROM t WHERE a = $3');
  expect(toPostgresPlaceholders('SELECT ?2, ?1, ?2')).toBe('SELECT $2, $1, $2');
  expect(toPostgresPlaceholders(`SELECT '?' AS "a?", ? -- why?\n, ?`)).toBe(`SELECT '?' AS "a?", $1 -- why?\n, $2`);
  expect(toPostgresPlaceholders('SELECT 1 WHERE a IN () AND b NOT IN ( )')).toBe("SELECT 1 WHERE a = ANY ('{}') AND b <> ALL ('{}')");
});

describe.if(engine === 'postgres')('PostgreSQL store', () => {
  const counter = async (db: PostgresStore) => {
    await db.transaction((tx) => tx.run('CREATE TABLE counter (id integer PRIMARY KEY, n integer NOT NULL)'));
    await db.transaction((tx) => tx.run('INSERT INTO counter (id, n) VALUES (1, 0)'));
  };

  test('transactions are SERIALIZABLE; reads outside them see committed data', async () => {
    const db = freshDatabase();
    expect(await db.transaction((tx) => tx.get<{ transaction_isolation: string }>('SHOW transaction_isolation'))).toEqual({
      transaction_isolation: 'serializable',
    });
  });

  test('read-then-write transactions of two instances racing on one row all take effect (serialization failures are retried)', async () => {
    const db = freshDatabase() as PostgresStore;
    const instance = otherStore(db);
    await counter(db);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? db : instance).transaction(async (tx) => {
          const { n } = (await tx.get<{ n: number }>('SELECT n FROM counter WHERE id = 1'))!;
          await Bun.sleep(2); // others read the same n meanwhile
          await tx.run('UPDATE counter SET n = ? WHERE id = 1', n + 1);
        }),
      ),
    );
    expect(await db.get('SELECT n FROM counter WHERE id = 1')).toEqual({ n: 8 });
  });

  test("one instance's transactions run side by side; READ COMMITTED where asked, where updates of one row wait instead of failing", async () => {
    const db = freshDatabase() as PostgresStore;
    let open = 0;
    let mostOpen = 0;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          mostOpen = Math.max(mostOpen, ++open);
          await tx.get('SELECT 1');
          await Bun.sleep(20);
          open--;
        }),
      ),
    );
    expect(mostOpen).toBeGreaterThan(1);
    expect(
      await db.transaction((tx) => tx.get<{ transaction_isolation: string }>('SHOW transaction_isolation'), {
        isolation: 'read committed',
      }),
    ).toEqual({ transaction_isolation: 'read committed' });
    await counter(db);
    let attempts = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(
          async (tx) => {
            attempts++;
            await tx.run('UPDATE counter SET n = n + 1 WHERE id = 1');
            await Bun.sleep(2); // the others wait on the row meanwhile
          },
          { isolation: 'read committed' },
        ),
      ),
    );
    expect({ attempts, row: await db.get('SELECT n FROM counter WHERE id = 1') }).toEqual({ attempts: 8, row: { n: 8 } });
  });

  test('a savepoint rolls back alone; the store refuses to be used inside its own transaction', async () => {
    const db = freshDatabase() as PostgresStore;
    await counter(db);
    await db.transaction(async (tx) => {
      await tx.run('UPDATE counter SET n = 1');
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('UPDATE counter SET n = 2');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await expect(db.get('SELECT n FROM counter')).rejects.toBeInstanceOf(NestedStoreUse);
    });
    expect(await db.get('SELECT n FROM counter')).toEqual({ n: 1 });
  });

  test('int8, numeric and times come back as numbers; booleans are bound as 0/1', async () => {
    const db = freshDatabase();
    expect(
      await db.get('SELECT count(*) AS n, sum(pk) AS s, 1700000000123::bigint AS t, ?::integer AS flag FROM species WHERE pk <= 3', true),
    ).toEqual({
      n: 3,
      s: 6,
      t: 1700000000123,
      flag: 1,
    });
  });

  test('array literals carry text, numbers and NULL through unchanged', async () => {
    const db = freshDatabase();
    const texts = ['plain', '', 'NULL', 'with "quotes"', 'back\\slash\\', '{braces}, commas', ' spaced ', 'ünï 🐟', 'line\nbreak'];
    const numbers = [0, -1.5, 1e21, 2 ** 53, 0.1 + 0.2];
    const back = await db.get<{ texts: string; numbers: string; nulls: string }>(
      'SELECT array_to_json(?::text[])::text AS texts, array_to_json(?::float8[])::text AS numbers, array_to_json(?::text[])::text AS nulls',
      postgresArrayLiteral(texts),
      postgresArrayLiteral(numbers),
      postgresArrayLiteral([null, 'x', null]),
    );
    expect(JSON.parse(back!.texts)).toEqual(texts);
    expect(JSON.parse(back!.numbers)).toEqual(numbers);
    expect(JSON.parse(back!.nulls)).toEqual([null, 'x', null]);
    // A lone surrogate cannot be stored as UTF-8: it becomes U+FFFD, as in a bound parameter.
    expect(await db.get('SELECT (?::text[])[1] AS t', postgresArrayLiteral(['a\ud800b']))).toEqual({ t: 'a\ufffdb' });
  });

  test('COPY carries text, numbers and NULL through unchanged, in chunks, inside the transaction; a failure stores nothing', async () => {
    const db = freshDatabase();
    await db.transaction((tx) => tx.run('CREATE TABLE copied (at integer PRIMARY KEY, t text, x float8)'));
    const texts = ['plain', '', 'NULL', '\\N', 'tab\there', 'line\nbreak\r\n', 'back\\slash\\', 'ünï 🐟', null];
    const numbers = [0, -1.5, 1e21, 2 ** 53, 0.1 + 0.2, null];
    // Past one chunk (about a megabyte) of rows.
    const count = 40_000;
    const row = (at: number) => [at, texts[at % texts.length], numbers[at % numbers.length]];
    await db.transaction(async (tx) => {
      await postgresTransaction(tx).copyRows('copied', ['at', 't', 'x'], count, row);
      expect(await tx.get('SELECT count(*) AS n FROM copied')).toEqual({ n: count });
    });
    const back = await db.all<{ at: number; t: string | null; x: number | null }>('SELECT at, t, x FROM copied ORDER BY at');
    expect(back.map((r) => [r.at, r.t, r.x])).toEqual(Array.from({ length: count }, (_, at) => row(at)));
    // A row the table refuses (a duplicate key) fails the COPY, and its transaction keeps nothing.
    const failed = db.transaction((tx) => postgresTransaction(tx).copyRows('copied', ['at', 't', 'x'], 2, (at) => [at, 'again', 1]));
    await expect(failed).rejects.toThrow(/duplicate key/);
    expect(await db.get('SELECT count(*) AS n FROM copied')).toEqual({ n: count });
  });

  test('an empty IN () list matches nothing and NOT IN () everything, as on SQLite', async () => {
    const db = freshDatabase();
    expect(await db.get('SELECT count(*) AS n FROM species WHERE pk IN ()')).toEqual({ n: 0 });
    expect(await db.get('SELECT count(*) AS n FROM species WHERE id NOT IN ()')).toEqual(await db.get('SELECT count(*) AS n FROM species'));
  });

  test('version() stays while nothing commits and moves at once with any instance’s commit', async () => {
    const db = freshDatabase();
    // The version is the server's snapshot, so a commit anywhere on the server (another test's
    // database, a store left open by an earlier test) moves it too: "stays" must hold in at
    // least one of a few tries, "moves" in every one.
    const staysAcross = async (action: () => Promise<unknown>): Promise<boolean> => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const before = await db.version();
        await action();
        if ((await db.version()) === before) return true;
      }
      return false;
    };
    expect(await staysAcross(() => db.get('SELECT count(*) AS n FROM catches'))).toBe(true);
    // A write that changes no row (a dispatcher poll finding no work) keeps caches valid.
    expect(await staysAcross(() => db.run('UPDATE webhook_deliveries SET lease_until_ms = NULL WHERE pk = -1'))).toBe(true);
    const beforeOwn = await db.version();
    await db.run('UPDATE species SET scientific_name = scientific_name WHERE pk = 1');
    const afterOwn = await db.version();
    expect(afterOwn).not.toBe(beforeOwn);
    // Another instance's commit: the very next call sees it, no notification awaited.
    const other = otherStore(db);
    await other.run('UPDATE species SET scientific_name = scientific_name WHERE pk = 1');
    await other.close();
    expect(await db.version()).not.toBe(afterOwn);
  });

  test('within one request, version() asks the server once: again only after a commit of this instance', async () => {
    const db = freshDatabase();
    const other = otherStore(db);
    const touch = (store: Store) => store.run('UPDATE species SET scientific_name = scientific_name WHERE pk = 1');
    const asked = await db.version();
    await touch(other);
    await readsSince(async () => {
      // The request began after `asked` was asked: it may have seen the other instance's commit.
      const first = await db.version();
      expect(first).not.toBe(asked);
      await touch(other);
      // Asked since the request began, and this instance wrote nothing since: the same answer, no query.
      expect(await db.version()).toBe(first);
      await touch(db);
      // This instance's own commit: asked again, so that the request reads what it wrote.
      const afterOwn = await db.version();
      expect(afterOwn).not.toBe(first);
      expect(await db.version()).toBe(afterOwn);
    });
    // Outside a request every call asks: the other instance's commit shows at once.
    const outside = await db.version();
    await touch(other);
    expect(await db.version()).not.toBe(outside);
    // Work that outlasts a request (a timer it started inherits its context) asks again.
    await readsSince(async () => {
      const first = await db.version();
      await Bun.sleep(1050);
      await touch(other);
      expect(await db.version()).not.toBe(first);
    });
    await other.close();
  });

  test('a transaction that keeps failing serialization is retried, then ends in WriteContention', async () => {
    const db = freshDatabase();
    let attempts = 0;
    const failing = db.transaction(async (tx) => {
      attempts++;
      await tx.run('UPDATE species SET scientific_name = scientific_name WHERE pk = 1');
      throw Object.assign(new Error('could not serialize access due to concurrent update'), { errno: '40001' });
    });
    await expect(failing).rejects.toBeInstanceOf(WriteContention);
    expect(attempts).toBe(transactionAttempts);
  });

  test('catch deltas: counted at once, folded into the same sums; a fold with nothing to fold writes nothing', async () => {
    const db = freshDatabase() as PostgresStore;
    const diver = (await db.get<{ id: string }>(
      "INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES ('usr_fold', 'fold@reef.test', 'Fold', 'diver', 1, 1) RETURNING id",
    ))!;
    const catchCounts = async () => (await db.get<{ n: number }>('SELECT catch_counts AS n FROM species_catalog_version'))!.n;
    const totals = () =>
      db.get('SELECT (SELECT sum(n) FROM catch_counts_total_live) AS live, (SELECT count(*) FROM catch_deltas) AS pending');
    await db.foldCatchDeltas();
    const before = await catchCounts();
    await db.foldCatchDeltas();
    expect(await catchCounts()).toBe(before);
    for (let i = 0; i < 3; i++)
      await db.transaction(
        (tx) =>
          tx.run(
            `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, caught_at, created_at, updated_at)
             VALUES (?, ?, 1, ?, 30, 0, 'freedive', 1700000000, 1700000000, 1700000000)`,
            `catch_fold${i}`,
            diver.id,
            10 + i,
          ),
        { isolation: 'read committed' },
      );
    expect(await totals()).toEqual({ live: 3, pending: 3 });
    await db.foldCatchDeltas();
    expect(await totals()).toEqual({ live: 3, pending: 0 });
    expect(await catchCounts()).toBeGreaterThan(before);
    expect(await db.get(derivedMismatchSql)).toEqual({ n: 0 });
  });

  test('board sizes follow the board rows: pending divers count at once, folded ones through board_sizes, deletes take them away', async () => {
    const db = freshDatabase() as PostgresStore;
    const unverifiedAllTime = { speciesPk: 0, season: 0, diveType: '' as const, gear: '' as const, minTier: 0 };
    const boardTotal = async () => (await readBoard(db, 'catch-count', unverifiedAllTime, 1, 10)).total;
    const size = async () => (await db.get<{ divers: number }>('SELECT divers FROM board_sizes WHERE scope = 0'))?.divers ?? 0;
    const addCatch = (id: string, diverId: string) =>
      db.run(
        `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, caught_at, created_at, updated_at)
         VALUES (?, ?, 1, 10, 30, 0, 'freedive', 1700000000, 1700000000, 1700000000)`,
        id,
        diverId,
      );
    for (const n of [1, 2])
      await db.run(
        'INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 1)',
        `usr_size${n}`,
        `size${n}@reef.test`,
        `Size ${n}`,
        'diver',
      );
    // Pending: counted from catch_deltas, once per diver, before any fold (none runs meanwhile,
    // however slow the machine: a read may fold on its own).
    const foldsBack = await holdFoldsOff(db);
    await addCatch('catch_size1', 'usr_size1');
    await addCatch('catch_size2', 'usr_size1');
    expect({ total: await boardTotal(), folded: await size() }).toEqual({ total: 1, folded: 0 });
    await foldsBack();
    await db.foldCatchDeltas();
    expect({ total: await boardTotal(), folded: await size() }).toEqual({ total: 1, folded: 1 });
    // A pending catch of a diver already on the board adds no diver; a new diver's does.
    await addCatch('catch_size3', 'usr_size1');
    await addCatch('catch_size4', 'usr_size2');
    expect(await boardTotal()).toBe(2);
    await db.foldCatchDeltas();
    expect({ total: await boardTotal(), folded: await size() }).toEqual({ total: 2, folded: 2 });
    // Deleting a folded catch that was not the diver's last keeps them; their last takes them off.
    await db.run("DELETE FROM catches WHERE id = 'catch_size1'");
    expect(await size()).toBe(2);
    await db.run("DELETE FROM catches WHERE id = 'catch_size4'");
    expect({ total: await boardTotal(), folded: await size() }).toEqual({ total: 1, folded: 1 });
    expect(await db.get(derivedMismatchSql)).toEqual({ n: 0 });
    // A diver's boards dropped whole (their account deleted) go from every size.
    await db.transaction((tx) => dropDiverBoards(tx, 'usr_size1'));
    expect(await size()).toBe(0);
    // A recount (bulk import, migrate-to-postgres) counts the sizes afresh.
    await db.transaction(async (tx) => {
      for (const statement of recountDerivedDataSql) await tx.run(statement);
    });
    expect(await db.get(derivedMismatchSql)).toEqual({ n: 0 });
    expect(await boardTotal()).toBe(1);
  });

  test('one statement deleting several folded catches of a diver leaves the boards as a recount would', async () => {
    const db = freshDatabase() as PostgresStore;
    await db.run(
      "INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES ('usr_many', 'many@reef.test', 'Many', 'diver', 1, 1)",
    );
    const weights = [12, 30, 7, 25, 18];
    for (const [n, weight] of weights.entries())
      await db.run(
        `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, caught_at, created_at, updated_at)
         VALUES (?, 'usr_many', 1, ?, ?, 1, 'freedive', ?, 1700000000, 1700000000)`,
        `catch_many${n}`,
        weight,
        weight + 10,
        1700000000 + n,
      );
    await db.foldCatchDeltas();
    // The two heaviest and deepest at once: each row's trigger sees the other already gone.
    await db.run("DELETE FROM catches WHERE id IN ('catch_many1', 'catch_many3')");
    expect(await db.get(derivedMismatchSql)).toEqual({ n: 0 });
    expect(await db.get("SELECT max(weight_max) AS w FROM board_totals WHERE diver_id = 'usr_many'")).toEqual({ w: 18 });
    // Every catch left: no board row may stay behind.
    await db.run("DELETE FROM catches WHERE diver_id = 'usr_many'");
    expect(await db.get(derivedMismatchSql)).toEqual({ n: 0 });
    expect(await db.get("SELECT count(*) AS n FROM board_totals WHERE diver_id = 'usr_many'")).toEqual({ n: 0 });
  });

  test('instances starting together apply the migrations once', async () => {
    const url = await emptyPostgresDatabase();
    const stores = await Promise.all([1, 2, 3].map(() => PostgresStore.open(url, { max: 2 })));
    const applied = await stores[0].all('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(migrationJournal.entries.length);
    expect(await stores[1].get('SELECT count(*) AS n FROM board_totals')).toEqual({ n: 0 });
    await Promise.all(stores.map((store) => store.close()));
  });

  test('the search index expression holds under the empty search_path of autovacuum, vacuumdb and pg_restore', async () => {
    const db = freshDatabase();
    const diver = (await db.get<{ id: string }>(
      "INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES ('usr_1', 'a@b.test', 'A', 'diver', 0, 0) RETURNING id",
    ))!;
    await db.run(
      "INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, dive_type, notes, caught_at, created_at, updated_at) VALUES ('catch_1', ?, 1, 1, 1, 'freedive', 'reef', 0, 0, 0)",
      diver.id,
    );
    await db.transaction(async (tx) => {
      await tx.run("SET LOCAL search_path TO ''");
      // ANALYZE evaluates the search index's expression for every sampled row.
      await tx.run('ANALYZE public.catches');
    });
    expect(
      await db.get("SELECT count(*) AS n FROM catches WHERE catch_search_doc(notes, location_name) @@ to_tsquery('simple', 'reef')"),
    ).toEqual({ n: 1 });
  });
});
