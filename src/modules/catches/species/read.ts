// Reading species for the API: search and filters, the public shape with attribution of
// every value (the data's licences require it), and records computed from catches.
import type { Sql, Store } from '../../../db/store';
import { cacheCounts } from '../../../lib/cache-stats';
import { searchKey } from '../../../lib/text';
import { toIso } from '../../../lib/time';
import { ownValue } from '../../../lib/records';
import type { Viewer } from '../../../identity/person';
import { findCatches, photosFor } from '../read';
import { presentCatch, type CatchView } from '../present';
import { kgPerLb } from '../../../lib/units';
import { sourceLicences } from './csv';
import { speciesColumns, type SpeciesRow } from './service';
import { rememberForVersion } from '../../../lib/remember';

export interface Attribution {
  source: string;
  licence: string | null;
  url: string | null;
}

interface NameView extends Attribution {
  name: string;
  lang: string;
  primary: boolean;
}

interface SpeciesView {
  id: string;
  object: 'species';
  common_name: string;
  common_names: NameView[];
  scientific_name: string;
  scientific_name_authority: string | null;
  family: string | null;
  order: string | null;
  target_group: string | null;
  special_category: string | null;
  region_tags: string[];
  max_length_cm: number | null;
  worms_aphia_id: number | null;
  fao_code: string | null;
  isscaap_group: string | null;
  catch_count: number;
  attribution: {
    common_name: Attribution[];
    taxonomy: Attribution[];
    worms_aphia_id: Attribution[];
    region_tags: Attribution[];
    max_length_cm: Attribution[];
    records: Attribution[];
  };
  created_at: string;
  updated_at: string;
}

interface SpeciesPhotoView {
  id: string;
  url: string;
  license: string | null;
  author: string | null;
  content_type: string;
  width: number;
  height: number;
}

type ReferenceRecordView = Omit<RecordRow, 'species_pk'> & { weight_lbs: number; licence: string | null };

interface SpeciesRecords {
  heaviest: { bronze: CatchView | null; silver: CatchView | null; gold: CatchView | null };
  deepest: CatchView | null;
  catch_count: number;
  reference: ReferenceRecordView[];
}

export interface SpeciesDetail extends SpeciesView {
  photos: SpeciesPhotoView[];
  records: SpeciesRecords;
}

/** Where a value says where it came from: `a;b` lists of source ids, or one id with a page. */
function attributionsOf(sources: string | null, url: string | null = null, licence: string | null = null): Attribution[] {
  if (!sources) return [];
  return sources
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((source) => ({ source, licence: licence ?? ownValue(sourceLicences, source) ?? null, url }));
}

/** IUSA, IBSRC, ...: record facts are attributed to the organisation that keeps them. */
function recordSourceId(organisation: string | null): string | null {
  return organisation ? `${organisation.toLowerCase()}_records` : null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

interface NameRow {
  species_pk: number;
  name: string;
  lang: string;
  source: string | null;
  licence: string | null;
  source_url: string | null;
  is_primary: number;
}

interface RecordRow {
  species_pk: number;
  weight_kg: number;
  holder: string | null;
  date: string | null;
  place: string | null;
  category: string | null;
  organisation: string | null;
  source: string | null;
}

function byPk<T extends { species_pk: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.species_pk, [...(map.get(row.species_pk) ?? []), row]);
  return map;
}

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(',');

async function namesOf(db: Sql, pks: number[]): Promise<Map<number, NameRow[]>> {
  return byPk(
    await db.all<NameRow>(
      `SELECT species_pk, name, lang, source, licence, source_url, is_primary FROM species_names WHERE species_pk IN (${placeholders(pks.length)}) ORDER BY pk`,
      ...pks,
    ),
  );
}

async function referenceRecordsOf(db: Sql, pks: number[]): Promise<Map<number, RecordRow[]>> {
  return byPk(
    await db.all<RecordRow>(
      `SELECT species_pk, weight_kg, holder, date, place, category, organisation, source FROM species_reference_records
       WHERE species_pk IN (${placeholders(pks.length)}) ORDER BY weight_kg DESC, pk`,
      ...pks,
    ),
  );
}

/** Catches per species (of `pks`, or of every species): the counter table, not the catches. */
async function catchCounts(db: Sql, pks: number[] | null): Promise<Map<number, number>> {
  const rows =
    pks === null
      ? await db.all<{ species_pk: number; n: number }>(
          `SELECT species_pk, sum(n) AS n FROM ${db.dialect.counters('catch_counts_by_species')} GROUP BY species_pk`,
        )
      : await db.all<{ species_pk: number; n: number }>(
          `SELECT species_pk, sum(n) AS n FROM ${db.dialect.counters('catch_counts_by_species')} WHERE species_pk IN (${placeholders(pks.length)}) GROUP BY species_pk`,
          ...pks,
        );
  return new Map(rows.map((r) => [r.species_pk, r.n]));
}

/** Species rows in the API's shape (catch_count 0: counts are live, added per answer). */
async function presentSpecies(db: Sql, rows: SpeciesRow[]): Promise<SpeciesView[]> {
  if (rows.length === 0) return [];
  const pks = rows.map((r) => r.pk);
  const [names, records] = await Promise.all([namesOf(db, pks), referenceRecordsOf(db, pks)]);
  return rows.map((row) => {
    const organisations = [
      ...new Set((records.get(row.pk) ?? []).map((r) => recordSourceId(r.organisation)).filter((o): o is string => o !== null)),
    ];
    return {
      id: row.id,
      object: 'species' as const,
      common_name: row.commonName,
      common_names: (names.get(row.pk) ?? []).map((n) => ({
        name: n.name,
        lang: n.lang,
        primary: n.is_primary === 1,
        source: n.source ?? 'unknown',
        licence: n.licence,
        url: n.source_url,
      })),
      scientific_name: row.scientificName,
      scientific_name_authority: row.scientificNameAuthority,
      family: row.family,
      order: row.order,
      target_group: row.targetGroup,
      special_category: row.specialCategory,
      region_tags: row.regionTags ? row.regionTags.split(';').filter(Boolean) : [],
      max_length_cm: row.maxLengthCm,
      worms_aphia_id: row.wormsAphiaId,
      fao_code: row.faoAsfisCode,
      isscaap_group: row.isscaapGroup,
      catch_count: 0,
      attribution: {
        common_name: attributionsOf(row.commonNameSource, row.commonNameSourceUrl, row.commonNameLicence),
        taxonomy: attributionsOf(row.taxonomySource),
        worms_aphia_id: row.wormsAphiaId === null ? [] : attributionsOf(row.aphiaIdSource),
        region_tags: row.regionTags ? attributionsOf(row.regionSource) : [],
        max_length_cm: row.maxLengthCm === null ? [] : attributionsOf(row.maxLengthSource),
        records: organisations.flatMap((o) => attributionsOf(o)),
      },
      created_at: toIso(row.createdAt),
      updated_at: toIso(row.updatedAt),
    };
  });
}

// ---------------------------------------------------------------- catalogue and search

interface CatalogEntry {
  row: SpeciesRow;
  view: SpeciesView;
  /** `view` as JSON without catch_count and the closing brace: list answers are assembled from it. */
  json: string;
  /** Common names and the scientific name (lang `la`): folded key, and its words as ` a b `. */
  names: { name: string; lang: string; key: string; words: string }[];
  /** Every word of every name as ` a b c ` (what FTS would index): one substring test per word. */
  words: string;
  commonKey: string;
  family: string;
  targetGroup: string;
}

interface Catalog {
  version: number;
  entries: CatalogEntry[];
  byPk: Map<number, CatalogEntry>;
  /** The species having a word that starts with this 1–4 letter prefix (like FTS5 prefix='2 3 4'). */
  byPrefix: Map<string, CatalogEntry[]>;
}

const maxPrefix = 4;

function prefixIndex(entries: CatalogEntry[]): Map<string, CatalogEntry[]> {
  const index = new Map<string, CatalogEntry[]>();
  for (const entry of entries) {
    const prefixes = new Set(
      wordsOf(entry.words).flatMap((w) => Array.from({ length: Math.min(w.length, maxPrefix) }, (_, i) => w.slice(0, i + 1))),
    );
    for (const prefix of prefixes) index.set(prefix, [...(index.get(prefix) ?? []), entry]);
  }
  return index;
}

/**
 * Every species, presented once, kept per store until `species_catalog_version.species`
 * moves (triggers bump it on any change to species, names or reference records, from any
 * process). About 600 species × a few names: searching them in memory beats any query.
 */
const catalogs = new WeakMap<Store, Promise<Catalog>>();
const catalogCounts = cacheCounts('species_catalog');

interface CatalogVersions {
  species: number;
  catch_counts: number;
}

/** The last versions read outside a transaction, and the store version they were read at. */
const versionReads = new WeakMap<Store, { at: string; versions: CatalogVersions }>();

/**
 * species_catalog_version as `db` sees it. Outside a transaction it is read again only when
 * the store's version moves (any commit): type-ahead asks on every keystroke.
 */
async function catalogVersion(db: Sql): Promise<CatalogVersions> {
  const read = (): Promise<CatalogVersions> =>
    db.get<CatalogVersions>('SELECT species, catch_counts FROM species_catalog_version WHERE id = 1').then((row) => row!);
  if (db !== db.store) return read();
  const at = await db.store.version();
  const last = versionReads.get(db.store);
  if (last?.at === at) return last.versions;
  const versions = await read();
  versionReads.set(db.store, { at, versions });
  return versions;
}

const wordsOf = (key: string): string[] => key.match(/[\p{L}\p{N}]+/gu) ?? [];
const spaced = (words: string[]): string => ` ${words.join(' ')} `;

/**
 * The catalogue at `version` (read when not given). Kept per store; a transaction may use the
 * kept one but never keeps its own (its writes may yet roll back). Concurrent first reads
 * share one build.
 */
export async function speciesCatalog(db: Sql, version?: number): Promise<Catalog> {
  const wanted = version ?? (await catalogVersion(db)).species;
  const cached = catalogs.get(db.store);
  if (cached) {
    const catalog = await cached;
    if (catalog.version === wanted) {
      catalogCounts.hits++;
      return catalog;
    }
  }
  catalogCounts.misses++;
  const building = buildCatalog(db, wanted);
  if (db === db.store) {
    catalogs.set(db.store, building);
    building.catch(() => catalogs.get(db.store) === building && catalogs.delete(db.store));
  }
  return building;
}

async function buildCatalog(db: Sql, version: number): Promise<Catalog> {
  const rows = await db.all<SpeciesRow>(`SELECT ${speciesColumns} FROM species ORDER BY pk`);
  const views = await presentSpecies(db, rows);
  const entries = rows.map((row, i): CatalogEntry => {
    const view = views[i];
    const { catch_count: _count, ...rest } = view;
    const names = [
      ...view.common_names.map((n) => ({ name: n.name, lang: n.lang, key: searchKey(n.name) })),
      { name: row.scientificName, lang: 'la', key: row.nameKey },
    ].map((n) => ({ ...n, words: spaced(wordsOf(n.key)) }));
    return {
      row,
      view,
      json: JSON.stringify(rest).slice(0, -1),
      names,
      words: spaced([...new Set(names.flatMap((n) => wordsOf(n.key)))]),
      commonKey: row.commonName.toLowerCase(),
      family: (row.family ?? '').toLowerCase(),
      targetGroup: (row.targetGroup ?? '').toLowerCase(),
    };
  });
  return { version, entries, byPk: new Map(entries.map((e) => [e.row.pk, e])), byPrefix: prefixIndex(entries) };
}

/** The name in `lang` among a species' names, unless its primary name (`common_name`) is already in `lang`. */
export function localName(names: readonly NameView[], lang: string): string | undefined {
  if (names.some((n) => n.primary && n.lang === lang)) return undefined;
  return names.find((n) => n.lang === lang)?.name;
}

/** Each catalogue's names in one language, by species id: built once per catalogue and language. */
const namesInLanguage = new WeakMap<Catalog, Map<string, Map<string, string>>>();

/**
 * Each species' name in `lang` (a page's language) by species id, for the species whose names
 * hold one; pages show the English name of the others.
 */
export async function speciesNamesIn(db: Sql, lang: string): Promise<Map<string, string>> {
  const catalog = await speciesCatalog(db);
  const languages = namesInLanguage.get(catalog) ?? new Map<string, Map<string, string>>();
  namesInLanguage.set(catalog, languages);
  let names = languages.get(lang);
  if (!names) {
    names = new Map();
    for (const { view } of catalog.entries) {
      const own = localName(view.common_names, lang);
      if (own) names.set(view.id, own);
    }
    languages.set(lang, names);
  }
  return names;
}

/** Every species as `[common name, scientific name, ...its other names in every language]`: what a phone keeps for the type-ahead offline. */
export interface SpeciesNames {
  version: number;
  names: string[][];
}

export async function speciesNames(db: Sql): Promise<SpeciesNames> {
  const catalog = await speciesCatalog(db);
  return {
    version: catalog.version,
    names: catalog.entries.map((entry) => {
      const first = [entry.view.common_name, entry.view.scientific_name];
      return [...first, ...new Set(entry.names.map((n) => n.name).filter((name) => !first.includes(name)))];
    }),
  };
}

export const speciesSorts = [
  'relevance',
  'common_name',
  '-common_name',
  'scientific_name',
  '-scientific_name',
  'catch_count',
  '-catch_count',
] as const;
type SpeciesSort = (typeof speciesSorts)[number];

interface SpeciesQuery {
  q?: string;
  family?: string;
  region?: string;
  target_group?: string;
  sort?: SpeciesSort;
  page?: number;
  per_page?: number;
}

interface Hit {
  entry: CatalogEntry;
  /** 0 a name equals q, 1 a name starts with q, 2 q's words are words of the names. */
  rank: number;
  match: { name: string; lang: string } | null;
  count: number;
}

/**
 * Like an FTS5 query of every word of q, the last one as a prefix: each earlier word is a
 * word of some name, the last one starts a word. Null when the species does not match.
 */
function matchEntry(entry: CatalogEntry, key: string, words: string[]): Omit<Hit, 'count'> | null {
  const last = ` ${words[words.length - 1]}`;
  if (!entry.words.includes(last)) return null;
  for (let i = 0; i < words.length - 1; i++) if (!entry.words.includes(` ${words[i]} `)) return null;
  let best: { name: string; lang: string; rank: number } | null = null;
  for (const n of entry.names) {
    const rank = n.key === key ? 0 : n.key.startsWith(key) ? 1 : n.words.includes(last) ? 2 : 3;
    if (rank < 3 && (best === null || rank < best.rank)) best = { name: n.name, lang: n.lang, rank };
  }
  return { entry, rank: best?.rank ?? 2, match: best && { name: best.name, lang: best.lang } };
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const comparators: Record<SpeciesSort, (a: Hit, b: Hit) => number> = {
  relevance: (a, b) =>
    a.rank - b.rank || b.count - a.count || byText(a.entry.commonKey, b.entry.commonKey) || a.entry.row.pk - b.entry.row.pk,
  common_name: (a, b) => byText(a.entry.commonKey, b.entry.commonKey) || a.entry.row.pk - b.entry.row.pk,
  '-common_name': (a, b) => byText(b.entry.commonKey, a.entry.commonKey) || b.entry.row.pk - a.entry.row.pk,
  scientific_name: (a, b) => byText(a.entry.row.scientificName, b.entry.row.scientificName),
  '-scientific_name': (a, b) => byText(b.entry.row.scientificName, a.entry.row.scientificName),
  catch_count: (a, b) => a.count - b.count || comparators.common_name(a, b),
  '-catch_count': (a, b) => b.count - a.count || comparators.common_name(a, b),
};

export interface SpeciesPage {
  hits: Hit[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * `q` finds species whose scientific name or any common name has the words typed, the last
 * one as a prefix, case and accents ignored. Relevance: a name equal to `q` (0) before a
 * name that starts with it (1) before one holding it further on (2); then how often the
 * species is caught; then the English name.
 */
export async function searchSpecies(db: Sql, query: SpeciesQuery, speciesVersion?: number): Promise<SpeciesPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const catalog = await speciesCatalog(db, speciesVersion);
  const key = query.q ? searchKey(query.q) : '';
  const words = wordsOf(key);
  if (query.q && words.length === 0) return { hits: [], total: 0, page, perPage };
  const family = query.family?.toLowerCase();
  const targetGroup = query.target_group?.toLowerCase();
  const hits: Hit[] = [];
  const last = words[words.length - 1];
  const candidates = query.q ? (catalog.byPrefix.get(last.slice(0, maxPrefix)) ?? []) : catalog.entries;
  for (const entry of candidates) {
    if (family !== undefined && entry.family !== family) continue;
    if (targetGroup !== undefined && entry.targetGroup !== targetGroup) continue;
    if (query.region !== undefined && !entry.view.region_tags.includes(query.region)) continue;
    const hit = query.q ? matchEntry(entry, key, words) : { entry, rank: 0, match: null };
    if (hit) hits.push({ ...hit, count: 0 });
  }
  const counts = await catchCounts(db, hits.length === catalog.entries.length ? null : hits.map((h) => h.entry.row.pk));
  for (const hit of hits) hit.count = counts.get(hit.entry.row.pk) ?? 0;
  hits.sort(comparators[query.sort ?? 'relevance']);
  return { hits: hits.slice((page - 1) * perPage, page * perPage), total: hits.length, page, perPage };
}

/** The list answer as JSON text, assembled from the catalogue's pre-serialized species. */
function speciesListJson(result: SpeciesPage): string {
  const items = result.hits.map(
    (hit) => `${hit.entry.json},"catch_count":${hit.count}${hit.match ? `,"matched_name":${JSON.stringify(hit.match)}` : ''}}`,
  );
  const hasMore = result.page * result.perPage < result.total;
  return `{"object":"list","data":[${items.join(',')}],"total":${result.total},"page":${result.page},"per_page":${result.perPage},"has_more":${hasMore}}`;
}

interface ListCache {
  /** The catalogue and catch-count versions the answers were computed at. */
  version: string;
  answers: Map<string, Uint8Array<ArrayBuffer>>;
  bytes: number;
}

/** Type-ahead asks the same few prefixes again and again; this bounds what they may pin. */
const listCacheBytes = 8 * 1024 * 1024;
const listCaches = new WeakMap<Store, ListCache>();
const listCounts = cacheCounts('species_lists');
const utf8 = new TextEncoder();

/**
 * The list answer (UTF-8 JSON) for a query. Answers are the same for every viewer (no
 * locations in them), so they are kept until a species or a catch count changes: both
 * versions move in the writing transaction, and are read again whenever the store's version
 * moves (at once for this process's commits, from the next turn of the event loop for other
 * processes'). Least recently used answers go first.
 */
export async function speciesListBody(db: Sql, query: SpeciesQuery): Promise<Uint8Array<ArrayBuffer>> {
  const versions = await catalogVersion(db);
  // A transaction's answer is not kept: its writes may yet roll back.
  if (db !== db.store) return utf8.encode(speciesListJson(await searchSpecies(db, query, versions.species)));
  const store = db.store;
  // PostgreSQL also counts the catches pending in catch_deltas, which move no version of
  // theirs: there an answer is kept for one store version (any commit) instead.
  const counts = db.dialect.pendingCatches === null ? versions.catch_counts : await store.version();
  const version = `${versions.species}:${counts}`;
  const cache = rememberForVersion(listCaches, store, version, () => ({ version, answers: new Map(), bytes: 0 }));
  const key = JSON.stringify([
    query.q === undefined ? null : searchKey(query.q),
    query.family?.toLowerCase() ?? null,
    query.region ?? null,
    query.target_group?.toLowerCase() ?? null,
    query.sort ?? 'relevance',
    query.page ?? 1,
    query.per_page ?? 20,
  ]);
  const hit = cache.answers.get(key);
  if (hit) {
    listCounts.hits++;
    cache.answers.delete(key); // re-inserted last: Map order is the recency order
    cache.answers.set(key, hit);
    return hit;
  }
  listCounts.misses++;
  const body = utf8.encode(speciesListJson(await searchSpecies(db, query, versions.species)));
  // Another answer may have replaced the cache meanwhile: keep this one only where it belongs.
  if (listCaches.get(store) !== cache) return body;
  cache.answers.set(key, body);
  cache.bytes += body.length;
  for (const [oldKey, old] of cache.answers) {
    if (cache.bytes <= listCacheBytes) break;
    cache.answers.delete(oldKey);
    cache.bytes -= old.length;
  }
  return body;
}

// ---------------------------------------------------------------- one species

/**
 * Live records from the catches at read time (so a heavier catch shows on the next read):
 * the top catch of each (species, tier) is one seek in catches_species_tier_weight /
 * _depth; `heaviest.silver` is the best of the silver and gold tops, and so on. Ties go to
 * the catch logged first.
 */
async function liveRecords(
  db: Sql,
  speciesPk: number,
  viewer: Viewer,
  photoUrl: (id: string) => string,
): Promise<Omit<SpeciesRecords, 'reference'>> {
  type Top = { id: string; value: number; pk: number };
  const top = (column: 'weight_lbs' | 'depth_ft', tier: number): Promise<Top | undefined> =>
    db.get<Top>(
      `SELECT id, ${column} AS value, pk FROM catches WHERE species_pk = ? AND tier = ? ORDER BY ${column} DESC, pk LIMIT 1`,
      speciesPk,
      tier,
    );
  const tierNumbers = [1, 2, 3];
  const [weightTops, depthTops, count] = await Promise.all([
    Promise.all(tierNumbers.map((tier) => top('weight_lbs', tier))),
    Promise.all(tierNumbers.map((tier) => top('depth_ft', tier))),
    db.get<{ n: number | null }>(
      `SELECT sum(n) AS n FROM ${db.dialect.counters('catch_counts_by_species')} WHERE species_pk = ?`,
      speciesPk,
    ),
  ]);
  const best = (tops: (Top | undefined)[], fromTier: number): Top | null =>
    tops
      .filter((row, i): row is Top => row !== undefined && tierNumbers[i] >= fromTier)
      .sort((a, b) => b.value - a.value || a.pk - b.pk)[0] ?? null;
  const chosen = {
    bronze: best(weightTops, 1),
    silver: best(weightTops, 2),
    gold: best(weightTops, 3),
    deepest: best(depthTops, 1),
  };
  const ids = [...new Set(Object.values(chosen).flatMap((row) => (row ? [row.id] : [])))];
  const records = await findCatches(db, ids);
  const photos = await photosFor(
    db,
    [...records.values()].map((r) => r.pk),
    photoUrl,
  );
  const view = (row: { id: string } | null): CatchView | null => {
    if (!row) return null;
    const record = records.get(row.id)!;
    return presentCatch(record, viewer, photos.get(record.pk) ?? []);
  };
  return {
    heaviest: { bronze: view(chosen.bronze), silver: view(chosen.silver), gold: view(chosen.gold) },
    deepest: view(chosen.deepest),
    catch_count: count?.n ?? 0,
  };
}

export async function speciesPhotos(db: Sql, speciesPk: number, photoUrl: (id: string) => string): Promise<SpeciesPhotoView[]> {
  const rows = await db.all<{
    id: string;
    license: string | null;
    author: string | null;
    content_type: string;
    width: number;
    height: number;
  }>('SELECT id, license, author, content_type, width, height FROM photos WHERE species_pk = ? ORDER BY pk', speciesPk);
  return rows.map((p) => ({
    id: p.id,
    url: photoUrl(p.id),
    license: p.license,
    author: p.author,
    content_type: p.content_type,
    width: p.width,
    height: p.height,
  }));
}

export async function presentSpeciesDetail(
  db: Sql,
  row: SpeciesRow,
  viewer: Viewer,
  photoUrl: (id: string) => string,
): Promise<SpeciesDetail> {
  const [catalog, references, live, photos] = await Promise.all([
    speciesCatalog(db),
    referenceRecordsOf(db, [row.pk]),
    liveRecords(db, row.pk, viewer, photoUrl),
    speciesPhotos(db, row.pk, photoUrl),
  ]);
  const view = { ...catalog.byPk.get(row.pk)!.view };
  const reference = (references.get(row.pk) ?? []).map((r) => {
    const sourceId = recordSourceId(r.organisation);
    return {
      weight_kg: r.weight_kg,
      weight_lbs: round2(r.weight_kg / kgPerLb),
      holder: r.holder,
      date: r.date,
      place: r.place,
      category: r.category,
      organisation: r.organisation,
      source: r.source,
      licence: sourceId ? (ownValue(sourceLicences, sourceId) ?? null) : null,
    };
  });
  return { ...view, catch_count: live.catch_count, photos, records: { ...live, reference } };
}
