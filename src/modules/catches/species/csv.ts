// Reading species tables in the shipped CSV layout (db/seed/species.csv, SOURCES.md):
// the seed on first start and `catchd species import` both come through here.
import { ownValue } from '../../../lib/records';
import { parse } from 'csv-parse/sync';

interface SpeciesNameInput {
  name: string;
  lang: string;
  source: string | null;
  licence: string | null;
  sourceUrl: string | null;
}

export interface ReferenceRecordInput {
  weightKg: number;
  holder: string | null;
  date: string | null;
  place: string | null;
  category: string | null;
  organisation: string | null;
  source: string | null;
}

export interface SpeciesInput {
  scientificName: string;
  scientificNameAuthority: string | null;
  commonName: string;
  commonNameSource: string | null;
  commonNameLicence: string | null;
  commonNameSourceUrl: string | null;
  otherNames: SpeciesNameInput[];
  family: string | null;
  order: string | null;
  targetGroup: string | null;
  specialCategory: string | null;
  regionTags: string | null;
  maxLengthCm: number | null;
  faoAsfisCode: string | null;
  isscaapGroup: string | null;
  wormsAphiaId: number | null;
  taxonomySource: string | null;
  regionSource: string | null;
  maxLengthSource: string | null;
  aphiaIdSource: string | null;
  records: ReferenceRecordInput[];
}

export interface RejectedRow {
  line: number;
  reason: string;
}

/** Values entered through the API by this server's administrators. */
export const localSource = 'local';

/** Licence of each source id used in the shipped table (SOURCES.md §1). */
export const sourceLicences: Record<string, string> = {
  fao_asfis_2025: 'CC BY-NC-SA 3.0 IGO',
  wikipedia_en: 'CC BY-SA 4.0',
  iusa_records: 'facts from IUSA record pages (not openly licensed)',
  ibsrc_records: 'facts from IBSRC record pages (not openly licensed)',
  asfis_worms: 'CC BY 4.0 (WoRMS identifiers)',
  beukhof2019: 'CC BY 4.0',
  quimbayo2021: 'not verified',
  // Open sources a replacement import is likely to use (docs/species-licence.md).
  worms: 'CC BY 4.0',
  wikidata: 'CC0 1.0',
  itis: 'public domain (US government work)',
  [localSource]: 'entered on this server by its administrators',
};

/** Which source each name of a curated species comes from (db/seed/common_names_open.tsv). */
interface CuratedNames {
  source: string;
  sourceUrl: string | null;
  /** searchKey-style keys (lower case) of every name the curated row lists. */
  names: Set<string>;
}

const required = ['scientific_name', 'common_name'];
const maxNameLength = 120;

function blank(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function numberOrNull(value: string | undefined): number | null {
  const text = blank(value);
  if (text === null) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A name with its source; the licence is the source's known one, else the one the row gives for that source. */
function attributed(
  name: string,
  lang: string,
  source: string | null,
  sourceUrl: string | null,
  rowLicences: Map<string, string>,
): SpeciesNameInput {
  return { name, lang, source, licence: source ? (ownValue(sourceLicences, source) ?? rowLicences.get(source) ?? null) : null, sourceUrl };
}

/**
 * `other_common_names` is `lang:name;lang:name`. Its source column may name several sources.
 * With the curated table, a name takes the curated row's source exactly when that row lists
 * it, and FAO's otherwise; without it (imports), FAO supplies the non-English names and the
 * other source the English ones.
 */
function otherNames(
  list: string | null,
  sourceList: string | null,
  curated: CuratedNames | undefined,
  rowLicences: Map<string, string>,
): SpeciesNameInput[] {
  if (!list) return [];
  const sources = (sourceList ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const nonFao = sources.find((s) => s !== 'fao_asfis_2025') ?? null;
  return list
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const colon = item.indexOf(':');
      const lang = colon > 0 && colon <= 3 ? item.slice(0, colon) : 'en';
      const name = colon > 0 && colon <= 3 ? item.slice(colon + 1).trim() : item;
      if (curated && sources.length > 1)
        return curated.names.has(name.toLowerCase())
          ? attributed(name, lang, curated.source, curated.sourceUrl, rowLicences)
          : attributed(name, lang, 'fao_asfis_2025', null, rowLicences);
      const source = sources.length <= 1 ? (sources[0] ?? null) : lang === 'en' && nonFao ? nonFao : 'fao_asfis_2025';
      return attributed(name, lang, source, null, rowLicences);
    })
    .filter((n) => n.name.length > 0);
}

/** curated/common_names_open.tsv: per species, the names one open page gives and that page. */
export function parseCuratedNamesTsv(text: string): Map<string, CuratedNames> {
  const rows: Record<string, string>[] = parse(text, { columns: true, delimiter: '\t', skip_empty_lines: true, relax_quotes: true });
  const bySpecies = new Map<string, CuratedNames>();
  for (const r of rows) {
    const names = [r.primary_en, ...(r.other_names ?? '').split(';')]
      .map((n) => (n ?? '').trim().replace(/^[a-z]{2,3}:/, ''))
      .filter(Boolean)
      .map((n) => n.toLowerCase());
    bySpecies.set(r.scientific_name, { source: r.source_id, sourceUrl: blank(r.source_url), names: new Set(names) });
  }
  return bySpecies;
}

export function parseSpeciesCsv(
  text: string,
  options: { records?: Map<string, ReferenceRecordInput[]>; curatedNames?: Map<string, CuratedNames> } = {},
): { rows: SpeciesInput[]; rejected: RejectedRow[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: false });
  } catch (error) {
    return { rows: [], rejected: [{ line: 1, reason: `not a readable CSV file: ${(error as Error).message}` }] };
  }
  const rows: SpeciesInput[] = [];
  const rejected: RejectedRow[] = [];
  const header = records.length > 0 ? Object.keys(records[0]) : [];
  const missing = required.filter((column) => records.length > 0 && !header.includes(column));
  if (missing.length > 0) return { rows, rejected: [{ line: 1, reason: `missing column(s): ${missing.join(', ')}` }] };

  const seen = new Map<string, number>();
  for (const [index, r] of records.entries()) {
    const line = index + 2; // header is line 1
    const scientificName = blank(r.scientific_name);
    const commonName = blank(r.common_name);
    if (!scientificName) {
      rejected.push({ line, reason: 'scientific_name is empty' });
      continue;
    }
    if (!/^[A-Z][a-z]+( [a-z-]+){1,2}$/.test(scientificName)) {
      rejected.push({ line, reason: `scientific_name "${scientificName}" is not a binomial like "Genus species"` });
      continue;
    }
    const firstLine = seen.get(scientificName.toLowerCase());
    if (firstLine !== undefined) {
      rejected.push({ line, reason: `scientific_name "${scientificName}" repeats line ${firstLine}` });
      continue;
    }
    if (!commonName) {
      rejected.push({ line, reason: 'common_name is empty' });
      continue;
    }
    if (commonName.length > maxNameLength) {
      rejected.push({ line, reason: `common_name is longer than ${maxNameLength} characters` });
      continue;
    }
    const maxLengthCm = numberOrNull(r.max_length_cm);
    if (Number.isNaN(maxLengthCm) || (maxLengthCm !== null && (maxLengthCm <= 0 || maxLengthCm > 3000))) {
      rejected.push({ line, reason: `max_length_cm "${r.max_length_cm}" is not a number of centimetres in (0, 3000]` });
      continue;
    }
    const badTag = (blank(r.region_tags) ?? '').split(';').find((tag) => tag !== '' && !/^[a-z_]{1,40}$/.test(tag));
    if (badTag !== undefined) {
      rejected.push({ line, reason: `region tag "${badTag}" is not lower_snake_case` });
      continue;
    }
    seen.set(scientificName.toLowerCase(), line);
    const aphia = numberOrNull(r.worms_aphia_id);
    if (Number.isNaN(aphia) || (aphia !== null && !Number.isInteger(aphia))) {
      rejected.push({ line, reason: `worms_aphia_id "${r.worms_aphia_id}" is not a whole number` });
      continue;
    }
    const recordWeight = numberOrNull(r.record_weight_kg);
    if (Number.isNaN(recordWeight) || (recordWeight !== null && (recordWeight <= 0 || recordWeight > 2000))) {
      rejected.push({ line, reason: `record_weight_kg "${r.record_weight_kg}" is not a weight in (0, 2000]` });
      continue;
    }
    const commonNameSource = blank(r.common_name_source);
    const commonNameLicence =
      blank(r.common_name_licence) ?? (commonNameSource ? (ownValue(sourceLicences, commonNameSource) ?? null) : null);
    const rowLicences = new Map(commonNameSource && commonNameLicence ? [[commonNameSource, commonNameLicence]] : []);
    const shippedRecords = options.records?.get(scientificName);
    rows.push({
      scientificName,
      scientificNameAuthority: blank(r.scientific_name_authority),
      commonName,
      commonNameSource,
      commonNameLicence,
      commonNameSourceUrl: blank(r.common_name_source_url),
      otherNames: otherNames(
        blank(r.other_common_names),
        blank(r.other_common_names_source),
        options.curatedNames?.get(scientificName),
        rowLicences,
      ),
      family: blank(r.family),
      order: blank(r.order),
      targetGroup: blank(r.target_group),
      specialCategory: blank(r.special_category),
      regionTags: blank(r.region_tags),
      maxLengthCm,
      faoAsfisCode: blank(r.fao_asfis_code),
      isscaapGroup: blank(r.isscaap_group),
      wormsAphiaId: aphia,
      taxonomySource: blank(r.taxonomy_source),
      regionSource: blank(r.region_source),
      maxLengthSource: blank(r.max_length_source),
      aphiaIdSource: blank(r.aphia_id_source),
      records:
        shippedRecords ??
        (recordWeight !== null
          ? [
              {
                weightKg: recordWeight,
                holder: blank(r.record_holder),
                date: blank(r.record_date),
                place: blank(r.record_location),
                category: blank(r.record_category),
                organisation: null,
                source: blank(r.record_source),
              },
            ]
          : []),
    });
  }
  return { rows, rejected };
}

/** curated/spearfishing_records.tsv: every record page found, keyed by scientific name. */
export function parseRecordsTsv(text: string): Map<string, ReferenceRecordInput[]> {
  const records: Record<string, string>[] = parse(text, { columns: true, delimiter: '\t', skip_empty_lines: true, relax_quotes: true });
  const bySpecies = new Map<string, ReferenceRecordInput[]>();
  for (const r of records) {
    const weightKg = Number(r.weight_kg);
    if (!r.scientific_name || !Number.isFinite(weightKg)) continue;
    const list = bySpecies.get(r.scientific_name) ?? [];
    list.push({
      weightKg,
      holder: blank(r.diver),
      date: blank(r.date),
      place: blank(r.location),
      category: blank(r.category),
      organisation: blank(r.organisation),
      source: blank(r.source_url),
    });
    bySpecies.set(r.scientific_name, list);
  }
  return bySpecies;
}
