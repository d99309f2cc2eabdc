// Species: the seed, upserts, and resolving what a diver typed into one species.
import { eq } from 'drizzle-orm';
import { writeTransaction, type Db } from '../../db/client';
import { species, speciesNames, speciesReferenceRecords } from '../../db/schema';
import { newId } from '../../lib/ids';
import { isId } from '../../lib/ids';
import { HttpError } from '../../lib/problem';
import { editDistance, searchKey } from '../../lib/text';
import seedCsv from '../../../db/seed/species.csv' with { type: 'text' };
import seedRecordsTsv from '../../../db/seed/spearfishing_records.tsv' with { type: 'text' };
import { parseRecordsTsv, parseSpeciesCsv, type SpeciesInput } from './csv';

export type SpeciesRow = typeof species.$inferSelect;

export interface UpsertResult {
  added: number;
  updated: number;
}

function namesOf(input: SpeciesInput): { name: string; lang: string; source: string | null; licence: string | null; isPrimary: boolean }[] {
  const seen = new Set<string>();
  const all = [
    { name: input.commonName, lang: 'en', source: input.commonNameSource, licence: input.commonNameLicence, isPrimary: true },
    ...input.otherNames.map((n) => ({ ...n, isPrimary: false })),
  ];
  return all.filter((n) => {
    const key = `${n.lang}|${searchKey(n.name)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds or updates species by scientific name, names and reference records included. */
export function upsertSpecies(db: Db, inputs: SpeciesInput[], now: number): UpsertResult {
  const result: UpsertResult = { added: 0, updated: 0 };
  writeTransaction(db, () => {
    for (const input of inputs) {
      const values = {
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
        updatedAt: now,
      };
      const existing = db.select({ pk: species.pk }).from(species).where(eq(species.nameKey, values.nameKey)).get();
      let pk: number;
      if (existing) {
        pk = existing.pk;
        db.update(species).set(values).where(eq(species.pk, pk)).run();
        db.delete(speciesNames).where(eq(speciesNames.speciesPk, pk)).run();
        db.delete(speciesReferenceRecords).where(eq(speciesReferenceRecords.speciesPk, pk)).run();
        result.updated++;
      } else {
        pk = db.insert(species).values({ ...values, id: newId('sp'), createdAt: now }).returning({ pk: species.pk }).get().pk;
        result.added++;
      }
      const names = namesOf(input);
      db.insert(speciesNames)
        .values(names.map((n) => ({ ...n, speciesPk: pk, nameKey: searchKey(n.name) })))
        .run();
      if (input.records.length > 0)
        db.insert(speciesReferenceRecords)
          .values(input.records.map((r) => ({ ...r, speciesPk: pk })))
          .run();
    }
  });
  return result;
}

/** The species table every new install ships with (db/seed, see its SOURCES.md). */
export function shippedSpecies(): SpeciesInput[] {
  return parseSpeciesCsv(seedCsv, { records: parseRecordsTsv(seedRecordsTsv) }).rows;
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
