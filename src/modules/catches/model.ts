// Catch request and response schemas: named models in /openapi.json. Every string, array
// and number has a bound (contract §9).
import type { TOptional, TSchema } from '@sinclair/typebox';
import { t } from 'elysia';
import { idPattern } from '../../lib/ids';
import { literalUnion } from '../../lib/schemas';
import { isoTimeRule } from '../../lib/time';
import { diveTypes, gears, tiers } from '../../db/vocabulary';

export { diveTypes, gears, tiers, type DiveType, type Gear, type Tier } from '../../db/vocabulary';

const Conditions = t.Object(
  {
    visibility_ft: t.Optional(t.Number({ minimum: 0, maximum: 500 })),
    water_temp_f: t.Optional(t.Number({ minimum: 20, maximum: 110 })),
    sea_state: t.Optional(t.String({ maxLength: 40 })),
    current: t.Optional(t.String({ maxLength: 40 })),
  },
  { additionalProperties: false, description: 'Dive conditions; every field optional.' },
);

const LocationInput = t.Object(
  {
    lat: t.Number({ minimum: -90, maximum: 90 }),
    lon: t.Number({ minimum: -180, maximum: 180 }),
    name: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

const catchInputFields = {
  species: t.String({
    minLength: 1,
    maxLength: 200,
    description: 'Common name (any language), scientific name or sp_ id.',
    examples: ['Grey triggerfish', 'Balistes capriscus'],
  }),
  weight_lbs: t.Number({ exclusiveMinimum: 0, maximum: 5000, description: 'Canonical weight. Send this or weight_kg.' }),
  weight_kg: t.Number({ exclusiveMinimum: 0, maximum: 2268, description: 'Converted to weight_lbs (1 lb = 0.45359237 kg).' }),
  depth_ft: t.Number({ minimum: 0, maximum: 1000, description: 'Canonical depth. Send this or depth_m.' }),
  depth_m: t.Number({ minimum: 0, maximum: 305, description: 'Converted to depth_ft (1 ft = 0.3048 m).' }),
  length_in: t.Number({ exclusiveMinimum: 0, maximum: 600 }),
  caught_at: t.String({ maxLength: 40, description: `When the fish was taken; defaults to created_at. ${isoTimeRule}` }),
  time_zone: t.String({
    minLength: 1,
    maxLength: 64,
    description:
      "The IANA zone where the fish was taken (e.g. Europe/Madrid): its time is shown in it. Defaults to the diver's zone, then the club's; an unknown zone is 422.",
    examples: ['Europe/Madrid'],
  }),
  location: t.Union([LocationInput, t.Null()]),
  notes: t.Union([t.String({ maxLength: 5000 }), t.Null()]),
  dive_type: literalUnion(diveTypes),
  gear: t.Union([literalUnion(gears), t.Null()]),
  conditions: t.Union([Conditions, t.Null()]),
};

const optional = <T extends Record<string, TSchema>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t.Optional(v)])) as { [K in keyof T]: TOptional<T[K]> };

// Coordinates in query values, as the list checks them (list-plan.ts): ±90, ±180, a radius in (0, 20000] km.
const latitude = String.raw`-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)`;
const longitude = String.raw`-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)`;
const radiusKm = String.raw`(?:20000(?:\.0+)?|(?:1\d{4}|[1-9]\d{0,3})(?:\.\d+)?)`;

/** Each measure in one unit: the canonical field or its metric twin (the service converts). */
const measures = [
  ['weight_lbs', 'weight_kg'],
  ['depth_ft', 'depth_m'],
] as const;

// The either-or rules as schema keywords, for the document and its clients; the service
// enforces them (TypeBox's compiler leaves keywords of no kind of its own to the document).
export const CatchCreate = t.Object(
  { ...optional(catchInputFields), species: catchInputFields.species },
  {
    additionalProperties: false,
    description: 'A new catch. weight_lbs or weight_kg, and depth_ft or depth_m, are required (one of each pair).',
    allOf: measures.map((pair) => ({ oneOf: pair.map((name) => ({ required: [name] })) })),
  },
);

export const CatchUpdate = t.Object(optional(catchInputFields), {
  additionalProperties: false,
  description:
    'Fields to change, at most one of each pair weight_lbs/weight_kg and depth_ft/depth_m. Changing weight or species of a verified catch resets it to unverified.',
  // (dependentSchemas rather than `not`: Elysia's schema walk cannot read a `not`.)
  dependentSchemas: Object.fromEntries(measures.map(([canonical, metric]) => [metric, { properties: { [canonical]: false } }])),
});

export const Diver = t.Object({ id: t.String(), display_name: t.String() });

const photoId = t.String({ pattern: idPattern('photo') });

export const Evidence = t.Object(
  {
    photo_ids: t.Optional(
      t.Array(photoId, { maxItems: 20, uniqueItems: true, description: 'Photos of the fish; each must be a photo of this catch.' }),
    ),
    weigh_photo_id: t.Optional(t.String({ pattern: idPattern('photo'), description: 'A photo of the weighing (a photo of this catch).' })),
    measurement: t.Optional(
      t.Object(
        {
          weight_lbs: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 5000 })),
          length_in: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 600 })),
          method: t.Optional(t.String({ minLength: 1, maxLength: 200, description: 'e.g. "certified scale", "length board"' })),
        },
        { additionalProperties: false },
      ),
    ),
    scale_certified_on: t.Optional(
      t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD: when the scale was last certified.' }),
    ),
    witness: t.Optional(
      t.Object(
        {
          name: t.String({ minLength: 1, maxLength: 200 }),
          contact: t.Optional(t.String({ minLength: 1, maxLength: 200, description: 'Email or phone.' })),
        },
        {
          additionalProperties: false,
          description: 'Must be neither the diver nor the verifier (names and emails compared case-insensitively).',
        },
      ),
    ),
    note: t.Optional(t.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const Verification = t.Object({
  id: t.String({ pattern: idPattern('ver') }),
  tier: literalUnion(tiers),
  previous_tier: literalUnion(tiers),
  verifier: Diver,
  note: t.Union([t.String(), t.Null()]),
  evidence: Evidence,
  created_at: t.String({ format: 'date-time' }),
});

const Photo = t.Object({
  id: t.String(),
  url: t.String(),
  content_type: t.String(),
  width: t.Integer(),
  height: t.Integer(),
});

export const Catch = t.Object({
  id: t.String({ pattern: idPattern('catch') }),
  object: t.Literal('catch'),
  species: t.String({ description: 'Common name (English).' }),
  weight_lbs: t.Number(),
  depth_ft: t.Number(),
  verification_tier: literalUnion(tiers),
  created_at: t.String({ format: 'date-time' }),
  species_id: t.String(),
  scientific_name: t.String(),
  caught_at: t.String({ format: 'date-time' }),
  time_zone: t.String({ description: 'The IANA zone where the fish was taken; caught_at stays UTC.' }),
  updated_at: t.String({ format: 'date-time' }),
  diver: Diver,
  location: t.Union([t.Object({ lat: t.Number(), lon: t.Number(), name: t.Optional(t.String()), precise: t.Boolean() }), t.Null()]),
  length_in: t.Union([t.Number(), t.Null()]),
  notes: t.Union([t.String(), t.Null()]),
  photos: t.Array(Photo),
  dive_type: literalUnion(diveTypes),
  gear: t.Union([literalUnion(gears), t.Null()]),
  conditions: t.Union([Conditions, t.Null()]),
  verification: t.Union([Verification, t.Null()], {
    description:
      'The verification that set the current tier: who confirmed it, when, with which evidence. Null when never verified, or when an edit of weight or species reset the tier.',
  }),
});

export const CatchList = t.Object({
  object: t.Literal('list'),
  data: t.Array(Catch),
  total: t.Union([t.Integer(), t.Null()]),
  page: t.Union([t.Integer(), t.Null()]),
  per_page: t.Integer(),
  has_more: t.Boolean(),
});

const isoQuery = (description: string) => t.String({ maxLength: 40, description: `${description} ${isoTimeRule}` });

export const CatchListQuery = t.Object(
  {
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, from 1 (the default).' })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, description: 'Items per page, 1 to 100 (default 20).' })),
    after: t.Optional(
      t.String({ pattern: idPattern('catch'), description: 'Keyset cursor: the id of the last catch of the previous page.' }),
    ),
    species: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
    species_id: t.Optional(t.String({ pattern: idPattern('sp') })),
    diver_id: t.Optional(t.String({ pattern: idPattern('usr') })),
    verification_tier: t.Optional(
      t.String({
        maxLength: 60,
        pattern: '^(unverified|bronze|silver|gold)(,(unverified|bronze|silver|gold))*$',
        description: 'Comma list of tiers.',
      }),
    ),
    min_tier: t.Optional(literalUnion(tiers)),
    min_weight_lbs: t.Optional(t.Number({ minimum: 0, maximum: 5000 })),
    max_weight_lbs: t.Optional(t.Number({ minimum: 0, maximum: 5000 })),
    min_depth_ft: t.Optional(t.Number({ minimum: 0, maximum: 1000 })),
    max_depth_ft: t.Optional(t.Number({ minimum: 0, maximum: 1000 })),
    caught_after: t.Optional(isoQuery('Strictly after this ISO 8601 time.')),
    caught_before: t.Optional(isoQuery('Strictly before this ISO 8601 time.')),
    created_after: t.Optional(isoQuery('Strictly after this ISO 8601 time.')),
    created_before: t.Optional(isoQuery('Strictly before this ISO 8601 time.')),
    updated_after: t.Optional(isoQuery('Strictly after this ISO 8601 time (for sync).')),
    dive_type: t.Optional(literalUnion(diveTypes)),
    gear: t.Optional(literalUnion(gears)),
    near: t.Optional(t.String({ maxLength: 80, pattern: `^${latitude},${longitude},${radiusKm}$`, description: 'lat,lon,radius_km' })),
    bbox: t.Optional(
      t.String({
        maxLength: 120,
        pattern: `^${longitude},${latitude},${longitude},${latitude}$`,
        description: 'min_lon,min_lat,max_lon,max_lat; min_lat at most max_lat (a box may cross the antimeridian: min_lon > max_lon).',
      }),
    ),
    q: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
    sort: t.Optional(
      literalUnion(['created_at', '-created_at', 'caught_at', '-caught_at', 'weight_lbs', '-weight_lbs', 'depth_ft', '-depth_ft'], {
        description: 'Default -created_at; ties broken by id in the same direction.',
      }),
    ),
    skip_total: t.Optional(t.Boolean({ description: 'true answers total: null and skips the count.' })),
  },
  { additionalProperties: false },
);

export const CatchIdParams = t.Object({ id: t.String({ maxLength: 64 }) });

export const catchModels = { Catch, CatchCreate, CatchUpdate, CatchList };
