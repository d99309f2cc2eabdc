// Leaderboard pages: every board and filter of the API, updated live over Server-Sent
// Events (the server pushes; the browser never polls), and an embeddable copy for the
// club's own website.
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { ValidationFailed } from '../../../lib/problem';
import { formatDepth, formatWeight, Pager, photoPath, ScrollTable, Select, TierBadge } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { Layout } from '../../../web/layout';
import { errorPage } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { anonymousViewer, requireArea, type Reader, type Visitor } from '../../../web/visitor';
import { diveTypes, gears, tiers, type Tier } from '../model';
import { createEventHub } from '../../events/hub';
import { LiveChannel, type LiveRefusal } from '../../events/live';
import { liveStreamResponse } from '../../events/stream';
import { presentBoard, readBoardCached, type BoardFilters, type BoardView } from './present';
import { boardDefinitions, boardNames, type BoardName } from './service';
import { clubSettingsNow } from '../../../identity/club';

const boardLabels: Record<BoardName, string> = {
  heaviest: 'Heaviest fish',
  'total-weight': 'Total weight',
  'catch-count': 'Most catches',
  deepest: 'Deepest catch',
};
/** A write burst is one "changed" a second: each open page re-reads its board on every one. */
const coalesceMs = 1000;
const boardEvent = (type: string): boolean => type.startsWith('catch.') || type === 'leaderboard.updated';

/** A full stream is refused with a page that the board's script never shows: it keeps the board as it is (no live updates). */
function streamRefused(refusal: LiveRefusal): Response {
  return refusal === 'address_full'
    ? errorPage(429, 'Too many live boards', 'Too many live boards are open from your address. Close some, or reload later.', {
        'retry-after': '60',
      })
    : errorPage(503, 'Live boards are full', 'Live updates are busy; the board still shows when you reload.', { 'retry-after': '60' });
}

interface BoardRequest {
  board: BoardName;
  filters: BoardFilters;
  page: number;
  /** The query string that names this board and its filters (no page). */
  query: URLSearchParams;
}

function boardRequestOf(search: URLSearchParams): BoardRequest {
  const text = (name: string): string | undefined => search.get(name)?.trim() || undefined;
  const board = (text('board') ?? 'heaviest') as BoardName;
  if (!boardNames.includes(board)) throw new ValidationFailed([{ field: 'board', message: `must be one of ${boardNames.join(', ')}` }]);
  const filters: BoardFilters = {};
  const species = text('species');
  if (species) filters.species = species.slice(0, 200);
  const season = text('season');
  if (season) {
    const year = Number(season);
    if (!Number.isInteger(year) || year < 1900 || year > 2200) throw new ValidationFailed([{ field: 'season', message: 'must be a year' }]);
    filters.season = year;
  }
  const diveType = text('dive_type');
  if (diveType && (diveTypes as readonly string[]).includes(diveType)) filters.dive_type = diveType as BoardFilters['dive_type'];
  const gear = text('gear');
  if (gear && (gears as readonly string[]).includes(gear)) filters.gear = gear as BoardFilters['gear'];
  const minTier = text('min_tier');
  if (minTier && (tiers as readonly string[]).includes(minTier)) filters.min_tier = minTier as Tier;
  const page = Number(text('page') ?? '1');
  const query = new URLSearchParams({ board });
  for (const [name, value] of Object.entries(filters)) query.set(name, String(value));
  return { board, filters, page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1, query };
}

function valueText(board: BoardName, value: number, reader: Reader): string {
  if (board === 'catch-count') return new Intl.NumberFormat(reader.locale).format(value);
  return board === 'deepest' ? formatDepth(value, reader) : formatWeight(value, reader);
}

function BoardTable({ view, reader, embedded }: { view: BoardView; reader: Reader; embedded?: boolean }): Html {
  if (view.data.length === 0) return <p class="muted">No catches on this board yet.</p>;
  const target = embedded ? '_top' : undefined;
  return (
    <ScrollTable
      label="Leaderboard"
      caption={boardDefinitions[view.board].description}
      columns={[
        { heading: 'Rank', numeric: true },
        'Diver',
        { heading: boardLabels[view.board], numeric: true },
        ...(view.board === 'heaviest' || view.board === 'deepest' ? ['Catch'] : []),
      ]}
    >
      {view.data.map((row) => (
        <tr>
          <td class="num">{row.rank}</td>
          <td>
            <a href={`/divers/${row.diver.id}`} target={target}>
              {row.diver.display_name}
            </a>
          </td>
          <td class="num">{valueText(view.board, row.value, reader)}</td>
          {row.catch && (
            <td>
              {row.catch.species} <TierBadge tier={row.catch.verification_tier} />
              {row.catch.location && (
                <span class="muted">
                  {' '}
                  · {row.catch.location.lat}, {row.catch.location.lon}
                </span>
              )}
            </td>
          )}
        </tr>
      ))}
    </ScrollTable>
  );
}

function BoardFiltersForm({ request, action, defaultTier }: { request: BoardRequest; action: string; defaultTier: Tier }): Html {
  const f = request.filters;
  const any = { value: '', label: 'Any' };
  return (
    <form method="get" action={action} class="card filters" aria-label="Board and filters">
      <div>
        <label for="b-board">Board</label>
        <Select id="b-board" name="board" options={boardNames.map((b) => ({ value: b, label: boardLabels[b] }))} value={request.board} />
      </div>
      <div>
        <label for="b-species">Species</label>
        <input id="b-species" name="species" value={f.species ?? ''} />
      </div>
      <div>
        <label for="b-season">Season (year)</label>
        <input id="b-season" name="season" inputmode="numeric" value={f.season?.toString() ?? ''} />
      </div>
      <div>
        <label for="b-dive">Dive type</label>
        <Select id="b-dive" name="dive_type" options={[any, ...diveTypes.map((d) => ({ value: d, label: d }))]} value={f.dive_type ?? ''} />
      </div>
      <div>
        <label for="b-gear">Gear</label>
        <Select id="b-gear" name="gear" options={[any, ...gears.map((g) => ({ value: g, label: g }))]} value={f.gear ?? ''} />
      </div>
      <div>
        <label for="b-tier">At least</label>
        <Select id="b-tier" name="min_tier" options={tiers.map((t) => ({ value: t, label: t }))} value={f.min_tier ?? defaultTier} />
      </div>
      <button type="submit" class="secondary">
        Show
      </button>
    </form>
  );
}

export function leaderboardPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const live = new LiveChannel(createEventHub(db), boardEvent, {
    total: deps.config.liveStreams,
    perAddress: deps.config.liveStreamsPerAddress,
    coalesceMs,
  });
  deps.metrics.gauge('catchd_live_streams', 'Open live-board streams (/boards/stream) of this instance.', () => live.open);
  const perPage = 20;
  const boardView = async (visitor: Visitor, request: BoardRequest): Promise<BoardView> => {
    const viewer = requireArea(visitor, 'leaderboards', 'leaderboards:read') ?? anonymousViewer;
    const page = await readBoardCached(db, request.board, request.filters, request.page, perPage);
    return await presentBoard(db, request.board, page, request.page, perPage, viewer, photoPath);
  };
  const liveRegion = (request: BoardRequest, view: BoardView, reader: Reader, embedded: boolean): Html => (
    <>
      <div
        id="board"
        data-live={`/boards/stream`}
        data-fragment={`/boards/table?${request.query}&page=${request.page}${embedded ? '&embedded=1' : ''}`}
        aria-live="polite"
      >
        <BoardTable view={view} reader={reader} embedded={embedded} />
      </div>
      <p class="live" data-live-status></p>
    </>
  );

  return pageRoutes(deps, web)
    .get('/boards', async ({ visitor, request, render }) => {
      const board = boardRequestOf(new URL(request.url).searchParams);
      const view = await boardView(visitor, board);
      return render(
        <Layout title={`Leaderboard: ${boardLabels[board.board]}`} visitor={visitor}>
          <h1>Leaderboards</h1>
          <BoardFiltersForm request={board} action="/boards" defaultTier={clubSettingsNow(deps.db).board_min_tier} />
          <h2>{boardLabels[board.board]}</h2>
          {liveRegion(board, view, visitor.reader, false)}
          <Pager
            path="/boards"
            query={board.query}
            page={board.page}
            hasMore={board.page * perPage < view.total}
            total={view.total}
            perPage={perPage}
          />
          <p class="muted">
            For your club’s website: <a href={`/embed/boards?${board.query}`}>embeddable board</a>
          </p>
        </Layout>,
      );
    })
    .get('/boards/table', async ({ visitor, request, render }) => {
      const search = new URL(request.url).searchParams;
      const view = await boardView(visitor, boardRequestOf(search));
      return render(<BoardTable view={view} reader={visitor.reader} embedded={search.has('embedded')} />);
    })
    .get('/embed/boards', async ({ visitor, request, render }) => {
      const board = boardRequestOf(new URL(request.url).searchParams);
      const view = await boardView(visitor, board);
      return render(
        <Layout title={boardLabels[board.board]} visitor={visitor} width="bare">
          <h1>{boardLabels[board.board]}</h1>
          {liveRegion(board, view, visitor.reader, true)}
        </Layout>,
        { policy: { frameAncestors: deps.config.embedOrigins.length > 0 ? ["'self'", ...deps.config.embedOrigins] : ["'self'"] } },
      );
    })
    .get('/boards/stream', ({ visitor, request }) => {
      requireArea(visitor, 'leaderboards', 'leaderboards:read');
      return liveStreamResponse(live, deps.clientAddress(request) ?? 'unknown', request, streamRefused);
    });
}
