// Competition request and response schemas (contract §7a): named models in /openapi.json.
// Every string, array and number has a bound (contract §9); request bodies refuse unknown fields.
import type { TOptional } from '@sinclair/typebox';
import { t } from 'elysia';
import { PagedList } from '../../http/paging';
import { idPattern } from '../../lib/ids';
import { literalUnion } from '../../lib/schemas';
import { isoTimeRule } from '../../lib/time';

export const statuses = ['draft', 'open', 'running', 'provisional', 'final', 'cancelled'] as const;
export type Status = (typeof statuses)[number];
export const reasons = [
  'outside_area',
  'species_excluded',
  'below_minimum',
  'not_weighed',
  'rejected',
  'over_species_limit',
  'over_fish_limit',
] as const;

const UserId = t.String({ pattern: idPattern('usr') });
const Time = t.String({ format: 'date-time' });
const Name = t.String({ minLength: 1, maxLength: 200 });
const Description = t.String({ maxLength: 5000 });
const Division = t.String({ minLength: 1, maxLength: 60 });
const Kg = t.Number({ minimum: 0, maximum: 2268 });
const Count = t.Integer({ minimum: 1, maximum: 10_000 });

const Position = t.Array(t.Number({ minimum: -180, maximum: 180 }), { minItems: 2, maxItems: 2, description: '[lon, lat]' });
const Area = t.Object(
  {
    type: t.Literal('Polygon'),
    coordinates: t.Array(t.Array(Position, { minItems: 4, maxItems: 1000 }), {
      minItems: 1,
      maxItems: 20,
      description: 'GeoJSON linear rings, lon/lat: the outer ring, then any holes; each closed (first = last position).',
    }),
  },
  { additionalProperties: false, description: 'A GeoJSON Polygon (RFC 7946). A catch counts when its exact coordinates are inside.' },
);

const speciesRuleFields = {
  species: t.String({ minLength: 1, maxLength: 200, description: 'Common name, scientific name or sp_ id; answered as the sp_ id.' }),
  min_weight_kg: t.Optional(Kg),
  max_count: t.Optional(Count),
  fixed_points: t.Optional(t.Integer({ minimum: 0, maximum: 1_000_000 })),
};
const SpeciesRuleInput = t.Object(speciesRuleFields, { additionalProperties: false });

const rulesInputFields = {
  points_per_kg: t.Optional(t.Number({ minimum: 0, maximum: 1_000_000, default: 1000, description: 'Default 1000: a point a gram.' })),
  fish_bonus: t.Optional(t.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Points added per counted fish.' })),
  species_bonus: t.Optional(
    t.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Points per distinct species an entry counts.' }),
  ),
  other_species: t.Optional(
    literalUnion(['allowed', 'excluded'], { default: 'allowed', description: 'Species without a rule of their own.' }),
  ),
  default_min_weight_kg: t.Optional(t.Number({ minimum: 0, maximum: 2268, default: 0 })),
  default_max_count: t.Optional(t.Union([Count, t.Null()], { default: null, description: 'null: no limit per species.' })),
  max_fish: t.Optional(t.Union([Count, t.Null()], { default: null, description: 'An entry\u2019s best fish that count; null: all.' })),
  species: t.Optional(t.Array(SpeciesRuleInput, { maxItems: 200 })),
};
const RulesInput = t.Object(rulesInputFields, { additionalProperties: false });

export const Rules = t.Object({
  points_per_kg: t.Number(),
  fish_bonus: t.Integer(),
  species_bonus: t.Integer(),
  other_species: literalUnion(['allowed', 'excluded']),
  default_min_weight_kg: t.Number(),
  default_max_count: t.Union([t.Integer(), t.Null()]),
  max_fish: t.Union([t.Integer(), t.Null()]),
  species: t.Array(
    t.Object({
      species: t.String({ pattern: idPattern('sp') }),
      min_weight_kg: t.Optional(t.Number()),
      max_count: t.Optional(t.Integer()),
      fixed_points: t.Optional(t.Integer()),
    }),
  ),
});

// No `default` in these schemas: Elysia would fill it into a PATCH body, changing fields the
// caller never sent. The service fills the defaults on create.
const competitionFields = {
  name: Name,
  description: t.Union([Description, t.Null()]),
  starts_at: t.String({ maxLength: 40, description: isoTimeRule, examples: ['2026-06-13T07:00:00+01:00'] }),
  ends_at: t.String({ maxLength: 40, description: `After starts_at. ${isoTimeRule}`, examples: ['2026-06-13T15:00:00+01:00'] }),
  time_zone: t.String({
    minLength: 1,
    maxLength: 64,
    description: 'An IANA time zone: how pages show the times.',
    examples: ['Europe/Lisbon', 'UTC', 'America/New_York'],
  }),
  area: t.Union([Area, t.Null()]),
  team_size: t.Integer({
    minimum: 1,
    maximum: 4,
    description: '1 (the default on create): individual entries; 2\u20134: teams of up to that many.',
  }),
  divisions: t.Array(Division, { maxItems: 20, uniqueItems: true, description: 'Each entry picks one when any are set.' }),
  entry: literalUnion(['open', 'admin'], { description: '`open`: divers enter themselves; `admin`: admins add entries.' }),
  weigh_in: literalUnion(['required', 'none'], { description: '`required` (the default on create): only weighed fish count.' }),
  weighmasters: t.Array(UserId, { maxItems: 50, uniqueItems: true, description: 'Verifiers or admins who record weigh-ins.' }),
  protest_hours: t.Integer({ minimum: 0, maximum: 72, description: 'Hours entrants may protest after `ends_at`; 1 by default on create.' }),
  rules: RulesInput,
};

export const CompetitionCreate = t.Object(
  {
    name: competitionFields.name,
    description: t.Optional(competitionFields.description),
    starts_at: competitionFields.starts_at,
    ends_at: competitionFields.ends_at,
    time_zone: competitionFields.time_zone,
    area: t.Optional(competitionFields.area),
    team_size: t.Optional(competitionFields.team_size),
    divisions: t.Optional(competitionFields.divisions),
    entry: competitionFields.entry,
    weigh_in: t.Optional(competitionFields.weigh_in),
    weighmasters: t.Optional(competitionFields.weighmasters),
    protest_hours: t.Optional(competitionFields.protest_hours),
    rules: t.Optional(competitionFields.rules),
  },
  { additionalProperties: false },
);

export const CompetitionUpdate = t.Object(
  Object.fromEntries(Object.entries(competitionFields).map(([k, v]) => [k, t.Optional(v)])) as {
    [K in keyof typeof competitionFields]: TOptional<(typeof competitionFields)[K]>;
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'Fields to change: any until the competition is running, then only `description` (409 `competition_started`).',
  },
);

export const Competition = t.Object({
  id: t.String({ pattern: idPattern('cmp') }),
  status: literalUnion(statuses),
  name: t.String(),
  description: t.Union([t.String(), t.Null()]),
  starts_at: Time,
  ends_at: Time,
  time_zone: t.String(),
  area: t.Union([Area, t.Null()]),
  team_size: t.Integer({ minimum: 1, maximum: 4 }),
  divisions: t.Array(t.String()),
  entry: literalUnion(['open', 'admin']),
  weigh_in: literalUnion(['required', 'none']),
  weighmasters: t.Array(t.String({ pattern: idPattern('usr') })),
  protest_hours: t.Integer({ minimum: 0, maximum: 72 }),
  rules: Rules,
  created_at: Time,
  updated_at: Time,
});

export const CompetitionList = PagedList(Competition);

export const CompetitionListQuery = t.Object(
  {
    status: t.Optional(literalUnion(statuses)),
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

const CompetitionId = t.String({ pattern: idPattern('cmp') });
export const CompetitionParams = t.Object({ id: CompetitionId });
export const EntryParams = t.Object({ id: CompetitionId, entry_id: t.String({ pattern: idPattern('ent') }) });
export const ProtestParams = t.Object({ id: CompetitionId, protest_id: t.String({ pattern: idPattern('prt') }) });

const Diver = t.Object({ id: t.String({ pattern: idPattern('usr') }), display_name: t.String() });

export const EntryCreate = t.Object(
  {
    division: t.Optional(Division),
    team_name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
    diver_id: t.Optional(t.String({ pattern: idPattern('usr'), description: 'Admins: whom the entry is for (default: the caller).' })),
    members: t.Optional(
      t.Array(UserId, { maxItems: 4, uniqueItems: true, description: 'The other members of a team (up to team_size in all).' }),
    ),
  },
  { additionalProperties: false },
);

export const Entry = t.Object({
  id: t.String({ pattern: idPattern('ent') }),
  competition_id: t.String({ pattern: idPattern('cmp') }),
  division: t.Union([t.String(), t.Null()]),
  team_name: t.Union([t.String(), t.Null()]),
  divers: t.Array(Diver),
  created_at: Time,
});
export const EntryList = t.Object({ data: t.Array(Entry) });

export const WeighInCreate = t.Object(
  {
    catch_id: t.String({ pattern: idPattern('catch') }),
    weight_kg: t.Number({ exclusiveMinimum: 0, maximum: 2268 }),
    decision: literalUnion(['accepted', 'rejected']),
    reason: t.Optional(t.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const WeighIn = t.Object({
  id: t.String({ pattern: idPattern('wgh') }),
  competition_id: t.String({ pattern: idPattern('cmp') }),
  catch_id: t.String({ pattern: idPattern('catch') }),
  weight_kg: t.Number(),
  decision: literalUnion(['accepted', 'rejected']),
  reason: t.Union([t.String(), t.Null()]),
  weighed_by: t.Union([t.String({ pattern: idPattern('usr') }), t.Null()]),
  created_at: Time,
});
export const WeighInList = t.Object({ data: t.Array(WeighIn) });

export const StandingsQuery = t.Object(
  {
    division: t.Optional(Division),
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const Standings = t.Object({
  competition: t.Object({ id: t.String({ pattern: idPattern('cmp') }), name: t.String(), status: literalUnion(statuses) }),
  data: t.Array(
    t.Object({
      rank: t.Integer({ minimum: 1, description: 'Equal points share a rank (1, 2, 2, 4).' }),
      entry: t.Object({
        id: t.String({ pattern: idPattern('ent') }),
        team_name: t.Union([t.String(), t.Null()]),
        division: t.Union([t.String(), t.Null()]),
        divers: t.Array(Diver),
      }),
      points: t.Integer(),
      fish: t.Integer({ minimum: 0 }),
      species: t.Integer({ minimum: 0 }),
      biggest: t.Union([
        t.Object({
          catch_id: t.String({ pattern: idPattern('catch') }),
          species: t.String({ pattern: idPattern('sp') }),
          weight_kg: t.Number(),
        }),
        t.Null(),
      ]),
    }),
  ),
  total: t.Integer({ minimum: 0 }),
  page: t.Integer({ minimum: 1 }),
  per_page: t.Integer({ minimum: 1, maximum: 100 }),
});

export const FishList = t.Object({
  data: t.Array(
    t.Object({
      catch_id: t.String({ pattern: idPattern('catch') }),
      species: t.String({ pattern: idPattern('sp') }),
      weight_kg: t.Number(),
      points: t.Integer(),
      counted: t.Boolean(),
      reason: t.Union([literalUnion(reasons), t.Null()]),
    }),
  ),
});

export const ProtestCreate = t.Object(
  {
    entry_id: t.Optional(t.String({ pattern: idPattern('ent') })),
    catch_id: t.Optional(t.String({ pattern: idPattern('catch') })),
    reason: t.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const ProtestResolve = t.Object(
  { decision: literalUnion(['upheld', 'dismissed']), note: t.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const Protest = t.Object({
  id: t.String({ pattern: idPattern('prt') }),
  competition_id: t.String({ pattern: idPattern('cmp') }),
  entry_id: t.Union([t.String({ pattern: idPattern('ent') }), t.Null()]),
  catch_id: t.Union([t.String({ pattern: idPattern('catch') }), t.Null()]),
  reason: t.String(),
  status: literalUnion(['open', 'upheld', 'dismissed']),
  note: t.Union([t.String(), t.Null()]),
  protested_by: t.Union([t.String({ pattern: idPattern('usr') }), t.Null()]),
  created_at: Time,
  resolved_at: t.Union([Time, t.Null()]),
});
export const ProtestList = t.Object({ data: t.Array(Protest) });

export const competitionModels = {
  Competition,
  CompetitionCreate,
  CompetitionUpdate,
  CompetitionList,
  Entry,
  EntryCreate,
  EntryList,
  WeighIn,
  WeighInCreate,
  WeighInList,
  Standings,
  FishList,
  Protest,
  ProtestCreate,
  ProtestResolve,
  ProtestList,
};
