// The API's models of the statistics (/v1/stats/…): the catch list's filters in, sums out.
import { t } from 'elysia';
import { CatchListQuery } from '../catches/model';

/** The filters of GET /v1/catches, without its paging and order. */
export const CatchStatsQuery = t.Omit(CatchListQuery, ['page', 'per_page', 'after', 'sort', 'skip_total']);

const SpeciesRef = t.Object({ id: t.String(), common_name: t.String() });

const CatchStats = t.Object(
  {
    object: t.Literal('catch_stats'),
    total: t.Object({
      catches: t.Integer(),
      weight_lbs: t.Number({ description: 'The matches\u2019 weights summed, to 0.01 lb.' }),
      divers: t.Integer({ description: 'Divers with at least one match.' }),
    }),
    by_month: t.Array(
      t.Object({
        month: t.String({ description: 'YYYY-MM of `caught_at`, UTC.' }),
        catches: t.Integer(),
        weight_lbs: t.Number(),
        divers: t.Integer({ description: 'Divers with a match that month (active divers).' }),
      }),
      { description: 'Months with at least one match, oldest first.' },
    ),
    by_species: t.Array(
      t.Object({
        species: SpeciesRef,
        catches: t.Integer(),
        weight_lbs: t.Number(),
        heaviest_lbs: t.Number(),
        deepest_ft: t.Number(),
      }),
      { description: 'Every species with a match, most matches first.' },
    ),
    weights: t.Array(
      t.Object({
        from_lbs: t.Number({ description: 'Inclusive.' }),
        to_lbs: t.Number({ description: 'Exclusive, except for the last bin.' }),
        catches: t.Integer(),
      }),
      { description: 'A histogram of the weights: bins of one round width from the lightest match to the heaviest, empty ones included.' },
    ),
    bests: t.Array(t.Object({ catch_id: t.String(), species: SpeciesRef, caught_at: t.String(), weight_lbs: t.Number() }), {
      description:
        'With `diver_id`, the diver\u2019s personal bests: each match heavier than every earlier match of its species (by `caught_at`), the latest 500, oldest first. Empty without `diver_id`.',
    }),
  },
  { description: 'Sums over exactly the catches `GET /v1/catches` lists with the same filters.' },
);

export const statsModels = { CatchStats };
