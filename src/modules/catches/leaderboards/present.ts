// A board as readers see it, shared by the API and the pages: filters resolved to a scope,
// entries with their catch shown as this reader may see it (other divers' spots rounded).
import type { Sql, Store } from '../../../db/store';
import { ValidationFailed } from '../../../lib/problem';
import { tiers, type Tier } from '../model';
import type { Viewer } from '../../../identity/person';
import { findCatches, photosFor } from '../read';
import { presentCatch, type CatchView } from '../present';
import { resolveSpecies, UnknownSpecies } from '../species/service';
import { clubSettingsNow } from '../../../identity/club';
import { readBoard, type BoardName, type BoardPage, type BoardScope } from './service';
import { rememberForVersion } from '../../../lib/remember';

export interface BoardFilters {
  species?: string;
  season?: number;
  dive_type?: BoardScope['diveType'];
  gear?: BoardScope['gear'];
  min_tier?: Tier;
}

export async function boardScopeOf(db: Sql, filters: BoardFilters): Promise<BoardScope> {
  let speciesPk = 0;
  if (filters.species !== undefined) {
    try {
      speciesPk = (await resolveSpecies(db, filters.species)).pk;
    } catch (error) {
      if (error instanceof UnknownSpecies) throw new ValidationFailed((error.errors ?? []).map((e) => ({ ...e, field: 'species' })));
      throw error;
    }
  }
  return {
    speciesPk,
    season: filters.season ?? 0,
    diveType: filters.dive_type ?? '',
    gear: filters.gear ?? '',
    // The club's default tier, as this request read it.
    minTier: tiers.indexOf(filters.min_tier ?? clubSettingsNow(db.store).board_min_tier),
  };
}

interface BoardRow {
  rank: number;
  value: number;
  diver: { id: string; display_name: string };
  catch?: CatchView;
}

export interface BoardView {
  board: BoardName;
  data: BoardRow[];
  total: number;
  page: number;
  per_page: number;
}

/** The board's entries with their catches, as `viewer` may see them (spots of others rounded). */
export async function presentBoard(
  db: Sql,
  board: BoardName,
  { entries, total }: BoardPage,
  page: number,
  perPage: number,
  viewer: Viewer,
  photoUrl: (id: string) => string,
): Promise<BoardView> {
  const found = await findCatches(
    db,
    entries.flatMap((e) => (e.catchId === null ? [] : [e.catchId])),
  );
  const photos = await photosFor(
    db,
    [...found.values()].map((r) => r.pk),
    photoUrl,
  );
  const data = entries.map((entry): BoardRow => {
    const record = entry.catchId === null ? undefined : found.get(entry.catchId);
    const row = { rank: entry.rank, value: entry.value, diver: { id: entry.diverId, display_name: entry.displayName } };
    // Other divers' spots stay rounded: the catch is shown as this reader may see it.
    return record ? { ...row, catch: presentCatch(record, viewer, photos.get(record.pk) ?? []) } : row;
  });
  return { board, data, total, page, per_page: perPage };
}

/**
 * Board pages as read at the store's current version: a board is read once per change of the
 * data, however many pages show it (a big board's page is slow to read, a hit free:
 * docs/benchmarks.md#catch-list-caches).
 * Committed writes of any process move the version, so a cached page is never stale.
 */
const boardCaches = new WeakMap<Store, { version: string; pages: Map<string, Promise<BoardPage>> }>();
const boardCacheLimit = 1000;

export async function readBoardCached(
  db: Store,
  board: BoardName,
  filters: BoardFilters,
  page: number,
  perPage: number,
): Promise<BoardPage> {
  const version = await db.version();
  const cache = rememberForVersion(
    boardCaches,
    db,
    version,
    () => ({ version, pages: new Map() }),
    (c) => c.pages.size >= boardCacheLimit,
  );
  const key = JSON.stringify([
    board,
    filters.species ?? null,
    filters.season ?? null,
    filters.dive_type ?? null,
    filters.gear ?? null,
    filters.min_tier ?? null,
    page,
    perPage,
  ]);
  let read = cache.pages.get(key);
  if (!read) {
    read = boardScopeOf(db, filters).then((scope) => readBoard(db, board, scope, page, perPage));
    cache.pages.set(key, read);
    read.catch(() => cache.pages.delete(key));
  }
  return read;
}
