// Charts over the imported catches of bench/run.sh (1M by default): the club's statistics
// (GET /v1/stats/catches without filters: every catch) and one diver's, each
//   - cold: computed afresh, right after a commit (which every remembered answer ends with),
//   - warm: remembered until the next commit, as every read after the first,
// and the SVG of the season's columns and the weight histogram drawn from them. Each as a
// median in ms, with its ratio to a baseline measured in the same run: one plain scan of
// every catch (count and sum), the least any picture of all the catches costs. The club's
// and the season's are read from the chart totals (stats/totals.ts); the same with
// min_weight_lbs=0 (every catch, but a filter the totals are not kept by) sums the catches
// instead, and must give the same answer.
// Usage: bun bench/charts.ts <data dir> [rounds=5]
// With CATCHD_DATABASE_URL set, it reads that PostgreSQL database instead (bench/run-postgres.sh).
import { join, resolve } from 'node:path';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import type { Store } from '../src/db/store';
import { catchStats, weightStats, type CatchStats } from '../src/modules/stats/service';
import { yearFilters } from '../src/modules/stats/pages';
import { ColumnChart } from '../src/web/charts/columns';
import { Histogram } from '../src/web/charts/histogram';
import { median } from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const rounds = Number(process.argv[3] ?? 5);
const databaseUrl = process.env.CATCHD_DATABASE_URL || null;
const db: Store = databaseUrl ? await PostgresStore.open(databaseUrl, { max: 2 }) : SqliteStore.open(join(dataDir, 'catchd.db'));
const admin = { userId: 'usr_bench', role: 'admin' as const, scopes: [] };
const catches = Number((await db.get<{ n: number }>('SELECT count(*) AS n FROM catches'))!.n);
/** The year most catches were caught in: the club page's season. */
const season = Number(
  (await db.get<{ m: string | null }>(`SELECT ${db.dialect.utcMonth('max(caught_at)')} AS m FROM catches`))?.m?.slice(0, 4) ?? 2026,
);
const commonest = (await db.get<{ id: string }>(
  'SELECT s.id FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY sum(c.n) DESC LIMIT 1',
))!.id;
const busiest = (await db.get<{ diver_id: string }>(
  'SELECT diver_id FROM catch_counts_by_diver GROUP BY diver_id ORDER BY sum(n) DESC LIMIT 1',
))!.diver_id;

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The median of `rounds` runs. */
async function measure(run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) times.push(await timed(run));
  return median(times);
}

/** The season's columns and the weight histogram, as the pages draw them. */
function draw(stats: CatchStats): number {
  const columns = ColumnChart({
    id: 'catches-by-month',
    title: 'Catches by month',
    summary: '',
    locale: 'en',
    columns: stats.by_month.map((m) => ({ label: m.month, value: m.catches })),
    format: String,
    table: { head: ['Month', 'Catches'], rows: stats.by_month.map((m) => [m.month, String(m.catches)]) },
  });
  const histogram = Histogram({
    id: 'weights',
    title: 'Weights',
    summary: '',
    bins: stats.weights.map((b) => ({ from: b.from_lbs, to: b.to_lbs, count: b.catches })),
    markers: [{ value: stats.by_species[0]?.heaviest_lbs ?? 0, label: 'record' }],
    locale: 'en',
    format: String,
    formatCount: String,
    table: { head: ['Weight', 'Catches'], rows: stats.weights.map((b) => [String(b.from_lbs), String(b.catches)]) },
  });
  return columns.value.length + histogram.value.length;
}

/** A commit that changes nothing: the remembered answers of the older version are dropped. */
const commit = (): Promise<unknown> => db.transaction((tx) => tx.run('UPDATE catches SET updated_at = updated_at WHERE pk = 1'));

/** `read` right after a commit; the commit's own time is not counted. */
async function cold(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await commit();
    times.push(await timed(read));
  }
  return median(times);
}

const baseline = await measure(() => db.get('SELECT count(*) AS n, sum(weight_lbs) AS w FROM catches'));
const clubCold = await cold(async () => draw(await catchStats(db, admin, {})));
const clubWarm = await measure(async () => draw(await catchStats(db, admin, {})));
const seasonCold = await cold(async () => draw(await catchStats(db, admin, yearFilters(season))));
const speciesCold = await cold(async () => {
  const { weights } = await weightStats(db, admin, { species_id: commonest });
  return draw({ total: { catches: 0, weight_lbs: 0, divers: 0 }, by_month: [], by_species: [], weights, bests: [] });
});
const diverCold = await cold(async () => draw(await catchStats(db, admin, { diver_id: busiest })));
/** Every catch weighs more than 0 lb: the same catches, summed from the catches. */
const fromCatches = { min_weight_lbs: 0 };
const clubScanCold = await cold(async () => draw(await catchStats(db, admin, fromCatches)));
const seasonScanCold = await cold(async () => draw(await catchStats(db, admin, { ...yearFilters(season), ...fromCatches })));
for (const [name, query] of [
  ['club', {}],
  ['season', yearFilters(season)],
] as const)
  if (!Bun.deepEquals(await catchStats(db, admin, query), await catchStats(db, admin, { ...query, ...fromCatches })))
    throw new Error(`the ${name}'s statistics from the totals differ from those of the catches`);
const clubStats = await catchStats(db, admin, {});
const drawOnly = await measure(() => draw(clubStats));

const line = (name: string, ms: number): string =>
  `${name.padEnd(40)} ${ms.toFixed(2).padStart(9)} ms  ${(ms / baseline).toFixed(2)}× baseline`;
console.log(`${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${catches.toLocaleString('en')} catches, medians of ${rounds}`);
console.log(line('baseline: count and sum of every catch', baseline));
console.log(line('club stats + SVG, cold', clubCold));
console.log(line('club stats + SVG, warm (remembered)', clubWarm));
console.log(line(`club's ${season} season + SVG, cold (/stats)`, seasonCold));
console.log(line("commonest species' weights + SVG, cold", speciesCold));
console.log(line(`busiest diver's stats + SVG, cold`, diverCold));
console.log(line('club stats + SVG from catches, cold', clubScanCold));
console.log(line(`club's ${season} season from catches, cold`, seasonScanCold));
console.log(line('SVG alone (columns + histogram)', drawOnly));
await db.close();
