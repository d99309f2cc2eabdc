// What the share card and the link preview of a catch and of a board say: words for strangers,
// in the club's language and units (a chat app's crawler says nothing useful of its own). Never
// the spot: no coordinates, no place name, whoever the catch belongs to.
import type { ClubSettings } from '../../../identity/club-settings';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Card } from '../../../lib/share-card';
import { formatBoth, formatMeasure, type UnitSystem } from '../../../lib/units';
import type { BoardView } from '../leaderboards/present';
import type { BoardName } from '../leaderboards/service';

/** What a link's preview says beside its card (web/kit/share's ShareWords). */
interface ShareWords {
  title: string;
  description: string;
}

/** A catch as its card shows it: never its location. */
export interface SharedCatch {
  species: string;
  weight_lbs: number;
  diver: { display_name: string };
}

export function catchWords(shared: SharedCatch, club: ClubSettings, locale: Language = club.language): ShareWords {
  const o = { locale };
  return {
    title: m.share_catch_title({ species: shared.species, weight: formatMeasure('weight', shared.weight_lbs, club.units, locale) }, o),
    description: m.share_catch_description({ diver: shared.diver.display_name, club: club.name }, o),
  };
}

/** The catch's card, less its photo: the species, its weight in both units (the club's first), who caught it. */
export function catchCard(shared: SharedCatch, club: ClubSettings): Card {
  const o = { locale: club.language };
  return {
    title: shared.species,
    subtitle: formatBoth('weight', shared.weight_lbs, club.units, club.language),
    lines: [m.share_catch_by({ diver: shared.diver.display_name }, o)],
    footer: club.name,
  };
}

const boardTitles: Record<BoardName, (inputs: object, options: { locale: Language }) => string> = {
  heaviest: m.share_board_heaviest,
  'total-weight': m.share_board_total_weight,
  'catch-count': m.share_board_catch_count,
  deepest: m.share_board_deepest,
};

export function boardTitle(board: BoardName, locale: Language): string {
  return boardTitles[board]({}, { locale });
}

export function boardWords(board: BoardName, club: ClubSettings, locale: Language = club.language): ShareWords {
  const title = boardTitle(board, locale);
  return { title, description: m.share_board_description({ club: club.name, board: title }, { locale }) };
}

function boardValue(board: BoardName, value: number, units: UnitSystem, locale: Language): string {
  if (board === 'catch-count') return new Intl.NumberFormat(locale).format(value);
  return formatMeasure(board === 'deepest' ? 'depth' : 'weight', value, units, locale);
}

/** The board's card: its title and its first three, named as the board names them to visitors. */
export function boardCard(view: BoardView, club: ClubSettings): Card {
  const locale = club.language;
  const top = view.data.slice(0, 3);
  return {
    title: boardTitle(view.board, locale),
    lines:
      top.length === 0
        ? [m.share_board_empty({}, { locale })]
        : top.map((row) =>
            m.share_place(
              { rank: row.rank, name: row.diver.display_name, value: boardValue(view.board, row.value, club.units, locale) },
              { locale },
            ),
          ),
    footer: club.name,
  };
}
