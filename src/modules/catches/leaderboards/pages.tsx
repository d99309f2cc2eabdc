// Leaderboard pages: every board and filter of the API, updated live over Server-Sent
// Events (the server pushes; the browser never polls), and an embeddable copy for the
// club's own website.
import { type Html, trustedHtml } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { ValidationFailed } from '../../../lib/problem';
import { formatDepth, formatWeight, LiveStatus, Pager, photoPath, ScrollTable, Select, TierBadge } from '../../../web/components';
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
import { boardNames, type BoardName } from './service';
import { clubSettingsNow } from '../../../identity/club';
import { ShareButton } from '../../../web/kit/share';
import { boardCardResponse, boardSharing } from '../share/views';
import { diveTypeName, gearName } from '../verifications/views';
import { speciesNamesIn } from '../species/read';
import { withLocalSpecies } from '../species/views';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const boardLabels: Record<BoardName, Message> = {
  heaviest: m.board_heaviest,
  'total-weight': m.board_total_weight,
  'catch-count': m.board_catch_count,
  deepest: m.board_deepest,
};
/** The heading of the value column, in plain words. */
const valueHeadings: Record<BoardName, Message> = {
  heaviest: m.board_col_weight,
  'total-weight': m.board_total_weight,
  'catch-count': m.board_col_catches,
  deepest: m.board_col_depth,
};
/** What each board ranks, in plain words (the API's descriptions name units for programs). */
const boardCaptions: Record<BoardName, Message> = {
  heaviest: m.board_caption_heaviest,
  'total-weight': m.board_caption_total_weight,
  'catch-count': m.board_caption_catch_count,
  deepest: m.board_caption_deepest,
};
/** The least verification a catch needs to count, in plain words. */
const tierWords: Record<Tier, Message> = {
  unverified: m.board_tier_unverified,
  bronze: m.board_tier_bronze,
  silver: m.board_tier_silver,
  gold: m.board_tier_gold,
};
/** Why an empty board is empty: the tier the club asks for (every catch counts on an `unverified` board, never empty for that). */
const emptyWhy: Record<Exclude<Tier, 'unverified'>, Message> = {
  bronze: m.board_empty_bronze,
  silver: m.board_empty_silver,
  gold: m.board_empty_gold,
};
const medals: Message[] = [m.board_medal_gold, m.board_medal_silver, m.board_medal_bronze];

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

/** The first three of the board's first page, on a podium: the catch's photo where there is one. */
function Podium({ view, reader, target }: { view: BoardView; reader: Reader; target?: string }): Html {
  const top = view.page === 1 ? view.data.slice(0, 3) : [];
  if (top.length === 0) return trustedHtml('');
  const o = { locale: reader.locale };
  return (
    <ol class="podium" aria-label={m.board_podium({}, o)}>
      {top.map((row, i) => {
        const photo = row.catch?.photos[0];
        return (
          <li class={`step-${i + 1}`}>
            {photo ? (
              <img
                src={photo.url}
                alt={row.catch ? m.board_photo_alt({ species: row.catch.species, diver: row.diver.display_name }, o) : ''}
                width={photo.width}
                height={photo.height}
              />
            ) : (
              <span class="no-photo" aria-hidden="true">
                {row.diver.display_name.charAt(0)}
              </span>
            )}
            <span class="place">
              {medals[i]!({}, o)} · {row.rank}
            </span>
            <a href={`/divers/${row.diver.id}`} target={target}>
              {row.diver.display_name}
            </a>
            <strong>{valueText(view.board, row.value, reader)}</strong>
            {row.catch && <span class="muted">{row.catch.species}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** Why a board is empty, and where the catches are: the tier it asks for, the catches waiting to reach it. */
export interface EmptyBoard {
  tier: Tier;
  /** Whether the person may grade (a link to the queue), else a link to their own unverified catches (null: a visitor). */
  verifier: boolean | null;
  everyCatch: string;
}

function EmptyBoardNote({ empty, tier, locale }: { empty: EmptyBoard; tier: Exclude<Tier, 'unverified'>; locale: Language }): Html {
  const o = { locale };
  const [before, after] = aroundLink((i) => m.board_ask_each(i, o));
  return (
    <div class="card empty" id="empty-board">
      <p>
        <strong>{m.board_empty_title({}, o)}</strong> {emptyWhy[tier]({}, o)}
      </p>
      <ul class="plain">
        {empty.verifier === true && (
          <li>
            <a href="/verify">{m.board_waiting_verification({}, o)}</a>
          </li>
        )}
        {empty.verifier === false && (
          <li>
            {before}
            <a href="/catches?verification_tier=unverified">{m.board_your_unverified({}, o)}</a>
            {after}
          </li>
        )}
        <li>
          <a href={empty.everyCatch}>{m.board_every_catch({}, o)}</a>
        </li>
      </ul>
    </div>
  );
}

export function BoardTable({
  view,
  reader,
  embedded,
  empty,
}: {
  view: BoardView;
  reader: Reader;
  embedded?: boolean;
  empty?: EmptyBoard;
}): Html {
  const o = { locale: reader.locale };
  if (view.data.length === 0)
    return empty && empty.tier !== 'unverified' ? (
      <EmptyBoardNote empty={empty} tier={empty.tier} locale={reader.locale} />
    ) : (
      <p class="muted">{m.board_no_catches({}, o)}</p>
    );
  const target = embedded ? '_top' : undefined;
  return (
    <>
      <Podium view={view} reader={reader} target={target} />
      <ScrollTable
        label={m.board_table_label({}, o)}
        caption={boardCaptions[view.board]({}, o)}
        columns={[
          { heading: m.board_col_rank({}, o), numeric: true },
          m.board_col_diver({}, o),
          { heading: valueHeadings[view.board]({}, o), numeric: true },
          ...(view.board === 'heaviest' || view.board === 'deepest' ? [m.board_col_catch({}, o)] : []),
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
                {row.catch.species} <TierBadge tier={row.catch.verification_tier} locale={reader.locale} />
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
    </>
  );
}

function BoardFiltersForm(props: { request: BoardRequest; action: string; defaultTier: Tier; locale: Language }): Html {
  const { request, locale } = props;
  const o = { locale };
  const f = request.filters;
  const any = { value: '', label: m.board_any({}, o) };
  // Folded on every screen until wanted; open while a filter other than the board is set.
  const filtered = Object.keys(f).length > 0;
  return (
    <details class="fold" open={filtered}>
      <summary>{m.board_choose({}, o)}</summary>
      <form method="get" action={props.action} class="card filters" aria-label={m.board_filters_label({}, o)}>
        <div>
          <label for="b-board">{m.board_board({}, o)}</label>
          <Select
            id="b-board"
            name="board"
            options={boardNames.map((b) => ({ value: b, label: boardLabels[b]({}, o) }))}
            value={request.board}
          />
        </div>
        <div>
          <label for="b-species">{m.board_species({}, o)}</label>
          <input id="b-species" name="species" value={f.species ?? ''} />
        </div>
        <div>
          <label for="b-season">{m.board_season({}, o)}</label>
          <input id="b-season" name="season" inputmode="numeric" value={f.season?.toString() ?? ''} />
        </div>
        <div>
          <label for="b-dive">{m.board_dive_type({}, o)}</label>
          <Select
            id="b-dive"
            name="dive_type"
            options={[any, ...diveTypes.map((d) => ({ value: d, label: diveTypeName(d, locale) }))]}
            value={f.dive_type ?? ''}
          />
        </div>
        <div>
          <label for="b-gear">{m.board_gear({}, o)}</label>
          <Select
            id="b-gear"
            name="gear"
            options={[any, ...gears.map((g) => ({ value: g, label: gearName(g, locale) }))]}
            value={f.gear ?? ''}
          />
        </div>
        <div>
          <label for="b-tier">{m.board_which_count({}, o)}</label>
          <Select
            id="b-tier"
            name="min_tier"
            options={tiers.map((t) => ({ value: t, label: tierWords[t]({}, o) }))}
            value={f.min_tier ?? props.defaultTier}
          />
        </div>
        <button type="submit" class="secondary">
          {m.board_show({}, o)}
        </button>
      </form>
    </details>
  );
}

/** The query of `board` switched to another board, its filters kept. */
function boardQuery(request: BoardRequest, name: BoardName): URLSearchParams {
  const query = new URLSearchParams(request.query);
  query.set('board', name);
  return query;
}

/** How an empty board explains itself to this visitor. */
function emptyOf(visitor: Visitor, request: BoardRequest, clubTier: Tier): EmptyBoard {
  const role = visitor.user?.role;
  const everyCatch = new URLSearchParams(request.query);
  everyCatch.set('min_tier', 'unverified');
  return {
    tier: request.filters.min_tier ?? clubTier,
    verifier: role === undefined ? null : role === 'verifier' || role === 'admin',
    everyCatch: `/boards?${everyCatch}`,
  };
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
    const view = await presentBoard(db, request.board, page, request.page, perPage, viewer, photoPath);
    const names = await speciesNamesIn(db, visitor.reader.locale);
    return { ...view, data: view.data.map((row) => (row.catch ? { ...row, catch: withLocalSpecies(row.catch, names) } : row)) };
  };
  const liveRegion = (request: BoardRequest, view: BoardView, reader: Reader, embedded: boolean, empty?: EmptyBoard): Html => (
    <>
      <div
        id="board"
        data-live={`/boards/stream`}
        data-fragment={`/boards/table?${request.query}&page=${request.page}${embedded ? '&embedded=1' : ''}`}
        aria-live="polite"
      >
        <BoardTable view={view} reader={reader} embedded={embedded} empty={empty} />
      </div>
      <LiveStatus locale={reader.locale} />
    </>
  );

  return pageRoutes(deps, web)
    .get('/boards', async ({ visitor, request, render }) => {
      const board = boardRequestOf(new URL(request.url).searchParams);
      const view = await boardView(visitor, board);
      const tier = clubSettingsNow(deps.db).board_min_tier;
      const { locale } = visitor.reader;
      const o = { locale };
      const [before, after] = aroundLink((i) => m.board_for_website(i, o));
      const share = boardSharing(deps, visitor, board.board, board.query);
      return render(
        <Layout
          title={m.board_page_title({ board: boardLabels[board.board]({}, o) }, o)}
          visitor={visitor}
          preview={share.preview}
          scripts={['share.js']}
        >
          <h1>{m.board_heading({}, o)}</h1>
          <nav class="subnav" aria-label={m.board_boards_label({}, o)}>
            {boardNames.map((name) => (
              <a href={`/boards?${boardQuery(board, name)}`} aria-current={name === board.board ? 'page' : undefined}>
                {boardLabels[name]({}, o)}
              </a>
            ))}
          </nav>
          <BoardFiltersForm request={board} action="/boards" defaultTier={tier} locale={locale} />
          <h2>{boardLabels[board.board]({}, o)}</h2>
          <p class="muted">{tierWords[board.filters.min_tier ?? tier]({}, o)}.</p>
          {liveRegion(board, view, visitor.reader, false, emptyOf(visitor, board, tier))}
          <Pager
            locale={locale}
            path="/boards"
            query={board.query}
            page={board.page}
            hasMore={board.page * perPage < view.total}
            total={view.total}
            perPage={perPage}
          />
          <ShareButton {...share.button} />
          <p class="muted">
            {before}
            <a href={`/embed/boards?${board.query}`}>{m.board_embeddable({}, o)}</a>
            {after}
          </p>
        </Layout>,
      );
    })
    .get('/boards/table', async ({ visitor, request, render }) => {
      const search = new URL(request.url).searchParams;
      const board = boardRequestOf(search);
      const view = await boardView(visitor, board);
      const empty = search.has('embedded') ? undefined : emptyOf(visitor, board, clubSettingsNow(deps.db).board_min_tier);
      return render(<BoardTable view={view} reader={visitor.reader} embedded={search.has('embedded')} empty={empty} />);
    })
    .get('/embed/boards', async ({ visitor, request, render }) => {
      const board = boardRequestOf(new URL(request.url).searchParams);
      const view = await boardView(visitor, board);
      const label = boardLabels[board.board]({}, { locale: visitor.reader.locale });
      return render(
        <Layout title={label} visitor={visitor} width="bare">
          <h1>{label}</h1>
          {liveRegion(board, view, visitor.reader, true)}
        </Layout>,
        { policy: { frameAncestors: deps.config.embedOrigins.length > 0 ? ["'self'", ...deps.config.embedOrigins] : ["'self'"] } },
      );
    })
    .get('/boards/card.png', ({ visitor, request }) => {
      const board = boardRequestOf(new URL(request.url).searchParams);
      return boardCardResponse(deps, visitor, request, board.board, board.filters);
    })
    .get('/boards/stream', ({ visitor, request }) => {
      requireArea(visitor, 'leaderboards', 'leaderboards:read');
      return liveStreamResponse(live, deps.clientAddress(request) ?? 'unknown', request, streamRefused);
    });
}
