// Species: the seed, upserts, and resolving what a diver typed into one species.
import type { species, speciesNames } from '../../../db/schema';
import type { Sql } from '../../../db/store';
import { isId, newId } from '../../../lib/ids';
import { Conflict, HttpError, NotFound } from '../../../lib/problem';
import { editDistance, searchKey } from '../../../lib/text';
import seedCsv from '../../../../db/seed/species.csv' with { type: 'text' };
import seedRecordsTsv from '../../../../db/seed/spearfishing_records.tsv' with { type: 'text' };
import seedNamesTsv from '../../../../db/seed/common_names_open.tsv' with { type: 'text' };
import { parseCuratedNamesTsv, parseRecordsTsv, parseSpeciesCsv, type SpeciesInput } from './csv';

export type SpeciesRow = typeof species.$inferSelect;

export interface UpsertResult {
  added: number;
  updated: number;
  unchanged: number;
}

type NameRow = Omit<typeof speciesNames.$inferInsert, 'pk' | 'speciesPk' | 'nameKey'>;

function namesOf(input: SpeciesInput): NameRow[] {
  const seen = new Set<string>();
  const all: NameRow[] = [
    {
      name: input.commonName,
      lang: 'en',
      source: input.commonNameSource,
      licence: input.commonNameLicence,
      sourceUrl: input.commonNameSourceUrl,
      isPrimary: true,
    },
    ...input.otherNames.map((n) => ({ ...n, isPrimary: false })),
  ];
  return all.filter((n) => {
    const key = `${n.lang}|${searchKey(n.name)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function columnsOf(input: SpeciesInput) {
  return {
    scientificName: input.scientificName,
    nameKey: searchKey(input.scientificName),
    scientificNameAuthority: input.scientificNameAuthority,
    commonName: input.commonName,
    commonNameSource: input.commonNameSource,
    commonNameLicence: input.commonNameLicence,
    commonNameSourceUrl: input.commonNameSourceUrl,
    family: input.family,
    order: input.order,
    targetGroup: input.targetGroup,
    specialCategory: input.specialCategory,
    regionTags: input.regionTags,
    maxLengthCm: input.maxLengthCm,
    faoAsfisCode: input.faoAsfisCode,
    isscaapGroup: input.isscaapGroup,
    wormsAphiaId: input.wormsAphiaId,
    taxonomySource: input.taxonomySource,
    regionSource: input.regionSource,
    maxLengthSource: input.maxLengthSource,
    aphiaIdSource: input.aphiaIdSource,
  };
}

/** Everything an upsert would write, in a fixed order: equal text means nothing to change. */
function fingerprintOf(input: SpeciesInput): string {
  return JSON.stringify([
    Object.entries(columnsOf(input)),
    namesOf(input).map((n) => [n.name, n.lang, n.source ?? null, n.licence ?? null, n.sourceUrl ?? null, Boolean(n.isPrimary)]),
    input.records.map((r) => [r.weightKg, r.holder, r.date, r.place, r.category, r.organisation, r.source]),
  ]);
}

/** Every column columnsOf gives, as (SQL column, SpeciesRow field). */
const speciesFields = [
  ['scientific_name', 'scientificName'],
  ['name_key', 'nameKey'],
  ['scientific_name_authority', 'scientificNameAuthority'],
  ['common_name', 'commonName'],
  ['common_name_source', 'commonNameSource'],
  ['common_name_licence', 'commonNameLicence'],
  ['common_name_source_url', 'commonNameSourceUrl'],
  ['family', 'family'],
  ['"order"', 'order'],
  ['target_group', 'targetGroup'],
  ['special_category', 'specialCategory'],
  ['region_tags', 'regionTags'],
  ['max_length_cm', 'maxLengthCm'],
  ['fao_asfis_code', 'faoAsfisCode'],
  ['isscaap_group', 'isscaapGroup'],
  ['worms_aphia_id', 'wormsAphiaId'],
  ['taxonomy_source', 'taxonomySource'],
  ['region_source', 'regionSource'],
  ['max_length_source', 'maxLengthSource'],
  ['aphia_id_source', 'aphiaIdSource'],
] as const satisfies readonly (readonly [string, keyof ReturnType<typeof columnsOf>])[];

/** The select list of a species row in SpeciesRow's shape, from `species` (named `table` where joined). */
function speciesColumnsOf(table = ''): string {
  const from = table ? `${table}.` : '';
  const aliased: (readonly [string, string])[] = [...speciesFields, ['created_at', 'createdAt'], ['updated_at', 'updatedAt']];
  return [`${from}pk`, `${from}id`, ...aliased.map(([column, field]) => `${from}${column} AS "${field}"`)].join(', ');
}
export const speciesColumns = speciesColumnsOf();
const speciesColumnsOfS = speciesColumnsOf('s');

const updateSpeciesSql = `UPDATE species SET ${speciesFields.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE pk = ? RETURNING ${speciesColumns}`;
const insertSpeciesSql = `INSERT INTO species (${speciesFields.map(([column]) => column).join(', ')}, updated_at, id, created_at)
  VALUES (${speciesFields.map(() => '?').join(', ')}, ?, ?, ?) RETURNING ${speciesColumns}`;

const rowsOf = (rowCount: number, columnCount: number): string =>
  Array.from({ length: rowCount }, () => `(${Array.from({ length: columnCount }, () => '?').join(', ')})`).join(', ');

/** Writes one species (new when `pk` is null) with its names and records; call with a transaction. */
async function storeSpecies(tx: Sql, pk: number | null, input: SpeciesInput, now: number): Promise<SpeciesRow> {
  const columns = columnsOf(input);
  const values = speciesFields.map(([, field]) => columns[field]);
  let row: SpeciesRow;
  if (pk !== null) {
    row = (await tx.get<SpeciesRow>(updateSpeciesSql, ...values, now, pk))!;
    await tx.run('DELETE FROM species_names WHERE species_pk = ?', pk);
    await tx.run('DELETE FROM species_reference_records WHERE species_pk = ?', pk);
  } else {
    row = (await tx.get<SpeciesRow>(insertSpeciesSql, ...values, now, newId('sp'), now))!;
  }
  const names = namesOf(input);
  await tx.run(
    `INSERT INTO species_names (species_pk, name, lang, name_key, source, licence, source_url, is_primary) VALUES ${rowsOf(names.length, 8)}`,
    ...names.flatMap((n) => [
      row.pk,
      n.name,
      n.lang,
      searchKey(n.name),
      n.source ?? null,
      n.licence ?? null,
      n.sourceUrl ?? null,
      n.isPrimary ? 1 : 0,
    ]),
  );
  if (input.records.length > 0)
    await tx.run(
      `INSERT INTO species_reference_records (species_pk, weight_kg, holder, date, place, category, organisation, source) VALUES ${rowsOf(input.records.length, 8)}`,
      ...input.records.flatMap((r) => [row.pk, r.weightKg, r.holder, r.date, r.place, r.category, r.organisation, r.source]),
    );
  return row;
}

interface StoredName {
  speciesPk: number;
  name: string;
  lang: string;
  source: string | null;
  licence: string | null;
  sourceUrl: string | null;
  isPrimary: number;
}

type StoredRecord = SpeciesInput['records'][number] & { speciesPk: number };

const namesSql = `SELECT species_pk AS "speciesPk", name, lang, source, licence, source_url AS "sourceUrl", is_primary AS "isPrimary" FROM species_names`;
const recordsSql = `SELECT species_pk AS "speciesPk", weight_kg AS "weightKg", holder, date, place, category, organisation, source FROM species_reference_records`;

/** A stored species back in import form (what PATCH edits and re-imports compare with); names and records in pk order. */
function inputOf(row: SpeciesRow, names: StoredName[], records: StoredRecord[]): SpeciesInput {
  return {
    scientificName: row.scientificName,
    scientificNameAuthority: row.scientificNameAuthority,
    commonName: row.commonName,
    commonNameSource: row.commonNameSource,
    commonNameLicence: row.commonNameLicence,
    commonNameSourceUrl: row.commonNameSourceUrl,
    otherNames: names
      .filter((n) => n.isPrimary !== 1)
      .map((n) => ({ name: n.name, lang: n.lang, source: n.source, licence: n.licence, sourceUrl: n.sourceUrl })),
    family: row.family,
    order: row.order,
    targetGroup: row.targetGroup,
    specialCategory: row.specialCategory,
    regionTags: row.regionTags,
    maxLengthCm: row.maxLengthCm,
    faoAsfisCode: row.faoAsfisCode,
    isscaapGroup: row.isscaapGroup,
    wormsAphiaId: row.wormsAphiaId,
    taxonomySource: row.taxonomySource,
    regionSource: row.regionSource,
    maxLengthSource: row.maxLengthSource,
    aphiaIdSource: row.aphiaIdSource,
    records: records.map(({ speciesPk: _speciesPk, ...r }) => r),
  };
}

function groupBySpecies<T extends { speciesPk: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.speciesPk);
    if (group) group.push(row);
    else groups.set(row.speciesPk, [row]);
  }
  return groups;
}

/** Every stored species as (pk, fingerprint), by name key: three queries, whatever the count. */
async function storedFingerprints(db: Sql): Promise<Map<string, { pk: number; fingerprint: string }>> {
  const [rows, names, records] = await Promise.all([
    db.all<SpeciesRow>(`SELECT ${speciesColumns} FROM species`),
    db.all<StoredName>(`${namesSql} ORDER BY pk`),
    db.all<StoredRecord>(`${recordsSql} ORDER BY pk`),
  ]);
  const namesBySpecies = groupBySpecies(names);
  const recordsBySpecies = groupBySpecies(records);
  return new Map(
    rows.map((row) => [
      row.nameKey,
      { pk: row.pk, fingerprint: fingerprintOf(inputOf(row, namesBySpecies.get(row.pk) ?? [], recordsBySpecies.get(row.pk) ?? [])) },
    ]),
  );
}

/**
 * Adds or updates species by scientific name, names and reference records included.
 * A row that would change nothing is counted as unchanged and not written.
 */
export async function upsertSpecies(db: Sql, inputs: SpeciesInput[], now: number): Promise<UpsertResult> {
  const result: UpsertResult = { added: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    const stored = await storedFingerprints(tx);
    // Writes one species after another: each needs the pk the previous statement returned.
    for (const input of inputs) {
      const key = searchKey(input.scientificName);
      const fingerprint = fingerprintOf(input);
      const existing = stored.get(key);
      if (existing?.fingerprint === fingerprint) {
        result.unchanged++;
        continue;
      }
      const row = await storeSpecies(tx, existing?.pk ?? null, input, now);
      stored.set(key, { pk: row.pk, fingerprint });
      if (existing) result.updated++;
      else result.added++;
    }
  });
  return result;
}

export type SpeciesChange = 'add' | 'update' | 'unchanged';

/** What upsertSpecies would do with each input, writing nothing: the preview of an import. */
export async function previewSpeciesUpsert(db: Sql, inputs: SpeciesInput[]): Promise<{ input: SpeciesInput; change: SpeciesChange }[]> {
  const stored = await storedFingerprints(db);
  const seen = new Map<string, string>();
  return inputs.map((input) => {
    const key = searchKey(input.scientificName);
    const fingerprint = fingerprintOf(input);
    const before = seen.get(key) ?? stored.get(key)?.fingerprint;
    seen.set(key, fingerprint);
    return { input, change: before === undefined ? 'add' : before === fingerprint ? 'unchanged' : 'update' };
  });
}

/** A stored species back in import form (what PATCH edits and re-imports compare with). */
async function speciesInputOf(db: Sql, row: SpeciesRow): Promise<SpeciesInput> {
  const [names, records] = await Promise.all([
    db.all<StoredName>(`${namesSql} WHERE species_pk = ? ORDER BY pk`, row.pk),
    db.all<StoredRecord>(`${recordsSql} WHERE species_pk = ? ORDER BY pk`, row.pk),
  ]);
  return inputOf(row, names, records);
}

export async function findSpecies(db: Sql, id: string): Promise<SpeciesRow | null> {
  if (!isId('sp', id)) return null;
  return (await db.get<SpeciesRow>(`SELECT ${speciesColumns} FROM species WHERE id = ?`, id)) ?? null;
}

class DuplicateSpecies extends Conflict {
  constructor(scientificName: string) {
    super(`A species named "${scientificName}" already exists.`, 'species_exists');
  }
}

async function speciesPkByName(db: Sql, scientificName: string): Promise<number | null> {
  return (await db.get<{ pk: number }>('SELECT pk FROM species WHERE name_key = ?', searchKey(scientificName)))?.pk ?? null;
}

/** A new species from the API; 409 when the scientific name is taken. */
export async function createSpecies(db: Sql, input: SpeciesInput, now: number): Promise<SpeciesRow> {
  return db.transaction(async (tx) => {
    if ((await speciesPkByName(tx, input.scientificName)) !== null) throw new DuplicateSpecies(input.scientificName);
    return storeSpecies(tx, null, input, now);
  });
}

/** Applies `change` to the stored species in one transaction; 404 / 409 as the API says. */
export async function updateSpecies(
  db: Sql,
  id: string,
  change: (current: SpeciesInput) => SpeciesInput,
  now: number,
): Promise<SpeciesRow> {
  return db.transaction(async (tx) => {
    const row = await findSpecies(tx, id);
    if (!row) throw new NotFound('The species');
    const next = change(await speciesInputOf(tx, row));
    const clash = await speciesPkByName(tx, next.scientificName);
    if (clash !== null && clash !== row.pk) throw new DuplicateSpecies(next.scientificName);
    return storeSpecies(tx, row.pk, next, now);
  });
}

/** The species table every new install ships with (db/seed, see its SOURCES.md). */
export function shippedSpecies(): SpeciesInput[] {
  return parseSpeciesCsv(seedCsv, { records: parseRecordsTsv(seedRecordsTsv), curatedNames: parseCuratedNamesTsv(seedNamesTsv) }).rows;
}

/** Loads the shipped species into an empty database; a no-op once any species exists. */
export async function ensureSpeciesSeeded(db: Sql, now: number): Promise<void> {
  if ((await db.get<{ pk: number }>('SELECT pk FROM species LIMIT 1')) === undefined) await upsertSpecies(db, shippedSpecies(), now);
}

export class UnknownSpecies extends HttpError {
  constructor(field: string, text: string, suggestions: string[]) {
    const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : '';
    super(422, 'validation_failed', `Unknown species "${text}".${hint}`, {
      errors: [{ field, message: `unknown species "${text}"${suggestions.length ? `; close matches: ${suggestions.join(', ')}` : ''}` }],
      extensions: { suggestions },
    });
  }
}

/**
 * What a diver typed: a common name in any stored language, a scientific name, or an
 * `sp_` id; case- and accent-insensitive. Throws UnknownSpecies with close matches.
 */
export async function resolveSpecies(db: Sql, text: string, field = 'species'): Promise<SpeciesRow> {
  const trimmed = text.trim();
  if (isId('sp', trimmed)) {
    const row = await findSpecies(db, trimmed);
    if (row) return row;
    throw new UnknownSpecies(field, trimmed, []);
  }
  const key = searchKey(trimmed);
  const byScientific = await db.get<SpeciesRow>(`SELECT ${speciesColumns} FROM species WHERE name_key = ?`, key);
  if (byScientific) return byScientific;
  // A common name may be shared: prefer the species whose primary name it is.
  const byName = await db.get<SpeciesRow>(
    `SELECT ${speciesColumnsOfS} FROM species_names n JOIN species s ON s.pk = n.species_pk
     WHERE n.name_key = ? ORDER BY n.is_primary DESC, s.pk LIMIT 1`,
    key,
  );
  if (byName) return byName;
  throw new UnknownSpecies(field, trimmed, await suggestSpecies(db, key));
}

/** Up to five species names closest to `key` (an error path: a full scan is fine). */
async function suggestSpecies(db: Sql, key: string): Promise<string[]> {
  const candidates = await db.all<{ name: string; name_key: string; common_name: string }>(
    `SELECT n.name, n.name_key, s.common_name FROM species_names n JOIN species s ON s.pk = n.species_pk
     UNION ALL SELECT scientific_name, name_key, common_name FROM species`,
  );
  const scored = candidates
    .map((c) => {
      const distance = editDistance(key, c.name_key);
      const contains = key.length >= 3 && (c.name_key.includes(key) || key.includes(c.name_key));
      return {
        label: c.name === c.common_name ? c.name : `${c.name} (${c.common_name})`,
        score: contains ? 0.5 : distance / Math.max(key.length, c.name_key.length),
      };
    })
    .filter((c) => c.score <= 0.5)
    .sort((a, b) => a.score - b.score);
  return [...new Set(scored.map((c) => c.label))].slice(0, 5);
}
