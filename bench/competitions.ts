// Competition standings benchmark against the built dist/catchd (pinned to core 0): a running
// competition of 300 entries in four divisions and 10,000 weighed fish; each round writes over
// HTTP (two rounds in three a weigh-in, the third an entrant's edit of a catch's weight) and at
// once reads the standings, each read a different page, page size or division: the write just
// changed them. The baseline, measured in the same run the same way in alternating rounds, is
// GET …/competitions/{id} right after such a write: the same authentication, clock check and
// request path, without the standings. Prints p50/p90 of both and their ratio.
// Then the live page: it opens the page's stream (/competitions/{id}/stream) as the page does,
// records 50 weigh-ins a minute apart by 1.2 s (what the issue asks the page to follow), and
// after each, on the next "changed", reads the standings fragment the page would show: the
// time from the weigh-in's answer to a fragment holding it must stay under a second.
// Usage: bun bench/competitions.ts [rounds=200]
// With CATCHD_BENCH_POSTGRES_URL (a server's URL) it runs on a fresh database there instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQL } from 'bun';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import type { Store } from '../src/db/store';
import { newId } from '../src/lib/ids';
import { setPublicAreas } from '../src/identity/settings';
import { root, startServer } from './lib';

const rounds = Number(process.argv[2] ?? 200);
/** The live phase: weigh-ins a minute, for a minute. */
const liveWeighIns = 50;
const entries = 300;
const divisions = ['open', 'women', 'juniors', 'masters'];
/** Entrants with a key of their own (made by the CLI), who edit their catches during the run. */
const editors = 4;
/** Weighed fish per entry: 300 x 34 = 10,200 (at least 10,000), and one more each to weigh during the run. */
const fishPerEntry = Math.ceil(10_000 / entries);
const binary = join(root, 'dist/catchd');
const dataDir = mkdtempSync(join(tmpdir(), 'catchd-bench-competitions-'));
const server = process.env.CATCHD_BENCH_POSTGRES_URL || null;
let databaseUrl: string | null = null;
if (server) {
  const admin = new SQL(server);
  await admin.unsafe('DROP DATABASE IF EXISTS catchd_bench_competitions WITH (FORCE)');
  await admin.unsafe('CREATE DATABASE catchd_bench_competitions');
  await admin.close();
  const url = new URL(server);
  url.pathname = '/catchd_bench_competitions';
  databaseUrl = url.toString();
}
const env = { CATCHD_DATA_DIR: dataDir, ...(databaseUrl ? { CATCHD_DATABASE_URL: databaseUrl } : {}) };

// The first start migrates and seeds the species; keys come from the CLI, as an operator makes them.
let running = await startServer([binary, 'serve'], env);
await running.stop();
/** A key holding every scope of `role` (the CLI makes the user). */
const keyFor = (email: string, role: string): string => {
  const run = Bun.spawnSync([binary, 'keys', 'create', '--email', email, '--scopes', 'all', '--role', role], {
    env: { ...process.env, ...env },
  });
  return run.stdout.toString().trim().split('\n').at(-1)!;
};
const adminKey = keyFor('admin@bench.test', 'admin');
const masterKey = keyFor('weigh@bench.test', 'verifier');
const db: Store = databaseUrl ? await PostgresStore.open(databaseUrl, { max: 2 }) : SqliteStore.open(join(dataDir, 'catchd.db'));
const masterId = (await db.get<{ id: string }>("SELECT id FROM users WHERE email = 'weigh@bench.test'"))!.id;
const species = await db.all<{ pk: number }>('SELECT pk FROM species ORDER BY pk LIMIT 12');

running = await startServer([binary, 'serve'], env);
const api = async (method: string, path: string, key: string, body?: unknown): Promise<Response> =>
  fetch(`${running.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const now = Math.floor(Date.now() / 1000);
const created = await api('POST', '/v1/competitions', adminKey, {
  name: 'Bench cup',
  starts_at: new Date((now - 3600) * 1000).toISOString(),
  ends_at: new Date((now + 86_400) * 1000).toISOString(),
  time_zone: 'UTC',
  entry: 'admin',
  weighmasters: [masterId],
  divisions,
  rules: { fish_bonus: 100, species_bonus: 500, default_max_count: 5 },
});
if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
const competitionId = ((await created.json()) as { id: string }).id;
await api('POST', `/v1/competitions/${competitionId}/publish`, adminKey);

// 300 divers, each entered, each with their share of the 10,000 fish, all weighed but the last of each.
const editorKeys = Array.from({ length: editors }, (_, i) => keyFor(`diver${i}@bench.test`, 'diver'));
const divers: string[] = (await db.all<{ id: string }>("SELECT id FROM users WHERE email LIKE 'diver%@bench.test' ORDER BY email")).map(
  (u) => u.id,
);
await db.transaction(async (tx) => {
  for (let i = editors; i < entries; i++) {
    const id = newId('usr');
    divers.push(id);
    await tx.run(
      "INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES (?, ?, ?, 'diver', ?, ?)",
      id,
      `diver${i}@bench.test`,
      `Diver ${i}`,
      now,
      now,
    );
  }
});
for (const [i, diver] of divers.entries()) {
  const entered = await api('POST', `/v1/competitions/${competitionId}/entries`, adminKey, {
    diver_id: diver,
    division: divisions[i % divisions.length],
  });
  if (entered.status !== 201) throw new Error(`entry: ${entered.status} ${await entered.text()}`);
}
const competitionPk = (await db.get<{ pk: number }>('SELECT pk FROM competitions WHERE id = ?', competitionId))!.pk;
const entryPks = new Map(
  (
    await db.all<{ user_id: string; entry_pk: number }>(
      'SELECT user_id, entry_pk FROM competition_members WHERE competition_pk = ?',
      competitionPk,
    )
  ).map((m) => [m.user_id, m.entry_pk]),
);
const unweighed: string[] = [];
/** Each editor's weighed catches, which they edit in turn. */
const editable: string[][] = Array.from({ length: editors }, () => []);
await db.transaction(async (tx) => {
  let n = 0;
  for (const diver of divers)
    for (let f = 0; f < fishPerEntry + 1; f++, n++) {
      const id = newId('catch');
      const lbs = 1 + ((n * 7919) % 4000) / 100;
      const caught = now - 3000 + (n % 2900);
      const { pk } = (await tx.get<{ pk: number }>(
        `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, dive_type, caught_at, time_zone, created_at, updated_at)
         VALUES (?, ?, ?, ?, 30, 'freedive', ?, 'UTC', ?, ?) RETURNING pk`,
        id,
        diver,
        species[n % species.length]!.pk,
        lbs,
        caught,
        caught,
        caught,
      ))!;
      if (f === fishPerEntry) unweighed.push(id);
      else {
        const editor = divers.indexOf(diver);
        if (editor < editors) editable[editor]!.push(id);
        await tx.run(
          `INSERT INTO competition_weigh_ins (id, competition_pk, catch_pk, entry_pk, catch_id, weight_kg, decision, weighed_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'accepted', ?, ?)`,
          newId('wgh'),
          competitionPk,
          pk,
          entryPks.get(diver)!,
          id,
          Math.round(lbs * 453.59237) / 1000,
          masterId,
          now,
        );
      }
    }
});
// What autovacuum does after a bulk load (here at once, not minutes later): visibility map and statistics.
if (databaseUrl) {
  const direct = new SQL(databaseUrl);
  for (const table of ['catches', 'competition_members', 'competition_weigh_ins']) await direct.unsafe(`VACUUM ANALYZE ${table}`);
  await direct.close();
}
const fish = (await db.get<{ n: number }>('SELECT count(*) AS n FROM competition_weigh_ins WHERE competition_pk = ?', competitionPk))!.n;

const timed = async (path: string): Promise<number> => {
  const started = performance.now();
  const response = await api('GET', path, adminKey);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
};
/** The reads, varied: each round asks for a different page, page size or division. */
const standingsPath = (i: number): string => {
  const perPage = [10, 25, 50, 100][i % 4]!;
  const query = new URLSearchParams({ per_page: String(perPage), page: String(1 + ((i >> 2) % Math.ceil(entries / perPage / 2))) });
  if (i % 3 === 0) query.set('division', divisions[(i >> 1) % divisions.length]!);
  return `/v1/competitions/${competitionId}/standings?${query}`;
};
/** Two rounds in three a weigh-in, the third an entrant's edit of the weight of one of their weighed catches. */
const write = async (i: number): Promise<void> => {
  const written =
    i % 3 === 2
      ? await api('PATCH', `/v1/catches/${editable[i % editors]![(i >> 2) % fishPerEntry]}`, editorKeys[i % editors]!, {
          weight_kg: 1 + (i % 37) / 10,
        })
      : await api('POST', `/v1/competitions/${competitionId}/weigh-ins`, masterKey, {
          catch_id: unweighed[i % unweighed.length],
          weight_kg: 1 + (i % 20) / 10,
          decision: 'accepted',
        });
  if (written.status !== 201 && written.status !== 200) throw new Error(`write ${i}: ${written.status} ${await written.text()}`);
};
const standings: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < rounds; i++) {
  await write(i);
  // Alternating: every other round measures the baseline, so both see the same state of the machine.
  if (i % 2 === 0) standings.push(await timed(standingsPath(i)));
  else baseline.push(await timed(`/v1/competitions/${competitionId}`));
}
// The live page, as a visitor sees it (the boards' area opened to visitors).
await setPublicAreas(db, ['leaderboards'], now);
const stream = await fetch(`${running.url}/competitions/${competitionId}/stream`);
if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
const reader = stream.body!.getReader();
let heard = '';
/** Resolves at the next "changed" the stream sends. */
const nextChange = async (): Promise<void> => {
  for (;;) {
    const at = heard.indexOf('event: changed');
    if (at >= 0) {
      heard = heard.slice(at + 1);
      return;
    }
    const chunk = await Promise.race([reader.read(), Bun.sleep(5000).then(() => null)]);
    if (chunk === null) throw new Error('live: no "changed" within 5 s');
    if (chunk.done) throw new Error('the stream ended');
    heard += new TextDecoder().decode(chunk.value);
  }
};
/** An entry's points as the standings fragment shows them (its row names the diver). */
const fragmentPoints = (html: string, diver: number): number | null => {
  const row = new RegExp(`>Diver ${diver}(?:<span[^>]*>[^<]*</span>)*</td><td class="num">(\\d+)</td>`).exec(html);
  return row ? Number(row[1]) : null;
};
const apiPoints = async (entryId: string): Promise<number> => {
  const all = (await (await api('GET', `/v1/competitions/${competitionId}/standings?per_page=100&page=1`, adminKey)).json()) as {
    data: { entry: { id: string }; points: number }[];
  };
  let found = all.data.find((s) => s.entry.id === entryId);
  for (let page = 2; !found && page <= 3; page++)
    found = (
      (await (await api('GET', `/v1/competitions/${competitionId}/standings?per_page=100&page=${page}`, adminKey)).json()) as typeof all
    ).data.find((s) => s.entry.id === entryId);
  return found!.points;
};
const entryIds = new Map(
  (
    await db.all<{ user_id: string; id: string }>(
      'SELECT m.user_id, e.id FROM competition_members m JOIN competition_entries e ON e.pk = m.entry_pk WHERE m.competition_pk = ?',
      competitionPk,
    )
  ).map((r) => [r.user_id, r.id]),
);
heard = '';
const lags: number[] = [];
const liveStarted = performance.now();
for (let i = 0; i < liveWeighIns; i++) {
  await Bun.sleep(Math.max(0, liveStarted + i * 1200 - performance.now()));
  // A fish weighed again at a weight of its own: the entry's points move with every weigh-in.
  const diver = editors + ((i * 7) % (entries - editors));
  const weighed = await api('POST', `/v1/competitions/${competitionId}/weigh-ins`, masterKey, {
    catch_id: unweighed[diver],
    weight_kg: 3 + i / 10,
    decision: 'accepted',
  });
  if (weighed.status !== 201) throw new Error(`live weigh-in: ${weighed.status} ${await weighed.text()}`);
  const answered = performance.now();
  const expected = await apiPoints(entryIds.get(divers[diver]!)!);
  // The page reads the fragment on each "changed" until it shows the weigh-in (one read, unless a change of an earlier write came first).
  for (;;) {
    await nextChange();
    const html = await (await fetch(`${running.url}/competitions/${competitionId}/standings-table`)).text();
    if (fragmentPoints(html, diver) === expected) break;
    if (performance.now() - answered > 5000) throw new Error(`live: weigh-in ${i} not shown after 5 s`);
  }
  lags.push(performance.now() - answered);
}
await reader.cancel();

await running.stop();
await db.close();
rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number): number => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;
const ms = (n: number): string => n.toFixed(2);
const s50 = percentile(standings, 0.5);
const b50 = percentile(baseline, 0.5);
console.log(
  JSON.stringify({
    engine: databaseUrl ? 'postgres' : 'sqlite',
    entries,
    fish,
    rounds,
    standings_p50_ms: ms(s50),
    standings_p90_ms: ms(percentile(standings, 0.9)),
    baseline_p50_ms: ms(b50),
    baseline_p90_ms: ms(percentile(baseline, 0.9)),
    ratio_p50: (s50 / b50).toFixed(2),
    live_weigh_ins: liveWeighIns,
    live_seconds: ((lags.length * 1200) / 1000).toFixed(0),
    live_lag_p50_ms: ms(percentile(lags, 0.5)),
    live_lag_max_ms: ms(Math.max(...lags)),
  }),
);
