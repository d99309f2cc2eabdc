// Sharing a competition's results: the Share button's words, the link's preview (where visitors
// see competitions) and the card, a PNG of its name, its status and its podium as visitors see
// them, in the club's language (a chat app's crawler says nothing useful of its own).
import type { AppDeps } from '../../../app-deps';
import type { ClubSettings } from '../../../identity/club-settings';
import { grants } from '../../../identity/scopes';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { cardSvg, type Card } from '../../../lib/share-card';
import { cardResponse, sharingOf, type Sharing } from '../../../web/kit/share';
import type { Visitor } from '../../../web/visitor';
import { NotFound } from '../../../lib/problem';
import type { Status } from '../model';
import type { CompetitionRow } from '../rows';
import { readCompetition } from '../service';
import { currentStandings } from '../standings';
import { entryName } from '../views';

const statusWords: Record<Status, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  draft: m.share_status_open,
  open: m.share_status_open,
  running: m.share_status_running,
  provisional: m.share_status_provisional,
  final: m.share_status_final,
  cancelled: m.share_status_cancelled,
};

const visitorsSee = (visitor: Visitor): boolean =>
  visitor.principal ? grants(visitor.principal.scopes, 'leaderboards:read') : visitor.publicAreas.has('leaderboards');

function resultsWords(row: CompetitionRow, club: ClubSettings, locale: Language) {
  const status = statusWords[row.status]({}, { locale });
  return { title: row.name, description: m.share_results_description({ status, name: row.name, club: club.name }, { locale }) };
}

/** The Share button of a competition's results, and their preview where visitors see competitions. */
export function resultsSharing(deps: AppDeps, visitor: Visitor, row: CompetitionRow): Sharing {
  const page = `/competitions/${row.id}/results`;
  const open = row.status !== 'draft' && visitor.publicAreas.has('leaderboards');
  return sharingOf(
    deps.config.baseUrl,
    visitor,
    { page, card: `${page}/card.png` },
    (locale) => resultsWords(row, visitor.club, locale),
    open,
  );
}

/** The results' card: name, status and the first three with their points. */
async function resultsCard(deps: AppDeps, row: CompetitionRow, club: ClubSettings): Promise<Card> {
  const locale = club.language;
  const podium = (await currentStandings(deps.db, row)).slice(0, 3);
  return {
    title: row.name,
    subtitle: statusWords[row.status]({}, { locale }),
    lines: podium.map((s) => m.share_podium({ rank: s.rank, name: entryName(s.entry, locale), points: s.points }, { locale })),
    footer: club.name,
  };
}

/** The card of a competition visitors may see (a draft is nobody's to share: 404, as for none). */
export async function resultsCardResponse(deps: AppDeps, visitor: Visitor, request: Request, id: string): Promise<Response> {
  if (!visitorsSee(visitor) || !id.startsWith('cmp_')) throw new NotFound('The competition');
  const row = await readCompetition(deps.db, null, id, deps.now());
  const card = await resultsCard(deps, row, visitor.club);
  return cardResponse(request, `competition ${row.id}`, JSON.stringify(card), async () => cardSvg(card));
}
