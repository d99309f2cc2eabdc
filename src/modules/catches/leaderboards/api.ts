// HTTP controller for /v1/leaderboards.
import type { AppDeps } from '../../../app-deps';
import { jsonTextResponse } from '../../../http/json';
import { apiController } from '../../../http/controller';
import { compileQuery, queryParameters } from '../../../http/query';
import { NotFound } from '../../../lib/problem';
import { VersionCache } from '../../../lib/version-cache';
import type { Viewer } from '../../../identity/person';
import { BoardParams, BoardQuery, leaderboardModels } from './model';
import { boardScopeOf, presentBoard } from './present';
import { boardDefinitions, boardNames, readBoard, type BoardName, type BoardPage } from './service';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;

const isBoard = (name: string): name is BoardName => (boardNames as readonly string[]).includes(name);

/**
 * Answers of board reads, valid while the store is unchanged (its version moves on every
 * commit, ours or another process's): a hot board costs one lookup, and the first read after
 * any write recomputes it, so boards stay consistent with the committed catches. Renderings
 * differ only in coordinate precision, hence one body per page and kind of viewer.
 */
const cacheLimit = 1000;

/** Everyone sees a page alike, except viewers of exact locations: verifiers, admins, owners. */
function viewerKind(viewer: Viewer, page: BoardPage): string {
  if (viewer.role === 'verifier' || viewer.role === 'admin') return 'exact';
  return page.entries.some((e) => e.diverId === viewer.userId) ? `owner:${viewer.userId}` : 'public';
}

// Cached boards answer in microseconds: the compiled query check (http/query.ts).
const parseBoardQuery = compileQuery(BoardQuery);

export function leaderboardsModule(deps: AppDeps) {
  const { db } = deps;
  const boardPages = new VersionCache<BoardPage>('board_pages', cacheLimit);
  const boardBodies = new VersionCache<string>('board_bodies', cacheLimit);
  return apiController(deps, 'Leaderboards', leaderboardModels)
    .get('/v1/leaderboards', () => ({ data: boardNames.map((board) => ({ board, description: boardDefinitions[board].description })) }), {
      scope: 'leaderboards:read',
      response: { 200: 'BoardList', 401: 'Problem', 403: 'Problem' },
      detail: { summary: 'List the boards', description: 'Every leaderboard this server keeps: its id, title and what it ranks.' },
    })
    .get(
      '/v1/leaderboards/:board',
      async ({ params, principal, request, set }) => {
        const query = parseBoardQuery(new URL(request.url).searchParams);
        const board = params.board;
        if (!isBoard(board)) throw new NotFound(`The board ${JSON.stringify(board)}`);
        const page = query.page ?? 1;
        const perPage = query.per_page ?? 10;
        // Keyed by the query as given: a hit skips even the species lookup.
        const key = [board, query.species, query.season, query.dive_type, query.gear, query.min_tier, page, perPage].join('|');
        const version = await db.version();
        const boardPage = await boardPages.answer(version, key, async () =>
          readBoard(db, board, await boardScopeOf(db, query), page, perPage),
        );
        const body = await boardBodies.answer(version, `${key}|${viewerKind(principal, boardPage)}`, async () =>
          JSON.stringify(await presentBoard(db, board, boardPage, page, perPage, principal, deps.photoUrl)),
        );
        return jsonTextResponse(set, body);
      },
      {
        scope: 'leaderboards:read',
        params: BoardParams,
        response: { 200: 'Board', ...problems },
        detail: {
          parameters: queryParameters(BoardQuery),
          summary: 'Read a board',
          description: [
            'Boards: `heaviest` (each diver\u2019s heaviest catch, with that catch), `total-weight` (sum per diver), `catch-count`, `deepest` (each diver\u2019s deepest catch, with that catch). One entry per diver; equal values share a rank (1, 2, 2, 4) and are listed by diver id. When a diver has several catches with the best value, the earliest is shown.',
            'Filters combine with AND: `species` (name or id; default every species), `season` (a UTC year of `caught_at`; default all-time), `dive_type` (default both: every catch counts), `gear`, `min_tier` (default `silver`). `page`/`per_page` (1\u2013100, default 10) with no depth cap; `total` counts the divers on the board.',
            'Always consistent with the committed catches: boards are kept in the same transaction as every catch write. Entries name the diver by id and display name only; the catch shows rounded coordinates unless the reader may see exact ones.',
          ].join('\n\n'),
        },
      },
    );
}
