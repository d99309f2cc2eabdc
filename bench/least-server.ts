// The least server for the list benchmark's requests: what any implementation of
// `GET /v1/catches?species_id=…&<filter>&per_page=…&page=…` and `POST /v1/catches` in this stack
// must do at the very least, and nothing more. A page: its rows in one statement (every column
// of the table), their latest verifications and photos, the total from the counter table, and
// JSON.stringify of the rows as read. A create: one INSERT (the schema's triggers keep the
// counters, boards and search index), committed in groups per turn of the event loop, and never
// copied back from the WAL (no checkpoints). No
// validation, no privacy, no presentation, no events, no logs; the credential is compared as a
// string. Its requests per second bound what catchd can reach on the same requests
// (bench/least.ts measures both beside the ceiling).
// Usage: DB=<catchd.db> PORT=<port> KEY=<bearer token> [FRAMEWORK=elysia|none] bun bench/least-server.ts
import { Database } from 'bun:sqlite';
import { Elysia } from 'elysia';
import { newId } from '../src/lib/ids';

const db = new Database(process.env.DB!, { strict: true });
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = NORMAL');
db.exec('PRAGMA busy_timeout = 5000');
db.exec('PRAGMA cache_size = -8192');
// Unmapped, as catchd (the resident-memory target); MMAP_BYTES maps the file to show what that would change.
db.exec(`PRAGMA mmap_size = ${Number(process.env.MMAP_BYTES ?? 0)}`);
// No checkpoint at all while it runs (the WAL only grows): less work than any server can do for long.
db.exec('PRAGMA wal_autocheckpoint = 0');
const authorization = `Bearer ${process.env.KEY}`;

const speciesPk = new Map(
  db
    .query<{ id: string; pk: number }, []>('SELECT id, pk FROM species')
    .all()
    .map((s) => [s.id, s.pk]),
);
const tierNames = ['unverified', 'bronze', 'silver', 'gold'];
const statements = new Map<string, ReturnType<Database['query']>>();
const prepared = (sql: string) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.query(sql);
    statements.set(sql, statement);
  }
  return statement;
};
const inList = (n: number): string => `(${Array(n).fill('?').join(',')})`;

/** The tiers a request keeps (null: all), from verification_tier and min_tier. */
function tierSet(query: URLSearchParams): number[] | null {
  let kept = [0, 1, 2, 3];
  const named = query.get('verification_tier');
  if (named !== null) kept = kept.filter((n) => named.split(',').includes(tierNames[n]));
  const min = query.get('min_tier');
  if (min !== null) kept = kept.filter((n) => n >= tierNames.indexOf(min));
  return kept.length === 4 ? null : kept;
}

function page(query: URLSearchParams): string {
  const species = speciesPk.get(query.get('species_id') ?? '') ?? -1;
  const perPage = Number(query.get('per_page') ?? 20);
  const pageNumber = Number(query.get('page') ?? 1);
  const tiers = tierSet(query);
  const diveType = query.get('dive_type');
  const where = ['species_pk = ?', ...(tiers ? [`tier IN (${tiers.join(',')})`] : []), ...(diveType ? ['dive_type = ?'] : [])].join(
    ' AND ',
  );
  const params: (string | number)[] = diveType ? [species, diveType] : [species];
  const rows = prepared(
    `SELECT pk, id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear, lat, lon, location_name, notes,
       conditions, external_id, caught_at, created_at, updated_at
     FROM catches WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, perPage + 1, (pageNumber - 1) * perPage) as { pk: number }[];
  const shown = rows.slice(0, perPage);
  const pks = shown.map((row) => row.pk);
  const verifications = pks.length
    ? prepared(
        `SELECT catch_pk, id, tier, verifier_id, note, evidence, created_at FROM verifications WHERE catch_pk IN ${inList(pks.length)} ORDER BY pk`,
      ).all(...pks)
    : [];
  const photos = pks.length
    ? prepared(`SELECT catch_pk, id, content_type, width, height FROM photos WHERE catch_pk IN ${inList(pks.length)} ORDER BY pk`).all(
        ...pks,
      )
    : [];
  const total = (prepared(`SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_species WHERE ${where}`).get(...params) as { n: number }).n;
  return JSON.stringify({
    object: 'list',
    data: shown,
    verifications,
    photos,
    total,
    page: pageNumber,
    per_page: perPage,
    has_more: rows.length > perPage,
  });
}

const diverId = db.query<{ id: string }, []>('SELECT id FROM users ORDER BY created_at LIMIT 1').get()!.id;
const insert = db.query(
  `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear, lat, lon, location_name, notes,
     conditions, external_id, caught_at, time_zone, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, NULL, 0, 'freedive', ?, ?, ?, NULL, ?, NULL, NULL, ?, 'UTC', ?, ?)`,
);
const speciesByName = db.query<{ pk: number }, [string]>('SELECT pk FROM species WHERE common_name = ? COLLATE NOCASE');
interface Body {
  species: string;
  weight_lbs: number;
  depth_ft: number;
  gear: string;
  notes: string;
  location: { lat: number; lon: number };
}
const queue: { body: Body; done: (id: string) => void }[] = [];

/** Every create asked for in this turn of the event loop, in one transaction. */
function commitQueued(): void {
  const batch = queue.splice(0);
  const now = Math.floor(Date.now() / 1000);
  db.exec('BEGIN IMMEDIATE');
  const ids = batch.map(({ body }) => {
    // catchd's own id shape: the catches it adds stay valid cursors for the benchmarks after it.
    const id = newId('catch');
    const species = speciesByName.get(body.species)?.pk ?? 1;
    insert.run(
      id,
      diverId,
      species,
      body.weight_lbs,
      body.depth_ft,
      body.gear,
      body.location.lat,
      body.location.lon,
      body.notes,
      now,
      now,
      now,
    );
    return id;
  });
  db.exec('COMMIT');
  batch.forEach(({ done }, i) => {
    done(ids[i]);
  });
}

function create(body: Body): Promise<string> {
  return new Promise((done) => {
    if (queue.push({ body, done }) === 1) setImmediate(commitQueued);
  });
}

const json = { 'content-type': 'application/json' };
const port = Number(process.env.PORT ?? 4001);
if (process.env.FRAMEWORK === 'none') {
  Bun.serve({
    port,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/healthz') return new Response('ok');
      if (request.headers.get('authorization') !== authorization) return new Response(null, { status: 401 });
      if (request.method === 'POST')
        return new Response(JSON.stringify({ id: await create((await request.json()) as Body) }), { status: 201, headers: json });
      return new Response(page(url.searchParams), { headers: json });
    },
  });
} else {
  new Elysia()
    .get('/healthz', () => 'ok')
    .onBeforeHandle(({ request }) => {
      if (request.headers.get('authorization') !== authorization) return new Response(null, { status: 401 });
    })
    .get('/v1/catches', ({ request }) => new Response(page(new URL(request.url).searchParams), { headers: json }))
    .post(
      '/v1/catches',
      async ({ body }) => new Response(JSON.stringify({ id: await create(body as Body) }), { status: 201, headers: json }),
    )
    .listen({ port, hostname: '127.0.0.1' });
}
