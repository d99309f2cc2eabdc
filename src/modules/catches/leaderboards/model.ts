// Leaderboard query and response schemas (named models in /openapi.json).
import { t } from 'elysia';
import { literalUnion } from '../../../lib/schemas';
import { Catch, Diver, diveTypes, gears, tiers } from '../model';
import { boardNames } from './service';

export const BoardParams = t.Object({ board: t.String({ maxLength: 40 }) });

export const BoardQuery = t.Object(
  {
    species: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 200,
        description: 'Common name (any language), scientific name or sp_ id. Without it the board spans every species.',
      }),
    ),
    season: t.Optional(
      t.Integer({ minimum: 1900, maximum: 2200, description: 'A year (UTC) of `caught_at`. Without it the board is all-time.' }),
    ),
    dive_type: t.Optional(literalUnion(diveTypes, { description: 'Only freedive or only scuba catches. Without it every catch counts.' })),
    gear: t.Optional(literalUnion(gears, { description: 'Only catches taken with this gear (record keepers\u2019 categories).' })),
    min_tier: t.Optional(
      literalUnion(tiers, {
        description:
          "Only catches verified at this tier or higher (default: the club's `board_min_tier`, silver unless an admin changed it).",
      }),
    ),
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1, description: 'Boards page without a depth cap.' })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);

export const BoardEntry = t.Object({
  rank: t.Integer({ minimum: 1, description: 'Equal values share a rank (1, 2, 2, 4); ties are listed by diver id.' }),
  value: t.Number({ description: 'lbs (heaviest, total-weight), a count (catch-count) or ft (deepest).' }),
  diver: Diver,
  catch: t.Optional(Catch),
});

export const Board = t.Object({
  board: literalUnion(boardNames),
  data: t.Array(BoardEntry),
  total: t.Integer({ description: 'Divers on the board.' }),
  page: t.Integer(),
  per_page: t.Integer(),
});

export const BoardList = t.Object({
  data: t.Array(t.Object({ board: literalUnion(boardNames), description: t.String() })),
});

export const leaderboardModels = { Board, BoardList };
