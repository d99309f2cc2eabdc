// Species: the seed, upserts, and resolving what a diver typed into one species.
import { eq } from 'drizzle-orm';
import { writeTransaction, type Db } from '../../db/client';
import { species, speciesNames, speciesReferenceRecords } from '../../db/schema';
import { isId, newId } from '../../lib/ids';
import { Conflict, HttpError, NotFound } from '../../lib/problem';
import { editDistance, searchKey } from '../../lib/text';
import seedCsv from '../../../db/seed/species.csv' with { type: 'text' };
import seedRecordsTsv from '../../../db/seed/spearfishing_records.tsv' with { type: 'text' };
import seedNamesTsv from '../../../db/seed/common_names_open.tsv' with { type: 'text' };
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

/** Writes one species (new when `pk` is null) with its names and records; call inside a transaction. */
function storeSpecies(db: Db, pk: number | null, input: SpeciesInput, now: number): SpeciesRow {
  const values = { ...columnsOf(input), updatedAt: now };
  let row: SpeciesRow;
  if (pk !== null) {
    row = db.update(species).set(values).where(eq(species.pk, pk)).returning().get();
    db.delete(speciesNames).where(eq(speciesNames.speciesPk, pk)).run();
    db.delete(speciesReferenceRecords).where(eq(speciesReferenceRecords.speciesPk, pk)).run();
  } else {
    row = db.insert(species).values({ ...values, id: newId('sp'), createdAt: now }).returning().get();
  }
  db.insert(speciesNames)
    .values(namesOf(input).map((n) => ({ ...n, speciesPk: row.pk, nameKey: searchKey(n.name) })))
    .run();
  if (input.records.length > 0)
    db.insert(speciesReferenceRecords)
      .values(input.records.map((r) => ({ ...r, speciesPk: row.pk })))
      .run();
  return row;
}

/**
 * Adds or updates species by scientific name, names and reference records included.
 * A row that would change nothing is counted as unchanged and not written.
 */
export function upsertSpecies(db: Db, inputs: SpeciesInput[], now: number): UpsertResult {
  const result: UpsertResult = { added: 0, updated: 0, unchanged: 0 };
  writeTransaction(db, () => {
    for (const input of inputs) {
      const existing = db.select().from(species).where(eq(species.nameKey, searchKey(input.scientificName))).get();
      if (!existing) {
        storeSpecies(db, null, input, now);
        result.added++;
      } else if (fingerprintOf(speciesInputOf(db, existing)) === fingerprintOf(input)) {
        result.unchanged++;
      } else {
        storeSpecies(db, existing.pk, input, now);
        result.updated++;
      }
    }
  });
  return result;
}

/** A stored species back in import form (what PATCH edits and re-imports compare with). */
export function speciesInputOf(db: Db, row: SpeciesRow): SpeciesInput {
  const names = db.select().from(speciesNames).where(eq(speciesNames.speciesPk, row.pk)).orderBy(speciesNames.pk).all();
  const records = db.select().from(speciesReferenceRecords).where(eq(speciesReferenceRecords.speciesPk, row.pk)).orderBy(speciesReferenceRecords.pk).all();
  return {
    scientificName: row.scientificName,
    scientificNameAuthority: row.scientificNameAuthority,
    commonName: row.commonName,
    commonNameSource: row.commonNameSource,
    commonNameLicence: row.commonNameLicence,
    commonNameSourceUrl: row.commonNameSourceUrl,
    otherNames: names.filter((n) => !n.isPrimary).map((n) => ({ name: n.name, lang: n.lang, source: n.source, licence: n.licence, sourceUrl: n.sourceUrl })),
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
    records: records.map(({ pk: _pk, speciesPk: _speciesPk, ...r }) => r),
  };
}

export function findSpecies(db: Db, id: string): SpeciesRow | null {
  if (!isId('sp', id)) return null;
  return db.select().from(species).where(eq(species.id, id)).get() ?? null;
}

export class DuplicateSpecies extends Conflict {
  constructor(scientificName: string) {
    super(`A species named "${scientificName}" already exists.`, 'species_exists');
  }
}

/** A new species from the API; 409 when the scientific name is taken. */
export function createSpecies(db: Db, input: SpeciesInput, now: number): SpeciesRow {
  return writeTransaction(db, () => {
    if (db.select({ pk: species.pk }).from(species).where(eq(species.nameKey, searchKey(input.scientificName))).get())
      throw new DuplicateSpecies(input.scientificName);
    return storeSpecies(db, null, input, now);
  });
}

/** Applies `change` to the stored species in one transaction; 404 / 409 as the API says. */
export function updateSpecies(db: Db, id: string, change: (current: SpeciesInput) => SpeciesInput, now: number): SpeciesRow {
  return writeTransaction(db, () => {
    const row = findSpecies(db, id);
    if (!row) throw new NotFound('The species');
    const next = change(speciesInputOf(db, row));
    const clash = db.select({ pk: species.pk }).from(species).where(eq(species.nameKey, searchKey(next.scientificName))).get();
    if (clash && clash.pk !== row.pk) throw new DuplicateSpecies(next.scientificName);
    return storeSpecies(db, row.pk, next, now);
  });
}

/** The species table every new install ships with (db/seed, see its SOURCES.md). */
export function shippedSpecies(): SpeciesInput[] {
  return parseSpeciesCsv(seedCsv, { records: parseRecordsTsv(seedRecordsTsv), curatedNames: parseCuratedNamesTsv(seedNamesTsv) }).rows;
}

/** Loads the shipped species into an empty database; a no-op once any species exists. */
export function ensureSpeciesSeeded(db: Db, now: number): void {
  const count = db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM species').get()!;
  if (count.n === 0) upsertSpecies(db, shippedSpecies(), now);
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
export function resolveSpecies(db: Db, text: string, field = 'species'): SpeciesRow {
  const trimmed = text.trim();
  if (isId('sp', trimmed)) {
    const row = db.select().from(species).where(eq(species.id, trimmed)).get();
    if (row) return row;
    throw new UnknownSpecies(field, trimmed, []);
  }
  const key = searchKey(trimmed);
  const byScientific = db.select().from(species).where(eq(species.nameKey, key)).get();
  if (byScientific) return byScientific;
  // A common name may be shared: prefer the species whose primary name it is.
  const byName = db.$client
    .query<SpeciesRow & { is_primary: number }, [string]>(
      `SELECT s.*, n.is_primary FROM species_names n JOIN species s ON s.pk = n.species_pk
       WHERE n.name_key = ? ORDER BY n.is_primary DESC, s.pk LIMIT 1`,
    )
    .get(key);
  if (byName) return db.select().from(species).where(eq(species.pk, byName.pk)).get()!;
  throw new UnknownSpecies(field, trimmed, suggestSpecies(db, key));
}

/** Up to five species names closest to `key` (an error path: a full scan is fine). */
export function suggestSpecies(db: Db, key: string): string[] {
  const candidates = db.$client
    .query<{ name: string; name_key: string; common_name: string }, []>(
      `SELECT n.name, n.name_key, s.common_name FROM species_names n JOIN species s ON s.pk = n.species_pk
       UNION ALL SELECT scientific_name, name_key, common_name FROM species`,
    )
    .all();
  const scored = candidates
    .map((c) => {
      const distance = editDistance(key, c.name_key);
      const contains = key.length >= 3 && (c.name_key.includes(key) || key.includes(c.name_key));
      return { label: c.name === c.common_name ? c.name : `${c.name} (${c.common_name})`, score: contains ? 0.5 : distance / Math.max(key.length, c.name_key.length) };
    })
    .filter((c) => c.score <= 0.5)
    .sort((a, b) => a.score - b.score);
  return [...new Set(scored.map((c) => c.label))].slice(0, 5);
}
