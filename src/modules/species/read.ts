// Reading species for the API: search and filters, the public shape with attribution of
// every value (the data's licences require it), and records computed from catches.
import type { Db } from '../../db/client';
import { ftsAllWords, searchKey } from '../../lib/text';
import { toIso } from '../../lib/time';
import { findCatch, kgPerLb, photosFor, presentCatch, type CatchView, type Viewer } from '../catches/service';
import { sourceLicences } from './csv';
import type { SpeciesRow } from './service';
import { species } from '../../db/schema';
import { inArray } from 'drizzle-orm';

export interface Attribution {
  source: string;
  licence: string | null;
  url: string | null;
}

export interface NameView extends Attribution {
  name: string;
  lang: string;
  primary: boolean;
}

export interface SpeciesView {
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

export interface SpeciesPhotoView {
  id: string;
  url: string;
  license: string | null;
  author: string | null;
  content_type: string;
  width: number;
  height: number;
}

export interface ReferenceRecordView {
  weight_kg: number;
  weight_lbs: number;
  holder: string | null;
  date: string | null;
  place: string | null;
  category: string | null;
  organisation: string | null;
  source: string | null;
  licence: string | null;
}

export interface SpeciesRecords {
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
    .map((source) => ({ source, licence: licence ?? sourceLicences[source] ?? null, url }));
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

function namesOf(db: Db, pks: number[]): Map<number, NameRow[]> {
  return byPk(
    db.$client
      .query<NameRow, number[]>(`SELECT species_pk, name, lang, source, licence, source_url, is_primary FROM species_names WHERE species_pk IN (${placeholders(pks.length)}) ORDER BY pk`)
      .all(...pks),
  );
}

function referenceRecordsOf(db: Db, pks: number[]): Map<number, RecordRow[]> {
  return byPk(
    db.$client
      .query<RecordRow, number[]>(
        `SELECT species_pk, weight_kg, holder, date, place, category, organisation, source FROM species_reference_records
         WHERE species_pk IN (${placeholders(pks.length)}) ORDER BY weight_kg DESC, pk`,
      )
      .all(...pks),
  );
}

function catchCounts(db: Db, pks: number[]): Map<number, number> {
  const rows = db.$client
    .query<{ species_pk: number; n: number }, number[]>(
      `SELECT species_pk, sum(n) AS n FROM catch_counts_by_species WHERE species_pk IN (${placeholders(pks.length)}) GROUP BY species_pk`,
    )
    .all(...pks);
  return new Map(rows.map((r) => [r.species_pk, r.n]));
}

/** Species rows in the API's shape, names, counts and attribution loaded in a few queries. */
export function presentSpeciesList(db: Db, rows: SpeciesRow[]): SpeciesView[] {
  if (rows.length === 0) return [];
  const pks = rows.map((r) => r.pk);
  const names = namesOf(db, pks);
  const records = referenceRecordsOf(db, pks);
  const counts = catchCounts(db, pks);
  return rows.map((row) => {
    const organisations = [...new Set((records.get(row.pk) ?? []).map((r) => recordSourceId(r.organisation)).filter((o): o is string => o !== null))];
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
      catch_count: counts.get(row.pk) ?? 0,
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

// ---------------------------------------------------------------- search

export const speciesSorts = ['relevance', 'common_name', '-common_name', 'scientific_name', '-scientific_name', 'catch_count', '-catch_count'] as const;
export type SpeciesSort = (typeof speciesSorts)[number];

export interface SpeciesQuery {
  q?: string;
  family?: string;
  region?: string;
  target_group?: string;
  sort?: SpeciesSort;
  page?: number;
  per_page?: number;
}

export interface SpeciesPage {
  rows: SpeciesRow[];
  /** For each row found by `q`: the name that matched best. */
  matches: Map<number, { name: string; lang: string }>;
  total: number;
  page: number;
  perPage: number;
}

const orderings: Record<Exclude<SpeciesSort, 'relevance'>, string> = {
  common_name: 's.common_name COLLATE NOCASE, s.pk',
  '-common_name': 's.common_name COLLATE NOCASE DESC, s.pk DESC',
  scientific_name: 's.scientific_name, s.pk',
  '-scientific_name': 's.scientific_name DESC, s.pk DESC',
  catch_count: 'catch_count, s.common_name COLLATE NOCASE, s.pk',
  '-catch_count': 'catch_count DESC, s.common_name COLLATE NOCASE, s.pk',
};

/**
 * `q` finds species whose scientific name or any common name has words starting with the
 * words typed (FTS5 prefix index). Relevance: a name equal to `q` (0) before a name that
 * starts with it (1) before one that holds it as later words (2); then how often the
 * species is caught; then the English name.
 */
export function searchSpecies(db: Db, query: SpeciesQuery): SpeciesPage {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const where: string[] = [];
  const params: (string | number)[] = [];
  const key = query.q ? searchKey(query.q) : '';
  const match = query.q ? ftsAllWords(query.q, { prefixLast: true }) : null;
  if (query.q) {
    if (match === null) return { rows: [], matches: new Map(), total: 0, page, perPage };
    where.push('s.pk IN (SELECT rowid FROM species_fts WHERE species_fts MATCH ?)');
    params.push(match);
  }
  if (query.family) {
    where.push('s.family = ? COLLATE NOCASE');
    params.push(query.family);
  }
  if (query.target_group) {
    where.push('s.target_group = ? COLLATE NOCASE');
    params.push(query.target_group);
  }
  if (query.region) {
    where.push(`(';' || s.region_tags || ';') LIKE ('%;' || ? || ';%')`);
    params.push(query.region.toLowerCase());
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = db.$client.query<{ n: number }, (string | number)[]>(`SELECT count(*) AS n FROM species s ${whereSql}`).get(...params)!.n;
  const sort = query.sort ?? 'relevance';
  const rankSql = key
    ? `(SELECT min(CASE WHEN k = ?1 THEN 0 WHEN substr(k, 1, length(?1)) = ?1 THEN 1 ELSE 2 END)
        FROM (SELECT name_key AS k FROM species_names WHERE species_pk = s.pk UNION ALL SELECT s.name_key))`
    : '0';
  const orderSql = sort === 'relevance' ? 'match_rank, catch_count DESC, s.common_name COLLATE NOCASE, s.pk' : orderings[sort];
  // In SQLite a plain ? after ?1 is ?2, so the filters' values follow the folded query text.
  const ranked = db.$client
    .query<{ pk: number }, (string | number)[]>(
      `SELECT s.pk, ${rankSql} AS match_rank,
         coalesce((SELECT sum(n) FROM catch_counts_by_species WHERE species_pk = s.pk), 0) AS catch_count
       FROM species s ${whereSql} ORDER BY ${orderSql} LIMIT ? OFFSET ?`,
    )
    .all(...(key ? [key] : []), ...params, perPage, (page - 1) * perPage);
  const pks = ranked.map((r) => r.pk);
  const rowsByPk = new Map(pks.length ? db.select().from(species).where(inArray(species.pk, pks)).all().map((r) => [r.pk, r]) : []);
  return { rows: pks.map((pk) => rowsByPk.get(pk)!), matches: key ? bestMatches(db, pks, key) : new Map(), total, page, perPage };
}

/** Per species, the name `key` matched best (equal, then prefix, then any word). */
function bestMatches(db: Db, pks: number[], key: string): Map<number, { name: string; lang: string }> {
  const result = new Map<number, { name: string; lang: string; rank: number }>();
  if (pks.length === 0) return new Map();
  const rows = db.$client
    .query<{ species_pk: number; name: string; lang: string; name_key: string }, number[]>(
      `SELECT species_pk, name, lang, name_key FROM species_names WHERE species_pk IN (${placeholders(pks.length)})
       UNION ALL SELECT pk, scientific_name, 'la', name_key FROM species WHERE pk IN (${placeholders(pks.length)})`,
    )
    .all(...pks, ...pks);
  const words = key.split(' ');
  for (const row of rows) {
    const rank = row.name_key === key ? 0 : row.name_key.startsWith(key) ? 1 : words.every((w) => row.name_key.includes(w)) ? 2 : 3;
    const best = result.get(row.species_pk);
    if (rank < 3 && (!best || rank < best.rank)) result.set(row.species_pk, { name: row.name, lang: row.lang, rank });
  }
  return new Map([...result].map(([pk, m]) => [pk, { name: m.name, lang: m.lang }]));
}

// ---------------------------------------------------------------- one species

const tierNames = ['bronze', 'silver', 'gold'] as const;

/**
 * Live records from the catches at read time (so a heavier catch shows on the next read):
 * the top catch of each (species, tier) is one seek in catches_species_tier_weight /
 * _depth; `heaviest.silver` is the best of the silver and gold tops, and so on. Ties go to
 * the catch logged first.
 */
function liveRecords(db: Db, speciesPk: number, viewer: Viewer, photoUrl: (id: string) => string): Omit<SpeciesRecords, 'reference'> {
  const top = (column: 'weight_lbs' | 'depth_ft', tier: number) =>
    db.$client
      .query<{ id: string; value: number; pk: number }, [number, number]>(
        `SELECT id, ${column} AS value, pk FROM catches WHERE species_pk = ? AND tier = ? ORDER BY ${column} DESC, pk LIMIT 1`,
      )
      .get(speciesPk, tier);
  const best = (column: 'weight_lbs' | 'depth_ft', fromTier: number) =>
    [1, 2, 3]
      .filter((tier) => tier >= fromTier)
      .map((tier) => top(column, tier))
      .filter((row) => row !== null)
      .sort((a, b) => b.value - a.value || a.pk - b.pk)[0] ?? null;
  const chosen = {
    bronze: best('weight_lbs', 1),
    silver: best('weight_lbs', 2),
    gold: best('weight_lbs', 3),
    deepest: best('depth_ft', 1),
  };
  const records = new Map(
    Object.values(chosen)
      .filter((row) => row !== null)
      .map((row) => [row.id, findCatch(db, row.id)!]),
  );
  const photos = photosFor(db, [...records.values()].map((r) => r.pk), photoUrl);
  const view = (row: { id: string } | null): CatchView | null => {
    if (!row) return null;
    const record = records.get(row.id)!;
    return presentCatch(record, viewer, photos.get(record.pk) ?? []);
  };
  const count = db.$client.query<{ n: number | null }, [number]>('SELECT sum(n) AS n FROM catch_counts_by_species WHERE species_pk = ?').get(speciesPk)!;
  return {
    heaviest: { bronze: view(chosen.bronze), silver: view(chosen.silver), gold: view(chosen.gold) },
    deepest: view(chosen.deepest),
    catch_count: count.n ?? 0,
  };
}

export function speciesPhotos(db: Db, speciesPk: number, photoUrl: (id: string) => string): SpeciesPhotoView[] {
  return db.$client
    .query<{ id: string; license: string | null; author: string | null; content_type: string; width: number; height: number }, [number]>(
      'SELECT id, license, author, content_type, width, height FROM photos WHERE species_pk = ? ORDER BY pk',
    )
    .all(speciesPk)
    .map((p) => ({ id: p.id, url: photoUrl(p.id), license: p.license, author: p.author, content_type: p.content_type, width: p.width, height: p.height }));
}

export function presentSpeciesDetail(db: Db, row: SpeciesRow, viewer: Viewer, photoUrl: (id: string) => string): SpeciesDetail {
  const [view] = presentSpeciesList(db, [row]);
  const reference = (referenceRecordsOf(db, [row.pk]).get(row.pk) ?? []).map((r) => {
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
      licence: sourceId ? (sourceLicences[sourceId] ?? null) : null,
    };
  });
  return {
    ...view,
    photos: speciesPhotos(db, row.pk, photoUrl),
    records: { ...liveRecords(db, row.pk, viewer, photoUrl), reference },
  };
}
