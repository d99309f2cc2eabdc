// Pictures of the catches: a diver's season (/divers/:id/stats), the club's (/stats: admins,
// everyone while the boards are public) and a species' weights (/stats/species/:id). Every
// chart draws the numbers of GET /v1/stats/catches for the same filters, in the reader's units.
import type { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { findUserById } from '../../identity/people';
import type { Viewer } from '../../identity/person';
import { NotFound } from '../../lib/problem';
import { fromCanonical, unitSymbol, type MeasureKind } from '../../lib/units';
import { pageRoutes } from '../../web';
import { BarChart, type Bar } from '../../web/charts/bars';
import { ColumnChart } from '../../web/charts/columns';
import { EmptyChart } from '../../web/charts/frame';
import { Histogram, type Marker } from '../../web/charts/histogram';
import { Timeline } from '../../web/charts/timeline';
import { formatDepth, formatWeight } from '../../web/components';
import { Layout } from '../../web/layout';
import type { WebSupport } from '../../web/session';
import { anonymousViewer, requireArea, type Reader, type Visitor } from '../../web/visitor';
import { presentSpeciesDetail } from '../catches/species/read';
import { findSpecies } from '../catches/species/service';
import {
  catchStats,
  clubRecords,
  weightStats,
  type CatchStats,
  type ClubRecord,
  type MonthStats,
  type SpeciesStats,
  type StatsQuery,
} from './service';

/** Species a bar chart shows: more rows than this is a list, not a picture. */
export const speciesShown = 8;

/** The calendar year asked for (?year=), else this one (UTC). */
function yearOf(asked: unknown, now: number): number {
  const year = Math.trunc(Number(asked));
  return Number.isFinite(year) && year >= 1900 && year <= 2200 ? year : new Date(now * 1000).getUTCFullYear();
}

/** The filters of a calendar year (UTC), as the catch list takes them: strictly after and before. */
export function yearFilters(year: number): Pick<StatsQuery, 'caught_after' | 'caught_before'> {
  return { caught_after: `${year - 1}-12-31T23:59:59Z`, caught_before: `${year + 1}-01-01T00:00:00Z` };
}

/** The twelve months of `year`, those without catches as zeros. */
function twelveMonths(year: number, months: MonthStats[]): MonthStats[] {
  const found = new Map(months.map((m) => [m.month, m]));
  return Array.from({ length: 12 }, (_, n) => {
    const month = `${year}-${String(n + 1).padStart(2, '0')}`;
    return found.get(month) ?? { month, catches: 0, weight_lbs: 0, divers: 0 };
  });
}

/** How a page shows numbers: its reader's units and language. */
function shows(reader: Reader) {
  const count = new Intl.NumberFormat(reader.locale, { maximumFractionDigits: 0 });
  const monthName = new Intl.DateTimeFormat(reader.locale, { month: 'short', timeZone: 'UTC' });
  const longMonth = new Intl.DateTimeFormat(reader.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(reader.locale, { dateStyle: 'medium', timeZone: reader.timeZone });
  const shortDate = new Intl.DateTimeFormat(reader.locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const measure = (kind: MeasureKind) => {
    const plain = new Intl.NumberFormat(reader.locale, { maximumFractionDigits: 1 });
    return {
      /** A canonical value in the reader's unit, as drawn. */
      value: (canonical: number): number => fromCanonical(kind, canonical, reader.units),
      /** A drawn value as an axis label. */
      tick: (shown: number): string => plain.format(shown),
      symbol: unitSymbol(kind, reader.units, reader.locale),
    };
  };
  const monthDate = (month: string): Date => new Date(`${month}-01T00:00:00Z`);
  return {
    count: (n: number) => count.format(n),
    month: (month: string) => monthName.format(monthDate(month)),
    longMonth: (month: string) => longMonth.format(monthDate(month)),
    day: (iso: string) => day.format(new Date(iso)),
    shortDate: (date: Date) => shortDate.format(date),
    weight: measure('weight'),
    depth: measure('depth'),
    weightText: (lbs: number) => formatWeight(lbs, reader),
    depthText: (ft: number) => formatDepth(ft, reader),
  };
}

type Shows = ReturnType<typeof shows>;

function CatchesByMonth(props: { id: string; title: string; months: MonthStats[]; show: Shows; divers?: boolean }): Html {
  const { months, show } = props;
  const pick = (m: MonthStats): number => (props.divers ? m.divers : m.catches);
  const total = months.reduce((sum, m) => sum + m.catches, 0);
  const busiest = months.reduce((best, m) => (pick(m) > pick(best) ? m : best), months[0]);
  const what = props.divers ? 'active divers' : 'catches';
  const summary =
    total === 0 ? 'No catches logged in these months.' : `Most ${what} in ${show.longMonth(busiest.month)}: ${show.count(pick(busiest))}.`;
  return (
    <ColumnChart
      id={props.id}
      title={props.title}
      summary={summary}
      columns={months.map((m) => ({ label: show.month(m.month), value: pick(m) }))}
      format={show.count}
      whole
      table={{
        head: ['Month', props.divers ? 'Active divers' : 'Catches'],
        rows: months.map((m) => [show.longMonth(m.month), show.count(pick(m))]),
      }}
    />
  );
}

function WeightByMonth({ months, show }: { months: MonthStats[]; show: Shows }): Html {
  const total = months.reduce((sum, m) => sum + m.weight_lbs, 0);
  return (
    <ColumnChart
      id="weight-by-month"
      title={`Weight landed by month (${show.weight.symbol})`}
      summary={`${show.weightText(total)} in all.`}
      columns={months.map((m) => ({ label: show.month(m.month), value: show.weight.value(m.weight_lbs) }))}
      format={show.weight.tick}
      table={{ head: ['Month', 'Weight'], rows: months.map((m) => [show.longMonth(m.month), show.weightText(m.weight_lbs)]) }}
    />
  );
}

function SpeciesMix({ species, show }: { species: SpeciesStats[]; show: Shows }): Html {
  const shown = species.slice(0, speciesShown);
  const title = 'Species mix';
  if (shown.length === 0) return <EmptyChart id="species-mix" title={title} summary="No catches yet." />;
  const total = species.reduce((sum, s) => sum + s.catches, 0);
  return (
    <BarChart
      id="species-mix"
      title={title}
      summary={`${show.count(species.length)} species; ${shown[0].species.common_name} most often (${show.count(shown[0].catches)} of ${show.count(total)}).`}
      bars={shown.map((s) => ({ label: s.species.common_name, value: s.catches }))}
      format={show.count}
      table={{
        head: ['Species', 'Catches', 'Weight'],
        rows: species.map((s) => [s.species.common_name, show.count(s.catches), show.weightText(s.weight_lbs)]),
      }}
    />
  );
}

/** The diver's heaviest (or deepest) of each of their most caught species, with the club's record of it marked. */
function AgainstClub(props: { kind: 'weight' | 'depth'; mine: SpeciesStats[]; club: Map<string, ClubRecord>; show: Shows }): Html {
  const { kind, show } = props;
  const of = (s: SpeciesStats): number => (kind === 'weight' ? s.heaviest_lbs : s.deepest_ft);
  const measure = kind === 'weight' ? show.weight : show.depth;
  const text = kind === 'weight' ? show.weightText : show.depthText;
  const shown = props.mine.slice(0, speciesShown);
  const clubBest = new Map(
    shown.flatMap((s) => {
      const record = props.club.get(s.species.id);
      return record ? [[s.species.id, kind === 'weight' ? record.heaviest_lbs : record.deepest_ft]] : [];
    }),
  );
  const id = `${kind}-against-club`;
  const title = kind === 'weight' ? 'Heaviest against the club’s record' : 'Deepest against the club’s record';
  if (shown.length === 0) return <EmptyChart id={id} title={title} summary="No catches yet." />;
  const held = shown.filter((s) => of(s) >= (clubBest.get(s.species.id) ?? 0)).length;
  const bars: Bar[] = shown.map((s) => ({
    label: s.species.common_name,
    value: measure.value(of(s)),
    mark: measure.value(clubBest.get(s.species.id) ?? of(s)),
  }));
  return (
    <BarChart
      id={id}
      title={title}
      summary={`Club record held in ${show.count(held)} of ${show.count(shown.length)} species; the marks are the club’s records.`}
      bars={bars}
      markName="club"
      format={(v) => `${measure.tick(v)} ${measure.symbol}`}
      table={{
        head: ['Species', 'Yours', 'Club record'],
        rows: shown.map((s) => [s.species.common_name, text(of(s)), text(clubBest.get(s.species.id) ?? of(s))]),
      }}
    />
  );
}

function PersonalBests({ stats, show }: { stats: CatchStats; show: Shows }): Html {
  const title = `Personal bests over time (${show.weight.symbol})`;
  if (stats.bests.length === 0) return <EmptyChart id="personal-bests" title={title} summary="No catches yet." />;
  const latest = stats.bests.at(-1)!;
  return (
    <Timeline
      id="personal-bests"
      title={title}
      summary={`Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: ${latest.species.common_name}, ${show.weightText(latest.weight_lbs)}.`}
      moments={stats.bests.map((b) => ({ at: Date.parse(b.caught_at) / 1000, value: show.weight.value(b.weight_lbs) }))}
      format={show.weight.tick}
      dateLabel={show.shortDate}
      table={{
        head: ['Date', 'Species', 'Weight'],
        rows: stats.bests.map((b) => [show.day(b.caught_at), b.species.common_name, show.weightText(b.weight_lbs)]),
      }}
    />
  );
}

function YearLinks({ path, year }: { path: string; year: number }): Html {
  return (
    <nav aria-label="Seasons">
      <p>
        <a href={`${path}?year=${year - 1}`} rel="prev">
          Season {year - 1}
        </a>{' '}
        · <strong>{year}</strong> ·{' '}
        <a href={`${path}?year=${year + 1}`} rel="next">
          Season {year + 1}
        </a>
      </p>
    </nav>
  );
}

/** Whether this visitor sees the club's charts: admins, and everyone while the boards are public. */
export function seesClubStats(visitor: Visitor): boolean {
  return visitor.user?.role === 'admin' || visitor.publicAreas.has('leaderboards');
}

/** A bare Elysia, as statsModule (api.ts) for the same reason. */
export function statsPages(deps: AppDeps, web: WebSupport): Elysia {
  const { db } = deps;
  const routes = pageRoutes(deps, web)
    .get('/divers/:id/stats', async ({ visitor, params, query, render }) => {
      const viewer = requireArea(visitor, 'divers', 'catches:read') ?? anonymousViewer;
      const diver = await findUserById(db, params.id);
      if (!diver || (diver.role === 'developer' && diver.id !== viewer.userId)) throw new NotFound('The diver');
      const year = yearOf(query.year, deps.now());
      const [season, always] = await Promise.all([
        catchStats(db, viewer, { diver_id: diver.id, ...yearFilters(year) }),
        catchStats(db, viewer, { diver_id: diver.id }),
      ]);
      const club = await clubRecords(
        db,
        always.by_species.slice(0, speciesShown).map((s) => s.species.id),
      );
      const show = shows(visitor.reader);
      const months = twelveMonths(year, season.by_month);
      return render(
        <Layout title={`${diver.displayName}: ${year} season`} visitor={visitor}>
          <h1>{diver.displayName}’s season</h1>
          <YearLinks path={`/divers/${diver.id}/stats`} year={year} />
          <p class="muted">
            {show.count(season.total.catches)} catches, {show.weightText(season.total.weight_lbs)} in {year}.{' '}
            <a href={`/divers/${diver.id}`}>Best catch of each species</a>
          </p>
          <div class="charts">
            <CatchesByMonth id="catches-by-month" title="Catches by month" months={months} show={show} />
            <WeightByMonth months={months} show={show} />
            <SpeciesMix species={season.by_species} show={show} />
            <PersonalBests stats={always} show={show} />
            <AgainstClub kind="weight" mine={always.by_species} club={club} show={show} />
            <AgainstClub kind="depth" mine={always.by_species} club={club} show={show} />
          </div>
        </Layout>,
      );
    })
    .get('/stats', async ({ visitor, query, render }) => {
      const viewer: Viewer | null = visitor.principal;
      if (!seesClubStats(visitor)) requireArea(visitor, 'leaderboards', 'catches:read');
      const year = yearOf(query.year, deps.now());
      const own = visitor.user && <a href={`/divers/${visitor.user.id}/stats`}>Your season</a>;
      if (!seesClubStats(visitor))
        return render(
          <Layout title="Stats" visitor={visitor}>
            <h1>Stats</h1>
            <p>{own}</p>
            <p class="muted">The club’s charts are for its admins while the boards are not public.</p>
          </Layout>,
        );
      const season = await catchStats(db, viewer ?? anonymousViewer, yearFilters(year));
      const show = shows(visitor.reader);
      const months = twelveMonths(year, season.by_month);
      return render(
        <Layout title={`The club’s ${year} season`} visitor={visitor}>
          <h1>The club’s season</h1>
          <YearLinks path="/stats" year={year} />
          <p class="muted">
            {show.count(season.total.catches)} catches by {show.count(season.total.divers)} divers in {year}. {own}
          </p>
          <div class="charts">
            <CatchesByMonth id="active-divers" title="Active divers by month" months={months} show={show} divers />
            <CatchesByMonth id="catches-by-month" title="Catches by month" months={months} show={show} />
            <SpeciesMix species={season.by_species} show={show} />
          </div>
          {season.by_species.length > 0 && (
            <>
              <h2>Weights of a species</h2>
              <ul class="plain">
                {season.by_species.slice(0, speciesShown).map((s) => (
                  <li>
                    <a href={`/stats/species/${s.species.id}`}>{s.species.common_name}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Layout>,
      );
    })
    .get('/stats/species/:id', async ({ visitor, params, render }) => {
      const viewer = requireArea(visitor, 'species', 'species:read') ?? anonymousViewer;
      const row = await findSpecies(db, params.id);
      if (!row) throw new NotFound('The species');
      const [detail, stats] = await Promise.all([
        presentSpeciesDetail(db, row, viewer, () => ''),
        weightStats(db, viewer, { species_id: row.id }),
      ]);
      const show = shows(visitor.reader);
      const { heaviest } = detail.records;
      const markers: Marker[] = [
        ...(['gold', 'silver', 'bronze'] as const).flatMap((tier) => {
          const record = heaviest[tier];
          return record ? [{ value: show.weight.value(record.weight_lbs), label: `${tier} record` }] : [];
        }),
        // The heaviest of the record keepers' categories (gun, sling, ...): the one no catch has beaten.
        ...detail.records.reference
          .toSorted((a, b) => b.weight_lbs - a.weight_lbs)
          .slice(0, 1)
          .map((r) => ({ value: show.weight.value(r.weight_lbs), label: 'world record' })),
      ];
      const title = `Weights of ${detail.common_name} (${show.weight.symbol})`;
      return render(
        <Layout title={title} visitor={visitor}>
          <h1>{detail.common_name}</h1>
          <p class="muted">
            {show.count(stats.catches)} catches logged. <a href={`/species/${detail.id}`}>The species</a>
          </p>
          {stats.weights.length === 0 ? (
            <EmptyChart id="weights" title={title} summary="No catches yet." />
          ) : (
            <Histogram
              id="weights"
              title={title}
              summary={`How many catches weighed how much; the lines mark the records${markers.length === 0 ? ' (none yet)' : ''}.`}
              bins={stats.weights.map((b) => ({ from: show.weight.value(b.from_lbs), to: show.weight.value(b.to_lbs), count: b.catches }))}
              markers={markers}
              format={show.weight.tick}
              table={{
                head: ['Weight', 'Catches'],
                rows: [
                  ...stats.weights.map((b) => [`${show.weightText(b.from_lbs)} – ${show.weightText(b.to_lbs)}`, show.count(b.catches)]),
                  ...markers.map((m) => [m.label, `${show.weight.tick(m.value)} ${show.weight.symbol}`]),
                ],
              }}
            />
          )}
        </Layout>,
      );
    });
  return routes as unknown as Elysia;
}
