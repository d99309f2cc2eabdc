// Species request and response schemas: named models in /openapi.json. Every string, array
// and number a request may hold has a bound (contract §9).
import { Type, type TOptional } from '@sinclair/typebox';
import { t } from 'elysia';
import { idPattern } from '../../../lib/ids';
import { literalUnion } from '../../../lib/schemas';
import { Catch } from '../model';
import { speciesSorts } from './read';

const nullable = <T extends import('elysia').TSchema>(schema: T) => t.Union([schema, t.Null()]);

const Attribution = t.Object(
  {
    source: t.String({ description: 'Source id (see the data licence notes), e.g. fao_asfis_2025, wikipedia_en.' }),
    licence: nullable(t.String()),
    url: nullable(t.String({ description: 'The page the value was read from, where known.' })),
  },
  { description: 'Where a value comes from and under which licence: show it wherever the value is shown.' },
);

const CommonName = t.Object({
  name: t.String(),
  lang: t.String({ description: 'ISO 639 code.' }),
  primary: t.Boolean({ description: 'The English name shown as `common_name`.' }),
  source: t.String(),
  licence: nullable(t.String()),
  url: nullable(t.String()),
});

const speciesFields = {
  id: t.String({ pattern: idPattern('sp') }),
  object: t.Literal('species'),
  common_name: t.String({ description: 'Primary English name.' }),
  common_names: t.Array(CommonName, { description: 'Every stored name in every language, each with its source and licence.' }),
  scientific_name: t.String(),
  scientific_name_authority: nullable(t.String()),
  family: nullable(t.String()),
  order: nullable(t.String()),
  target_group: nullable(t.String({ description: 'fish, lobster, abalone, cephalopod, ...' })),
  special_category: nullable(t.String({ description: 'e.g. lionfish / invasive.' })),
  region_tags: t.Array(t.String()),
  max_length_cm: nullable(t.Number()),
  worms_aphia_id: nullable(t.Integer()),
  fao_code: nullable(t.String({ description: 'FAO ASFIS 3-alpha code.' })),
  isscaap_group: nullable(t.String()),
  catch_count: t.Integer({ description: 'Catches of this species logged on this server.' }),
  attribution: t.Object({
    common_name: t.Array(Attribution),
    taxonomy: t.Array(Attribution, { description: 'scientific_name_authority, family, order, fao_code, isscaap_group.' }),
    worms_aphia_id: t.Array(Attribution),
    region_tags: t.Array(Attribution),
    max_length_cm: t.Array(Attribution),
    records: t.Array(Attribution, { description: 'The organisations whose reference records are shown.' }),
  }),
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
};

export const Species = t.Object({
  ...speciesFields,
  matched_name: t.Optional(
    t.Object(
      { name: t.String(), lang: t.String({ description: '`la` for the scientific name.' }) },
      { description: 'With `q`: the name that matched best.' },
    ),
  ),
});

export const SpeciesPhoto = t.Object({
  id: t.String({ pattern: idPattern('photo') }),
  url: t.String(),
  license: nullable(t.String()),
  author: nullable(t.String()),
  content_type: t.String(),
  width: t.Integer(),
  height: t.Integer(),
});

const ReferenceRecord = t.Object({
  weight_kg: t.Number(),
  weight_lbs: t.Number(),
  holder: nullable(t.String()),
  date: nullable(t.String()),
  place: nullable(t.String()),
  category: nullable(t.String()),
  organisation: nullable(t.String({ description: 'Record keeper, e.g. IUSA.' })),
  source: nullable(t.String({ description: 'The record page.' })),
  licence: nullable(t.String()),
});

export const SpeciesDetail = t.Object({
  ...speciesFields,
  photos: t.Array(SpeciesPhoto),
  records: t.Object({
    heaviest: t.Object(
      { bronze: nullable(Catch), silver: nullable(Catch), gold: nullable(Catch) },
      { description: 'Heaviest catch at that tier or higher.' },
    ),
    deepest: nullable(Catch),
    catch_count: t.Integer(),
    reference: t.Array(ReferenceRecord, { description: 'Spearfishing world records shipped with the data, heaviest first.' }),
  }),
});

export const SpeciesList = t.Object({
  object: t.Literal('list'),
  data: t.Array(Species),
  total: t.Integer(),
  page: t.Integer(),
  per_page: t.Integer(),
  has_more: t.Boolean(),
});

/** Plain TypeBox (not Elysia's coercing types): the list route checks it with a compiled validator. */
export const SpeciesListQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Type-ahead search over every name, any language, accents and case ignored.',
      }),
    ),
    family: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    region: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$', description: 'A region tag, e.g. mediterranean.' })),
    target_group: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    sort: Type.Optional(
      literalUnion(speciesSorts, {
        description: 'Default `relevance` (with `q`: exact > prefix > contained, then catch count; without: catch count, then name).',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Default 1.' })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 20.' })),
  },
  { additionalProperties: false },
);

const text = (maxLength: number, options: object = {}) => t.String({ minLength: 1, maxLength, ...options });

const NameInput = t.Object(
  {
    name: text(120),
    lang: t.String({ pattern: '^[a-z]{2,3}$' }),
    source: t.Optional(text(60)),
    licence: t.Optional(text(200)),
    url: t.Optional(text(500)),
  },
  { additionalProperties: false },
);

const ReferenceRecordInput = t.Object(
  {
    weight_kg: t.Number({ exclusiveMinimum: 0, maximum: 2000 }),
    holder: t.Optional(text(200)),
    date: t.Optional(text(40)),
    place: t.Optional(text(200)),
    category: t.Optional(text(100)),
    organisation: t.Optional(text(60)),
    source: t.Optional(text(500)),
  },
  { additionalProperties: false },
);

const speciesInputFields = {
  scientific_name: t.String({
    maxLength: 120,
    pattern: '^[A-Z][a-z]+( [a-z-]+){1,2}$',
    description: 'Binomial, e.g. "Epinephelus marginatus".',
  }),
  scientific_name_authority: nullable(text(120)),
  common_name: text(120, { description: 'Primary English name.' }),
  common_name_source: nullable(text(60, { description: 'Source id of the primary name; default `local` (entered on this server).' })),
  common_name_licence: nullable(text(200)),
  common_name_url: nullable(text(500)),
  common_names: t.Array(NameInput, { maxItems: 50, description: 'Other names; replaces the stored list.' }),
  family: nullable(text(80)),
  order: nullable(text(80)),
  target_group: nullable(text(40)),
  special_category: nullable(text(40)),
  region_tags: t.Array(t.String({ pattern: '^[a-z_]{1,40}$' }), { maxItems: 20 }),
  max_length_cm: nullable(t.Number({ exclusiveMinimum: 0, maximum: 3000 })),
  worms_aphia_id: nullable(t.Integer({ minimum: 1, maximum: 100_000_000 })),
  fao_code: nullable(t.String({ pattern: '^[A-Z]{3}$' })),
  isscaap_group: nullable(text(10)),
  taxonomy_source: nullable(text(60)),
  reference_records: t.Array(ReferenceRecordInput, { maxItems: 50, description: 'Replaces the stored reference records.' }),
};

type Fields = typeof speciesInputFields;
const optional = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t.Optional(v)])) as { [K in keyof Fields]: TOptional<Fields[K]> };

export const SpeciesCreate = t.Object(
  { ...optional(speciesInputFields), scientific_name: speciesInputFields.scientific_name, common_name: speciesInputFields.common_name },
  { additionalProperties: false, description: 'A new species (admins). Values without a source are attributed to `local`.' },
);

export const SpeciesUpdate = t.Object(optional(speciesInputFields), {
  additionalProperties: false,
  description: 'Fields to change; `null` clears an optional field; arrays replace the stored list.',
});

export const SpeciesIdParams = t.Object({ id: t.String({ maxLength: 64 }) });
export const SpeciesPhotoParams = t.Object({ id: t.String({ maxLength: 64 }), photo_id: t.String({ maxLength: 64 }) });

/** What is said about a species photo (the admin's page checks its form with this). */
export const photoCredits = {
  license: text(200, { description: 'Licence of the photo, e.g. "CC BY-SA 4.0".' }),
  author: text(200),
};

export const SpeciesPhotoUpload = t.Object(
  { file: t.File({ description: 'JPEG, PNG or WebP; the real type is read from the bytes.' }), ...photoCredits },
  { additionalProperties: false },
);

export const speciesModels = { Species, SpeciesDetail, SpeciesList, SpeciesCreate, SpeciesUpdate, SpeciesPhoto };
