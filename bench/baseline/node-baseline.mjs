// The baseline of bench/http.ts: GET /v1/catches as a Node developer would first write it —
// node:http, better-sqlite3, prepared statements, the indexes already in the database file,
// COUNT(*) for `total` — on the same data file and with the same answer shape as catchd
// (species, diver, latest verification, photos; other divers' coordinates rounded).
// Supports what the benchmark's URL pools ask: species_id, verification_tier, min_tier,
// dive_type, page, per_page. Usage: DB=<catchd.db> PORT=<port> node bench/baseline/node-baseline.mjs
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const db = new Database(process.env.DB, { readonly: true });
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 4294967296');

const tiers = ['unverified', 'bronze', 'silver', 'gold'];
const keyByHash = db.prepare(
  'SELECT k.user_id, k.revoked_at, u.role FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.secret_hash = ?',
);
const columns = `c.pk, c.id, c.diver_id, u.display_name, s.id AS species_id, s.common_name, s.scientific_name, c.weight_lbs, c.depth_ft,
  c.length_in, c.tier, c.dive_type, c.gear, c.lat, c.lon, c.location_name, c.notes, c.conditions, c.caught_at, c.created_at, c.updated_at,
  (SELECT json_object('id', v.id, 'tier', v.tier, 'previous_tier', v.previous_tier, 'verifier_id', v.verifier_id,
     'verifier_name', vu.display_name, 'note', v.note, 'evidence', json(v.evidence), 'created_at', v.created_at)
   FROM verifications v JOIN users vu ON vu.id = v.verifier_id WHERE v.catch_pk = c.pk ORDER BY v.pk DESC LIMIT 1) AS verification`;
const statements = new Map();
/** One prepared statement per distinct SQL text (the filters present decide the text). */
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};
const speciesByPublicId = db.prepare('SELECT pk FROM species WHERE id = ?');
const iso = (seconds) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const round1 = (n) => Math.round(n * 10) / 10;

function present(row, viewer, photos) {
  let location = null;
  if (row.lat !== null && row.lon !== null) {
    const exact = viewer.userId === row.diver_id || viewer.role === 'verifier' || viewer.role === 'admin';
    location = { lat: exact ? row.lat : round1(row.lat), lon: exact ? row.lon : round1(row.lon), precise: exact };
    if (row.location_name !== null) location.name = row.location_name;
  }
  let verification = null;
  if (row.verification !== null) {
    const v = JSON.parse(row.verification);
    if (v.tier === row.tier)
      verification = {
        id: v.id,
        tier: tiers[v.tier],
        previous_tier: tiers[v.previous_tier],
        verifier: { id: v.verifier_id, display_name: v.verifier_name },
        note: v.note,
        evidence: v.evidence,
        created_at: iso(v.created_at),
      };
  }
  return {
    id: row.id,
    object: 'catch',
    species: row.common_name,
    weight_lbs: row.weight_lbs,
    depth_ft: row.depth_ft,
    verification_tier: tiers[row.tier],
    created_at: iso(row.created_at),
    species_id: row.species_id,
    scientific_name: row.scientific_name,
    caught_at: iso(row.caught_at),
    updated_at: iso(row.updated_at),
    diver: { id: row.diver_id, display_name: row.display_name },
    location,
    length_in: row.length_in,
    notes: row.notes,
    photos,
    dive_type: row.dive_type,
    gear: row.gear,
    conditions: row.conditions === null ? null : JSON.parse(row.conditions),
    verification,
  };
}

function list(viewer, query) {
  const where = [];
  const params = [];
  if (query.has('species_id')) {
    where.push('c.species_pk = ?');
    params.push(speciesByPublicId.get(query.get('species_id'))?.pk ?? -1);
  }
  let allowed = [0, 1, 2, 3];
  if (query.has('verification_tier')) {
    const named = query.get('verification_tier').split(',');
    allowed = allowed.filter((n) => named.includes(tiers[n]));
  }
  if (query.has('min_tier')) allowed = allowed.filter((n) => n >= tiers.indexOf(query.get('min_tier')));
  if (allowed.length < 4) where.push(allowed.length ? `c.tier IN (${allowed.join(',')})` : '0');
  if (query.has('dive_type')) {
    where.push('c.dive_type = ?');
    params.push(query.get('dive_type'));
  }
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? 20)));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = prepared(
    `SELECT ${columns} FROM catches c JOIN species s ON s.pk = c.species_pk JOIN users u ON u.id = c.diver_id ${whereSql}
     ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, perPage + 1, (page - 1) * perPage);
  const total = prepared(`SELECT count(*) AS n FROM catches c ${whereSql}`).get(...params).n;
  const hasMore = rows.length > perPage;
  const shown = hasMore ? rows.slice(0, perPage) : rows;
  const photos = new Map();
  if (shown.length > 0) {
    const photoRows = prepared(
      `SELECT catch_pk, id, content_type, width, height FROM photos WHERE catch_pk IN (${shown.map(() => '?').join(',')}) ORDER BY pk`,
    ).all(...shown.map((r) => r.pk));
    for (const p of photoRows) {
      if (!photos.has(p.catch_pk)) photos.set(p.catch_pk, []);
      photos.get(p.catch_pk).push({ id: p.id, url: `/v1/photos/${p.id}`, content_type: p.content_type, width: p.width, height: p.height });
    }
  }
  return {
    object: 'list',
    data: shown.map((row) => present(row, viewer, photos.get(row.pk) ?? [])),
    total,
    page,
    per_page: perPage,
    has_more: hasMore,
  };
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/healthz') return send(response, 200, { status: 'ok' });
  if (url.pathname !== '/v1/catches' || request.method !== 'GET') return send(response, 404, { title: 'Not found' });
  const credential = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const key = credential && keyByHash.get(createHash('sha256').update(credential).digest('hex'));
  if (!key || key.revoked_at !== null) return send(response, 401, { title: 'Unauthenticated' });
  send(response, 200, list({ userId: key.user_id, role: key.role }, url.searchParams));
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
