// Results to print (the page's print style leaves out everything but the tables) and to
// download as CSV, overall and per division.
import type { AppDeps } from '../../../app-deps';
import { csvLine } from '../../../lib/csv';
import { NotFound } from '../../../lib/problem';
import { pageRoutes } from '../../../web';
import { Layout } from '../../../web/layout';
import type { WebSupport } from '../../../web/session';
import { requireArea, type Visitor } from '../../../web/visitor';
import { readCompetition } from '../service';
import { currentStandings, speciesNamer } from '../standings';
import { StandingsTable } from '../views';
import { competitionWhen } from '../wording';
import { m } from '../../../i18n/paraglide/messages.js';
import { round4, toCanonical } from '../../../lib/units';
import { ShareButton } from '../../../web/kit/share';
import { resultsCardResponse, resultsSharing } from '../share/views';

const csvColumns = [
  'rank',
  'entry_id',
  'team_name',
  'divers',
  'division',
  'points',
  'fish',
  'species',
  'biggest_species',
  'biggest_kg',
  'biggest_lb',
];

export function resultsPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const readable = async (visitor: Visitor, id: string) => {
    const principal = requireArea(visitor, 'leaderboards', 'leaderboards:read');
    if (!id.startsWith('cmp_')) throw new NotFound('The competition');
    return readCompetition(db, principal && { userId: principal.userId, role: principal.role }, id, deps.now());
  };
  return pageRoutes(deps, web)
    .get('/competitions/:id/results', async ({ visitor, params, render }) => {
      const row = await readable(visitor, params.id);
      const name = await speciesNamer(db);
      const divisions = JSON.parse(row.divisions) as string[];
      const overall = await currentStandings(db, row);
      const byDivision = await Promise.all(divisions.map(async (d) => ({ d, standings: await currentStandings(db, row, d) })));
      const locale = visitor.reader.locale;
      const o = { locale };
      const stage =
        row.status === 'final'
          ? m.competition_status_final
          : row.status === 'provisional'
            ? m.competition_provisional_results
            : m.competition_standings_so_far;
      const share = resultsSharing(deps, visitor, row);
      return render(
        <Layout title={m.competition_results_title({ name: row.name }, o)} visitor={visitor} preview={share.preview} scripts={['share.js']}>
          <article class="results">
            <h1>{row.name}</h1>
            <p>
              {stage({}, o)} · {competitionWhen(row, locale)}
            </p>
            <h2>{m.competition_overall({}, o)}</h2>
            <ShareButton {...share.button} />
            <StandingsTable standings={overall} speciesName={name} locale={locale} />
            {byDivision.map(({ d, standings }) => (
              <>
                <h2>{d}</h2>
                <StandingsTable standings={standings} speciesName={name} locale={locale} />
              </>
            ))}
          </article>
        </Layout>,
      );
    })
    .get('/competitions/:id/results/card.png', ({ visitor, params, request }) => resultsCardResponse(deps, visitor, request, params.id))
    .get('/competitions/:id/results.csv', async ({ visitor, params }) => {
      const row = await readable(visitor, params.id);
      const name = await speciesNamer(db);
      const lines = (await currentStandings(db, row)).map((s) =>
        csvLine([
          s.rank,
          s.entry.id,
          s.entry.team_name,
          s.entry.divers.map((d) => d.display_name).join('; '),
          s.entry.division,
          s.points,
          s.fish,
          s.species,
          s.biggest ? name(s.biggest.species) : null,
          s.biggest?.weight_kg ?? null,
          s.biggest ? round4(toCanonical('weight', s.biggest.weight_kg, 'metric')) : null,
        ]),
      );
      return new Response(csvLine(csvColumns) + lines.join(''), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="results-${row.id}.csv"`,
        },
      });
    });
}
