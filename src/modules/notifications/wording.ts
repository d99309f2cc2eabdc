// What a notification says, in its reader's language. A notification stores its kind, the page
// it opens and the few values its sentences need (`say`: names, a tier, a reason, boards and
// ranks, a competition, a week's counts), never sentences: each is worded when it is shown or
// sent, in the language of whoever reads it then (the page's, or for mail and push the
// recipient's own, else the club's). Rows written before that stored English `title` and
// `text`, which are shown as they are.
import { isLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { ClubSettings } from '../../identity/club-settings';
import type { Tier } from '../../db/vocabulary';
import { formatMeasure, type UnitSystem } from '../../lib/units';
import type { NotificationKind } from './kinds';

/** A board a diver moved down on: its kind, species and season (null: all), and the ranks. */
export interface BoardMove {
  board: string;
  species: string | null;
  season: number | null;
  old_rank: number;
  /** null: out of the top 10. */
  new_rank: number | null;
}

/** A catch a digest names: its species' name, its weight in canonical pounds and its diver. */
export interface NamedCatch {
  species: string;
  weight_lbs: number;
  diver: string;
}

/** A club's week, as the admins' digest tells it (digest.ts gathers it). */
export interface DigestValues {
  club: string;
  /** The week's first and last days, YYYY-MM-DD. */
  from: string;
  to: string;
  counts: { members: number; catches: number; grades: number; records: number; published: number; finished: number };
  /** The first few new members' names, the heaviest catch, the first few new records and the competitions' names. */
  members: string[];
  heaviest: NamedCatch | null;
  records: NamedCatch[];
  published: string[];
  finished: string[];
}

/** The values each kind's sentences are made of. */
export interface Values {
  verification_requested: { diver: string; species: string };
  catch_graded: { species: string; tier: Tier; previous_tier: Tier; note: string | null };
  sign_up_waiting: { name: string };
  developer_application_waiting: { name: string };
  board_overtaken: { boards: BoardMove[] };
  competition_published: { competition: string };
  competition_results: { competition: string; final: boolean };
  protest_on_entry: { competition: string; entry: boolean };
  competition_overtaken: { competition: string; old_rank: number; new_rank: number | null };
  club_digest: DigestValues;
}

/** What a notification row's `data` holds for `kind`. */
export type Said<K extends NotificationKind = NotificationKind> = { [Kind in K]: { path: string; say: Values[Kind] } }[K];

/** Whom a notification is worded for: their language and units. */
export interface Reading {
  locale: Language;
  units: UnitSystem;
}

/** A recipient's reading, from their own preferences (null: the club's). */
export function readingOf(person: { language: string | null; units: string | null }, club: ClubSettings): Reading {
  return {
    locale: isLanguage(person.language) ? person.language : club.language,
    units: person.units === 'metric' || person.units === 'imperial' ? person.units : club.units,
  };
}

export interface Worded {
  title: string;
  text: string;
  path: string;
}

type Options = { locale: Language };

const tierWords: Record<Tier, (inputs: Record<string, never>, options: Options) => string> = {
  unverified: m.notify_tier_unverified,
  bronze: m.notify_tier_bronze,
  silver: m.notify_tier_silver,
  gold: m.notify_tier_gold,
};

const boardWords: Record<string, (inputs: Record<string, never>, options: Options) => string> = {
  heaviest: m.notify_board_heaviest,
  'total-weight': m.notify_board_total_weight,
  'catch-count': m.notify_board_catch_count,
  deepest: m.notify_board_deepest,
};

/** The boards named in one notification's text; the rest are counted. */
const boardsNamed = 3;

function boardSentence(move: BoardMove, o: Options): string {
  const board = [
    boardWords[move.board]?.({}, o) ?? move.board,
    move.species,
    move.season ? m.notify_board_season({ season: move.season }, o) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return move.new_rank === null
    ? m.notify_board_left({ board, old: move.old_rank }, o)
    : m.notify_board_moved({ board, old: move.old_rank, new: move.new_rank }, o);
}

/** A list of names in the reader's language ("A, B and C"). */
const listed = (names: string[], locale: Language): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

/** A day (YYYY-MM-DD) as the reader writes dates. */
const day = (date: string, locale: Language): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A digest's counts that are not zero, each in its own words. */
export function digestCounts(values: DigestValues, o: Options): string[] {
  const { counts } = values;
  return [
    [counts.members, m.digest_members],
    [counts.catches, m.digest_catches],
    [counts.grades, m.digest_grades],
    [counts.records, m.digest_records],
    [counts.published, m.digest_published],
    [counts.finished, m.digest_finished],
  ].flatMap(([count, words]) =>
    (count as number) > 0 ? [(words as (i: { count: number }, o: Options) => string)({ count: count as number }, o)] : [],
  );
}

/** A digest's highlights, a sentence each: who joined, the heaviest catch, new records, competitions. */
export function digestHighlights(values: DigestValues, reading: Reading): string[] {
  const o = { locale: reading.locale };
  const weight = (lbs: number) => formatMeasure('weight', lbs, reading.units, reading.locale);
  return [
    ...(values.members.length > 0 ? [m.digest_new_members({ names: listed(values.members, reading.locale) }, o)] : []),
    ...(values.heaviest
      ? [
          m.digest_heaviest(
            { species: values.heaviest.species, weight: weight(values.heaviest.weight_lbs), diver: values.heaviest.diver },
            o,
          ),
        ]
      : []),
    ...values.records.map((r) => m.digest_record({ species: r.species, weight: weight(r.weight_lbs), diver: r.diver }, o)),
    ...(values.published.length > 0 ? [m.digest_published_list({ names: listed(values.published, reading.locale) }, o)] : []),
    ...(values.finished.length > 0 ? [m.digest_finished_list({ names: listed(values.finished, reading.locale) }, o)] : []),
  ];
}

/** The digest's week, as the reader writes dates. */
export const digestWeek = (values: DigestValues, locale: Language): { from: string; to: string } => ({
  from: day(values.from, locale),
  to: day(values.to, locale),
});

/** The title and text of one kind's values. */
function sentences(said: Said, kind: NotificationKind, reading: Reading): { title: string; text: string } {
  const o = { locale: reading.locale };
  const s = said.say as never;
  switch (kind) {
    case 'verification_requested': {
      const v: Values['verification_requested'] = s;
      return { title: m.notify_verification_requested_title({}, o), text: m.notify_verification_requested_text(v, o) };
    }
    case 'catch_graded': {
      const v: Values['catch_graded'] = s;
      const reason = v.note ? ` ${m.notify_reason({ note: v.note }, o)}` : '';
      if (v.tier === 'unverified')
        return { title: m.notify_catch_refused_title({}, o), text: m.notify_catch_refused_text({ species: v.species }, o) + reason };
      const tier = tierWords[v.tier]({}, o);
      return {
        title: m.notify_catch_graded_title({ tier }, o),
        text: m.notify_catch_graded_text({ species: v.species, tier, previous: tierWords[v.previous_tier]({}, o) }, o) + reason,
      };
    }
    case 'sign_up_waiting': {
      const v: Values['sign_up_waiting'] = s;
      return { title: m.notify_sign_up_title({}, o), text: m.notify_sign_up_text(v, o) };
    }
    case 'developer_application_waiting': {
      const v: Values['developer_application_waiting'] = s;
      return { title: m.notify_developer_title({}, o), text: m.notify_developer_text(v, o) };
    }
    case 'board_overtaken': {
      const { boards }: Values['board_overtaken'] = s;
      const more = boards.length - boardsNamed;
      const text = [
        ...boards.slice(0, boardsNamed).map((b) => boardSentence(b, o)),
        ...(more > 0 ? [m.notify_boards_more({ count: more }, o)] : []),
      ];
      return {
        title: boards.length === 1 ? m.notify_board_title({}, o) : m.notify_boards_title({ count: boards.length }, o),
        text: text.join(' '),
      };
    }
    case 'competition_published': {
      const v: Values['competition_published'] = s;
      return { title: m.notify_published_title({}, o), text: m.notify_published_text(v, o) };
    }
    case 'competition_results': {
      const v: Values['competition_results'] = s;
      return v.final
        ? { title: m.notify_final_title({}, o), text: m.notify_final_text(v, o) }
        : { title: m.notify_provisional_title({}, o), text: m.notify_provisional_text(v, o) };
    }
    case 'protest_on_entry': {
      const v: Values['protest_on_entry'] = s;
      return {
        title: m.notify_protest_title({}, o),
        text: v.entry ? m.notify_protest_entry_text(v, o) : m.notify_protest_catch_text(v, o),
      };
    }
    case 'competition_overtaken': {
      const v: Values['competition_overtaken'] = s;
      return {
        title: m.notify_overtaken_title(v, o),
        text:
          v.new_rank === null
            ? m.notify_overtaken_left({ competition: v.competition, old: v.old_rank }, o)
            : m.notify_overtaken_moved({ competition: v.competition, old: v.old_rank, new: v.new_rank }, o),
      };
    }
    case 'club_digest': {
      const v: Values['club_digest'] = s;
      return { title: m.notify_digest_title({ club: v.club }, o), text: digestCounts(v, o).join(' · ') };
    }
  }
}

/** A stored notification worded for `reading`: written before notifications were worded per reader, as stored. */
export function wordNotification(kind: NotificationKind, data: string, reading: Reading): Worded {
  const stored = JSON.parse(data) as Said | Worded;
  if (!('say' in stored)) return stored;
  return { ...sentences(stored, kind, reading), path: stored.path };
}
