// A competition's fish and standings, read at request time from its entrants' catches in its
// window (the index catches_diver_caught holds every column read) and the latest weigh-in of
// each, then scored by scoring.ts; or, once `final`, the snapshot stored at that moment.
import type { Sql } from '../../db/store';
import { speciesCatalog } from '../catches/species/read';
import type { Rules } from './scoring';
import { fishByEntry, rankEntries, type Fish, insidePolygon, kgOfLbs, rankByPoints, type ScoredFish, scoreEntryFish } from './scoring';
import type { CompetitionRow } from './rows';

interface DiverView {
  id: string;
  display_name: string;
}

export interface EntrySummary {
  id: string;
  team_name: string | null;
  division: string | null;
  divers: DiverView[];
}

export interface StandingView {
  rank: number;
  entry: EntrySummary;
  points: number;
  fish: number;
  species: number;
  biggest: { catch_id: string; species: string; weight_kg: number } | null;
}

export interface FishView {
  catch_id: string;
  species: string;
  weight_kg: number;
  points: number;
  counted: boolean;
  reason: ScoredFish['reason'];
}

/** What `final` stores: the whole standings and every entry's fish, served unchanged afterwards. */
export interface FinalSnapshot {
  standings: StandingView[];
  fish: Record<string, FishView[]>;
}

interface EntryMemberRow {
  pk: number;
  id: string;
  division: string | null;
  team_name: string | null;
  created_at: number;
  version: number | string;
  user_id: string | null;
  display_name: string | null;
}

export interface EntryRecord extends EntrySummary {
  pk: number;
  created_at: number;
  /** Moves with every write that changes what scoring reads of the entry (migration 0022). */
  version: string;
}

/** Every entry of the competition with its divers, in the order they entered. */
export async function readEntries(db: Sql, competitionPk: number): Promise<EntryRecord[]> {
  const rows = await db.all<EntryMemberRow>(
    `SELECT e.pk, e.id, e.division, e.team_name, e.created_at, e.version, m.user_id, u.display_name
     FROM competition_entries e
     LEFT JOIN competition_members m ON m.entry_pk = e.pk
     LEFT JOIN users u ON u.id = m.user_id
     WHERE e.competition_pk = ? ORDER BY e.pk, m.user_id`,
    competitionPk,
  );
  const entries = new Map<string, EntryRecord>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      entry = {
        pk: Number(row.pk),
        id: row.id,
        team_name: row.team_name,
        division: row.division,
        divers: [],
        created_at: Number(row.created_at),
        version: String(row.version),
      };
      entries.set(row.id, entry);
    }
    if (row.user_id) entry.divers.push({ id: row.user_id, display_name: row.display_name ?? '' });
  }
  return [...entries.values()];
}

interface FishRow {
  id: string;
  entry_id: string;
  species: string;
  weight_lbs: number;
  lat: number | null;
  lon: number | null;
  caught_at: number;
  pk: number;
}

/** The entrants' catches in [starts_at, ends_at) (of the entries `entryPks` only, when given), each with its latest weigh-in. */
async function readFish(db: Sql, competition: CompetitionRow, entryPks?: number[]): Promise<Fish[]> {
  const only = entryPks === undefined ? '' : ` AND m.entry_pk IN (${entryPks.map(() => '?').join(', ')})`;
  const onlyWeighed = entryPks === undefined ? '' : ` AND entry_pk IN (${entryPks.map(() => '?').join(', ')})`;
  const [rows, weighIns] = await Promise.all([
    db.all<FishRow>(
      `SELECT c.id, e.id AS entry_id, s.id AS species, c.weight_lbs, c.lat, c.lon, c.caught_at, c.pk
       FROM competition_members m
       JOIN competition_entries e ON e.pk = m.entry_pk
       JOIN catches c ON c.diver_id = m.user_id AND c.caught_at >= ? AND c.caught_at < ?
       JOIN species s ON s.pk = c.species_pk
       WHERE m.competition_pk = ?${only}`,
      competition.starts_at,
      competition.ends_at,
      competition.pk,
      ...(entryPks ?? []),
    ),
    db.all<{ catch_pk: number; weight_kg: number; decision: 'accepted' | 'rejected' }>(
      `SELECT catch_pk, weight_kg, decision FROM competition_weigh_ins WHERE competition_pk = ?${onlyWeighed} ORDER BY pk`,
      competition.pk,
      ...(entryPks ?? []),
    ),
  ]);
  // Later weigh-ins replace earlier ones: the last row of each catch wins.
  const latest = new Map(weighIns.map((w) => [Number(w.catch_pk), { decision: w.decision, weight_kg: w.weight_kg }]));
  const area = competition.area === null ? null : (JSON.parse(competition.area) as { coordinates: number[][][] }).coordinates;
  return rows.map((row) => ({
    catch_id: row.id,
    entry_id: row.entry_id,
    species: row.species,
    weight_kg: kgOfLbs(row.weight_lbs),
    caught_at: Number(row.caught_at),
    inside_area: area === null || (row.lat !== null && row.lon !== null && insidePolygon(row.lon, row.lat, area)),
    weigh_in: latest.get(Number(row.pk)) ?? null,
  }));
}

/**
 * Each entry's fish, scored, kept between reads per competition (and version of its rules) and
 * entry, under the entry's version: triggers give an entry a fresh version whenever what
 * scoring reads of it changes (migration 0022), and a version is never handed out twice, so a
 * kept answer holds for whoever reads that version, on any instance, in or out of a
 * transaction (one that rolled back only leaves an answer nobody asks for again). The
 * versions are read before the fish, so an answer is never older than its version.
 */
const scoredCache = new Map<string, Map<number, { version: string; fish: ScoredFish[] }>>();
/** Competitions whose scored fish are kept, the least recently read dropped first. */
const scoredCacheLimit = 32;

/** Every entry's scored fish, from the cache where the entry's version is unchanged. */
async function scoredFish(db: Sql, competition: CompetitionRow, entries: EntryRecord[]): Promise<Map<string, ScoredFish[]>> {
  const key = `${competition.id}@${competition.updated_at}`;
  const kept = scoredCache.get(key) ?? new Map<number, { version: string; fish: ScoredFish[] }>();
  scoredCache.delete(key);
  scoredCache.set(key, kept);
  if (scoredCache.size > scoredCacheLimit) scoredCache.delete(scoredCache.keys().next().value!);
  const stale = entries.filter((e) => e.version !== kept.get(e.pk)?.version);
  if (stale.length > 0) {
    const fresh = fishByEntry(
      await readFish(
        db,
        competition,
        stale.map((e) => e.pk),
      ),
    );
    const setup = scoringOf(competition);
    for (const e of stale) kept.set(e.pk, { version: e.version, fish: scoreEntryFish(fresh.get(e.id) ?? [], setup) });
  }
  return new Map(entries.map((e) => [e.id, kept.get(e.pk)!.fish]));
}

const scoringOf = (competition: CompetitionRow) => ({
  rules: JSON.parse(competition.rules) as Rules,
  weighInRequired: competition.weigh_in === 'required',
});

const summaryOf = ({ created_at: _, pk: __, version: ___, ...summary }: EntryRecord): EntrySummary => summary;

/** The standings as they are now, from the catches and weigh-ins committed (or written in `db`'s transaction). */
export async function liveStandings(db: Sql, competition: CompetitionRow): Promise<StandingView[]> {
  const entries = await readEntries(db, competition.pk);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const scored = await scoredFish(db, competition, entries);
  return rankEntries(entries, scored, scoringOf(competition).rules).map(({ entry_id, division: _, ...standing }) => ({
    ...standing,
    entry: summaryOf(byId.get(entry_id)!),
  }));
}

const fishView = (f: ScoredFish): FishView => ({
  catch_id: f.catch_id,
  species: f.species,
  weight_kg: f.weight_kg,
  points: f.points,
  counted: f.counted,
  reason: f.reason,
});

/** One entry's fish with points and reasons, as they are now. */
export async function liveFish(db: Sql, competition: CompetitionRow, entryPk: number): Promise<FishView[]> {
  return scoreEntryFish(await readFish(db, competition, [entryPk]), scoringOf(competition)).map(fishView);
}

/** The snapshot `final` stores. */
export async function finalSnapshot(db: Sql, competition: CompetitionRow): Promise<FinalSnapshot> {
  const entries = await readEntries(db, competition.pk);
  const scored = await scoredFish(db, competition, entries);
  const standings = await liveStandings(db, competition);
  return { standings, fish: Object.fromEntries(entries.map((e) => [e.id, scored.get(e.id)!.map(fishView)])) };
}

/** The standings a read sees: the stored snapshot once final, else live; with `division`, ranked within it. */
export async function currentStandings(db: Sql, competition: CompetitionRow, division?: string): Promise<StandingView[]> {
  const all =
    competition.final_standings !== null
      ? (JSON.parse(competition.final_standings) as FinalSnapshot).standings
      : await liveStandings(db, competition);
  if (division === undefined) return all;
  return rankByPoints(all.filter((s) => s.entry.division === division));
}

/** One entry's fish as a read sees them: from the snapshot once final. */
export async function currentFish(db: Sql, competition: CompetitionRow, entry: { pk: number; id: string }): Promise<FishView[]> {
  if (competition.final_standings !== null) return (JSON.parse(competition.final_standings) as FinalSnapshot).fish[entry.id] ?? [];
  return liveFish(db, competition, entry.pk);
}

/** Common names of species by sp_ id, from the catalogue every page shares. */
export async function speciesNamer(db: Sql): Promise<(id: string) => string> {
  const catalog = await speciesCatalog(db);
  const names = new Map(catalog.entries.map((e) => [e.view.id, e.view.common_name]));
  return (id) => names.get(id) ?? id;
}
