// How an admin's edit of a species becomes a stored species: the changed values, attributed
// to `local` (this server's admins) unless a source is given. Used by PATCH /v1/species and
// the admin pages alike.
import { ownValue } from '../../../lib/records';
import type { Static } from 'elysia';
import { localSource, sourceLicences, type SpeciesInput } from './csv';
import type { SpeciesUpdate } from './model';

type SpeciesBody = Static<typeof SpeciesUpdate>;

/** Adds `local` (this server's admins) to a value's sources when an admin changed it. */
const withLocal = (sources: string | null): string => [...new Set([localSource, ...(sources ?? '').split(';').filter(Boolean)])].join(';');

/** The stored species (or an empty one) with the request's changes, attributed to their source. */
export function applySpeciesBody(base: SpeciesInput, body: SpeciesBody): SpeciesInput {
  const next: SpeciesInput = { ...base };
  const has = (key: keyof SpeciesBody): boolean => body[key] !== undefined;
  if (body.scientific_name !== undefined) next.scientificName = body.scientific_name;
  if (body.common_name !== undefined) {
    next.commonName = body.common_name;
    next.commonNameSource = body.common_name_source ?? localSource;
    next.commonNameLicence = body.common_name_licence ?? ownValue(sourceLicences, next.commonNameSource) ?? null;
    next.commonNameSourceUrl = body.common_name_url ?? null;
  }
  if (body.common_names !== undefined)
    next.otherNames = body.common_names.map((n) => {
      const source = n.source ?? localSource;
      return {
        name: n.name,
        lang: n.lang,
        source,
        licence: n.licence ?? ownValue(sourceLicences, source) ?? null,
        sourceUrl: n.url ?? null,
      };
    });
  if (
    has('scientific_name_authority') ||
    has('family') ||
    has('order') ||
    has('fao_code') ||
    has('isscaap_group') ||
    has('taxonomy_source')
  ) {
    if (body.scientific_name_authority !== undefined) next.scientificNameAuthority = body.scientific_name_authority;
    if (body.family !== undefined) next.family = body.family;
    if (body.order !== undefined) next.order = body.order;
    if (body.fao_code !== undefined) next.faoAsfisCode = body.fao_code;
    if (body.isscaap_group !== undefined) next.isscaapGroup = body.isscaap_group;
    next.taxonomySource = body.taxonomy_source ?? withLocal(base.taxonomySource);
  }
  if (body.target_group !== undefined) next.targetGroup = body.target_group;
  if (body.special_category !== undefined) next.specialCategory = body.special_category;
  if (body.region_tags !== undefined) {
    next.regionTags = body.region_tags.length > 0 ? [...new Set(body.region_tags)].join(';') : null;
    next.regionSource = next.regionTags ? localSource : null;
  }
  if (body.max_length_cm !== undefined) {
    next.maxLengthCm = body.max_length_cm;
    next.maxLengthSource = body.max_length_cm === null ? null : localSource;
  }
  if (body.worms_aphia_id !== undefined) {
    next.wormsAphiaId = body.worms_aphia_id;
    next.aphiaIdSource = body.worms_aphia_id === null ? null : localSource;
  }
  if (body.reference_records !== undefined)
    next.records = body.reference_records.map((r) => ({
      weightKg: r.weight_kg,
      holder: r.holder ?? null,
      date: r.date ?? null,
      place: r.place ?? null,
      category: r.category ?? null,
      organisation: r.organisation ?? null,
      source: r.source ?? null,
    }));
  return next;
}

export const emptySpecies: SpeciesInput = {
  scientificName: '',
  scientificNameAuthority: null,
  commonName: '',
  commonNameSource: null,
  commonNameLicence: null,
  commonNameSourceUrl: null,
  otherNames: [],
  family: null,
  order: null,
  targetGroup: null,
  specialCategory: null,
  regionTags: null,
  maxLengthCm: null,
  faoAsfisCode: null,
  isscaapGroup: null,
  wormsAphiaId: null,
  taxonomySource: null,
  regionSource: null,
  maxLengthSource: null,
  aphiaIdSource: null,
  records: [],
};
