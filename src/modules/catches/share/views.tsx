// Sharing a catch and a board: who may see what a link shows (its page, its preview, its card),
// the Share button's words, and the card as a PNG. A catch is shown to strangers only under the
// visitor rules (strangerSeesCatch); a board card shows the board as visitors see it.
import type { AppDeps } from '../../../app-deps';
import type { ClubSettings } from '../../../identity/club-settings';
import { grants } from '../../../identity/scopes';
import { strangerSeesCatch } from '../../../identity/catch-privacy';
import type { Viewer } from '../../../identity/person';
import { isId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import { cardSvg } from '../../../lib/share-card';
import { photoPath } from '../../../web/components';
import { cardResponse, sharingOf, type Sharing } from '../../../web/kit/share';
import { anonymousViewer, requireScope, type Visitor } from '../../../web/visitor';
import { photoStorageFor } from '../photos/storage';
import type { CatchView } from '../present';
import { findCatch, type CatchRecord } from '../read';
import { presentBoard, readBoardCached, type BoardFilters } from '../leaderboards/present';
import type { BoardName } from '../leaderboards/service';
import { boardCard, boardWords, catchCard, catchWords } from './service';

/**
 * Who reads /catches/:id: the signed-in person holding catches:read, or a stranger where the
 * visitor rules show them the catch (anybody, as spots are rounded for); else sign in.
 */
export async function catchReader(deps: AppDeps, visitor: Visitor, id: string): Promise<Viewer> {
  if (!visitor.principal && isId('catch', id)) {
    const record = await findCatch(deps.db, id);
    if (record && strangerSeesCatch(visitor.publicAreas, record)) return anonymousViewer;
  }
  return requireScope(visitor, 'catches:read');
}

/** The catch as shared: null for a developer's sandbox catch, which is theirs alone; a preview only where strangers see it. */
export async function catchSharing(deps: AppDeps, visitor: Visitor, view: CatchView): Promise<Sharing | null> {
  const record = await findCatch(deps.db, view.id);
  if (record?.sandbox !== 0) return null;
  const page = `/catches/${view.id}`;
  const open = strangerSeesCatch(visitor.publicAreas, record);
  return sharingOf(
    deps.config.baseUrl,
    visitor,
    { page, card: `${page}/card.png` },
    (locale) => catchWords(view, visitor.club, locale),
    open,
  );
}

/** Whom a catch's card is for: as its page, less a developer's own sandbox catch (never shared). */
function cardShowsCatch(visitor: Visitor, record: CatchRecord): boolean {
  if (record.sandbox !== 0) return false;
  return visitor.principal ? grants(visitor.principal.scopes, 'catches:read') : strangerSeesCatch(visitor.publicAreas, record);
}

/** The catch's first photo, where it has one. */
async function firstPhoto(deps: AppDeps, record: CatchRecord): Promise<{ id: string; content_type: string } | undefined> {
  return deps.db.get<{ id: string; content_type: string }>(
    'SELECT id, content_type FROM photos WHERE catch_pk = ? ORDER BY pk LIMIT 1',
    record.pk,
  );
}

/** The catch's card as SVG: its first photo covering it, and the words of catchCard (never its spot). */
export async function catchCardSvg(deps: AppDeps, record: CatchRecord, club: ClubSettings): Promise<string> {
  const photo = await firstPhoto(deps, record);
  const blob = photo ? await photoStorageFor(deps.db, deps.config.dataDir).get(photo.id) : null;
  const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  return cardSvg({ ...catchCard(sharedOf(record), club), photo: bytes && photo ? { bytes, contentType: photo.content_type } : null });
}

const sharedOf = (record: CatchRecord) => ({
  species: record.common_name,
  weight_lbs: record.weight_lbs,
  diver: { display_name: record.display_name },
});

/** The catch's card, or 404 as for a missing catch; drawn again when the catch, its first photo or the club's words change. */
export async function catchCardResponse(deps: AppDeps, visitor: Visitor, request: Request, id: string): Promise<Response> {
  const record = isId('catch', id) ? await findCatch(deps.db, id) : null;
  if (!record || !cardShowsCatch(visitor, record)) throw new NotFound('The catch');
  const version = JSON.stringify([
    catchCard(sharedOf(record), visitor.club),
    record.updated_at,
    (await firstPhoto(deps, record))?.id ?? null,
  ]);
  return cardResponse(request, `catch ${record.id}`, version, () => catchCardSvg(deps, record, visitor.club));
}

/** A board as shared: its page's link, with a preview when visitors see boards. */
export function boardSharing(deps: AppDeps, visitor: Visitor, board: BoardName, query: URLSearchParams): Sharing {
  return sharingOf(
    deps.config.baseUrl,
    visitor,
    { page: `/boards?${query}`, card: `/boards/card.png?${query}` },
    (locale) => boardWords(board, visitor.club, locale),
    visitor.publicAreas.has('leaderboards'),
  );
}

/** The board's card, as visitors see its first page; 404 for whoever may not see the board. */
export async function boardCardResponse(
  deps: AppDeps,
  visitor: Visitor,
  request: Request,
  board: BoardName,
  filters: BoardFilters,
): Promise<Response> {
  const open = visitor.principal ? grants(visitor.principal.scopes, 'leaderboards:read') : visitor.publicAreas.has('leaderboards');
  if (!open) throw new NotFound('The board');
  const perPage = 20;
  const page = await readBoardCached(deps.db, board, filters, 1, perPage);
  const view = await presentBoard(deps.db, board, page, 1, perPage, anonymousViewer, photoPath);
  const card = boardCard(view, visitor.club);
  const text = JSON.stringify(card);
  return cardResponse(request, `board ${JSON.stringify([board, filters])}`, text, async () => cardSvg(card));
}
