// What notifications cost a write: catch creates and grades with every person's notifications
// on (in the app, mail at once, push to a subscribed browser) against all off, in alternating
// rounds of one run on one database. Two ways each: the writes alone (the notifier waits, and
// drains between rounds), and with the notifier running beside them as `catchd serve` runs it
// (mail to a sink, push to a loopback answer). SQLite in a temp dir; PostgreSQL too when
// CATCHD_BENCH_POSTGRES_URL names a server (a throwaway database is made and dropped).
//   npx bun bench/notifications.ts [rounds=6] [creates=200] [grades=60] [engines=all|postgres]
import { SQL } from 'bun';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { databasePath, loadConfig } from '../src/config';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import type { Store } from '../src/db/store';
import { clubSettings } from '../src/identity/club';
import { upsertUser } from '../src/identity/people';
import { newId } from '../src/lib/ids';
import { SecretBox } from '../src/lib/sealed-secrets';
import { cryptoRandomBytes } from '../src/lib/secrets';
import { ensureSpeciesSeeded } from '../src/modules/catches/species/service';
import { createApiKey } from '../src/modules/developers/keys/service';
import { notificationKinds } from '../src/modules/notifications/kinds';
import { Notifier, notifyRound } from '../src/modules/notifications/notifier';
import { updateNotificationSettings } from '../src/modules/notifications/service';
import { benchDeps } from './lib';

const [rounds = 6, createsPerRound = 200, gradesPerRound = 60] = process.argv.slice(2, 5).map(Number);
const postgresOnly = process.argv[5] === 'postgres';
/** Requests in flight at once: a few clients writing side by side. */
const concurrency = 4;
const divers = 8;
const verifiers = 3;
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A browser's P-256 key and auth secret for the push subscriptions (the answer is loopback's 201). */
const pushKeys = (() => {
  const { publicKey } = require('node:crypto').generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.from(raw.x, 'base64url'), Buffer.from(raw.y, 'base64url')]).toString('base64url');
  return { p256dh, auth: Buffer.alloc(16, 7).toString('base64url') };
})();

interface Person {
  id: string;
  key: string;
}

interface Sample {
  create: number[];
  grade: number[];
  createSeconds: number;
  gradeSeconds: number;
  made: number;
}

async function run(engine: string, db: Store, dataDir: string): Promise<void> {
  const push = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response(null, { status: 201 }) });
  const config = loadConfig({
    CATCHD_DATA_DIR: dataDir,
    CATCHD_RATE_LIMIT: '0',
    CATCHD_WEBHOOK_ALLOW_PRIVATE: '1',
    CATCHD_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
  });
  await ensureSpeciesSeeded(db, nowSeconds());
  const log = (): void => {};
  const deps = benchDeps(db, config);
  const app = createApp(deps);
  const person = async (email: string, role: 'admin' | 'verifier' | 'diver'): Promise<Person> => {
    const { user } = await upsertUser(db, { email, role, displayName: email.split('@')[0]! }, nowSeconds());
    const { secret } = await createApiKey(
      db,
      { userId: user.id, role, name: 'bench', scopes: ['all'], expiresAt: null },
      nowSeconds(),
      cryptoRandomBytes,
    );
    await db.run(
      'INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      newId('psub'),
      user.id,
      `http://127.0.0.1:${push.port}/push/${user.id}`,
      pushKeys.p256dh,
      pushKeys.auth,
      'bench',
      nowSeconds(),
    );
    return { id: user.id, key: secret };
  };
  const admin = await person('admin@bench.test', 'admin');
  const graders: Person[] = [];
  for (let i = 0; i < verifiers; i++) graders.push(await person(`verifier${i}@bench.test`, 'verifier'));
  const club: Person[] = [admin, ...graders];
  const diverList: Person[] = [];
  for (let i = 0; i < divers; i++) diverList.push(await person(`diver${i}@bench.test`, 'diver'));
  club.push(...diverList);

  /** One request; a 503 `busy` (PostgreSQL's retries ran out) is sent again, as clients are told to. */
  const request = async (p: Person, method: string, path: string, body: unknown): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      const response = await app.handle(
        new Request(`http://bench.test${path}`, {
          method,
          headers: { authorization: `Bearer ${p.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      if (response.status !== 503 || attempt === 20) return response;
      await Bun.sleep(5 * attempt);
    }
  };
  // The divers race in a running competition: a create that passes another entry overtakes it
  // (competition_overtaken), and a silver grade moves the boards (board_overtaken, catch_graded).
  const created = await request(admin, 'POST', '/v1/competitions', {
    name: 'Bench cup',
    starts_at: new Date((nowSeconds() + 2) * 1000).toISOString(),
    ends_at: new Date((nowSeconds() + 86_400) * 1000).toISOString(),
    time_zone: 'UTC',
    entry: 'open',
    weigh_in: 'none',
    weighmasters: [graders[0]!.id],
  });
  if (created.status !== 201) throw new Error(`competition answered ${created.status}: ${await created.text()}`);
  const competitionId = ((await created.json()) as { id: string }).id;
  await request(admin, 'POST', `/v1/competitions/${competitionId}/publish`, {});
  for (const diver of diverList) await request(diver, 'POST', `/v1/competitions/${competitionId}/entries`, {});
  await Bun.sleep(3000);

  const notifier = new Notifier({
    db,
    log,
    now: nowSeconds,
    club: () => clubSettings(db, config),
    pollMs: 60_000,
    mailing: {
      db,
      baseUrl: config.baseUrl,
      randomBytes: cryptoRandomBytes,
      log,
      club: () => clubSettings(db, config),
      send: async () => {},
    },
    push: {
      db,
      box: new SecretBox(config.secretKey!),
      baseUrl: config.baseUrl,
      mailFrom: config.mailFrom,
      fetch: deps.fetch,
      resolve: deps.resolve,
      allowPrivate: true,
      log,
      timeoutMs: 2000,
      club: () => clubSettings(db, config),
    },
  });

  const setAll = async (on: boolean): Promise<void> => {
    const channels = on ? { in_app: true, email: 'instant' as const, push: true } : { in_app: false, email: 'off' as const, push: false };
    for (const p of club)
      await updateNotificationSettings(db, p.id, Object.fromEntries(notificationKinds.map((kind) => [kind, channels])), nowSeconds());
  };
  /** `count` requests, `concurrency` at a time: each one's milliseconds, and the seconds of the whole. */
  const timed = async (count: number, one: (i: number) => Promise<void>): Promise<{ each: number[]; seconds: number }> => {
    const each: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < count; i = next++) {
          const t = performance.now();
          await one(i);
          each.push(performance.now() - t);
        }
      }),
    );
    return { each, seconds: (performance.now() - started) / 1000 };
  };
  const drain = async (): Promise<void> => {
    while ((await notifyRound(db, true)) > 0);
  };
  const notificationCount = async (): Promise<number> =>
    Number((await db.get<{ n: number }>('SELECT count(*) AS n FROM notifications'))!.n);

  let weight = 1;
  async function round(on: boolean, live: boolean): Promise<Sample> {
    await setAll(on);
    await drain();
    const before = await notificationCount();
    if (live) notifier.start();
    const ids: string[] = [];
    const creates = await timed(createsPerRound, async (i) => {
      const diver = diverList[i % divers]!;
      // Growing weights: each create takes its entry to the top of the competition.
      const response = await request(diver, 'POST', '/v1/catches', {
        species: 'Wahoo',
        depth_ft: 30,
        weight_lbs: 1 + (weight++ % 400_000) / 100,
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
      ids.push(((await response.json()) as { id: string }).id);
    });
    const photos = new Map<string, string>();
    for (const id of ids.slice(0, gradesPerRound)) {
      const photo = newId('photo');
      await db.run(
        `INSERT INTO photos (id, catch_pk, uploader_id, content_type, width, height, bytes, sha256, created_at)
         SELECT ?, c.pk, c.diver_id, 'image/jpeg', 800, 600, 1000, 'bench', ? FROM catches c WHERE c.id = ?`,
        photo,
        nowSeconds(),
        id,
      );
      photos.set(id, photo);
    }
    const grades = await timed(gradesPerRound, async (i) => {
      const id = ids[i]!;
      const response = await request(graders[i % verifiers]!, 'POST', `/v1/catches/${id}/verifications`, {
        tier: 'silver',
        evidence: { photo_ids: [photos.get(id)], measurement: { weight_lbs: 1 } },
      });
      if (response.status !== 201) throw new Error(`grade answered ${response.status}: ${await response.text()}`);
    });
    if (live) await notifier.stop();
    await drain();
    return {
      create: creates.each,
      grade: grades.each,
      createSeconds: creates.seconds,
      gradeSeconds: grades.seconds,
      made: (await notificationCount()) - before,
    };
  }

  // A warm-up round of each, not counted; then on and off alternate, which goes first alternating too.
  for (const live of [false, true]) {
    await round(true, live);
    await round(false, live);
  }
  const samples = new Map<string, Sample[]>();
  for (let r = 0; r < rounds; r++)
    for (const live of [false, true])
      for (const on of r % 2 === 0 ? [true, false] : [false, true]) {
        const key = `${live ? 'live' : 'alone'} ${on ? 'on' : 'off'}`;
        samples.set(key, [...(samples.get(key) ?? []), await round(on, live)]);
      }

  /** The median over rounds of on's figure against the off round beside it. */
  const pairedRatio = (on: Sample[], off: Sample[], figure: (s: Sample) => number): number => {
    const ratios = on.map((s, i) => figure(s) / figure(off[i]!)).sort((a, b) => a - b);
    return ratios[Math.floor(ratios.length / 2)]!;
  };
  const median = (list: number[]): number =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  const summary = (list: Sample[]) => {
    const create = list.flatMap((s) => s.create).sort((a, b) => a - b);
    const grade = list.flatMap((s) => s.grade).sort((a, b) => a - b);
    const sum = (f: (s: Sample) => number) => list.reduce((total, s) => total + f(s), 0);
    return {
      createP50: percentile(create, 50),
      createP95: percentile(create, 95),
      createPerSecond: (createsPerRound * list.length) / sum((s) => s.createSeconds),
      gradeP50: percentile(grade, 50),
      gradeP95: percentile(grade, 95),
      gradePerSecond: (gradesPerRound * list.length) / sum((s) => s.gradeSeconds),
      made: sum((s) => s.made) / list.length,
    };
  };
  console.log(
    `\n${engine}: ${rounds} rounds of each, ${createsPerRound} creates and ${gradesPerRound} grades a round, ${concurrency} at a time`,
  );
  for (const live of ['alone', 'live']) {
    const onRounds = samples.get(`${live} on`)!;
    const offRounds = samples.get(`${live} off`)!;
    const on = summary(onRounds);
    const off = summary(offRounds);
    const paired = (figure: (s: Sample) => number) => pairedRatio(onRounds, offRounds, figure).toFixed(3);
    const ratio = (a: number, b: number) => (a / b).toFixed(3);
    console.log(
      `  ${live === 'alone' ? 'writes alone   ' : 'notifier beside'}: notifications made per round on ${on.made.toFixed(0)}, off ${off.made.toFixed(0)}`,
    );
    console.log(
      `    create p50 ${on.createP50.toFixed(2)}/${off.createP50.toFixed(2)} ms (on/off ${ratio(on.createP50, off.createP50)}, median of rounds ${paired((s) => median(s.create))}), p95 ratio ${ratio(on.createP95, off.createP95)}, throughput ${on.createPerSecond.toFixed(0)}/${off.createPerSecond.toFixed(0)} per s (on/off ${ratio(on.createPerSecond, off.createPerSecond)}, median of rounds ${paired((s) => 1 / s.createSeconds)})`,
    );
    console.log(
      `    grade  p50 ${on.gradeP50.toFixed(2)}/${off.gradeP50.toFixed(2)} ms (on/off ${ratio(on.gradeP50, off.gradeP50)}, median of rounds ${paired((s) => median(s.grade))}), p95 ratio ${ratio(on.gradeP95, off.gradeP95)}, throughput ${on.gradePerSecond.toFixed(0)}/${off.gradePerSecond.toFixed(0)} per s (on/off ${ratio(on.gradePerSecond, off.gradePerSecond)}, median of rounds ${paired((s) => 1 / s.gradeSeconds)})`,
    );
  }
  push.stop(true);
}

if (!postgresOnly) {
  const sqliteDir = mkdtempSync(join(tmpdir(), 'catchd-bench-notify-'));
  const sqlite = SqliteStore.open(databasePath(loadConfig({ CATCHD_DATA_DIR: sqliteDir })));
  await run('SQLite', sqlite, sqliteDir);
  await sqlite.close();
  rmSync(sqliteDir, { recursive: true, force: true });
}

const postgresUrl = process.env.CATCHD_BENCH_POSTGRES_URL;
if (postgresUrl) {
  const name = `catchd_bench_notify_${process.pid}`;
  const admin = new SQL(postgresUrl);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'catchd-bench-notify-pg-'));
  try {
    const store = await PostgresStore.open(url.toString());
    await run('PostgreSQL', store, dataDir);
    await store.close();
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
