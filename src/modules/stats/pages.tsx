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
import { presentSpeciesDetail, speciesNamesIn } from '../catches/species/read';
import { nameIn } from '../catches/species/views';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { findSpecies } from '../catches/species/service';
import {
  catchStats,
  clubRecords,
  weightStats,
  type CatchStats,
  type ClubRecord,
  type MonthStats,
  type SpeciesRef,
  type SpeciesStats,
  type StatsQuery,
} from './service';

/** The histogram's marks of the club's records, by tier. */
const recordNames = { gold: m.stats_record_gold, silver: m.stats_record_silver, bronze: m.stats_record_bronze };

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

/** How a page shows numbers and species: its reader's units and language (`names`: speciesNamesIn). */
function shows(reader: Reader, names: Map<string, string>) {
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
    locale: reader.locale,
    species: (species: SpeciesRef): string => names.get(species.id) ?? species.common_name,
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
  const o = { locale: show.locale };
  const pick = (m: MonthStats): number => (props.divers ? m.divers : m.catches);
  const total = months.reduce((sum, m) => sum + m.catches, 0);
  const busiest = months.reduce((best, m) => (pick(m) > pick(best) ? m : best), months[0]);
  const most = { month: show.longMonth(busiest.month), count: show.count(pick(busiest)) };
  const summary =
    total === 0 ? m.stats_no_catches_months({}, o) : props.divers ? m.stats_most_divers_in(most, o) : m.stats_most_catches_in(most, o);
  return (
    <ColumnChart
      id={props.id}
      title={props.title}
      summary={summary}
      locale={show.locale}
      columns={months.map((m) => ({ label: show.month(m.month), value: pick(m) }))}
      format={show.count}
      whole
      table={{
        head: [m.stats_col_month({}, o), props.divers ? m.stats_col_active_divers({}, o) : m.stats_col_catches({}, o)],
        rows: months.map((m) => [show.longMonth(m.month), show.count(pick(m))]),
      }}
    />
  );
}

function WeightByMonth({ months, show }: { months: MonthStats[]; show: Shows }): Html {
  const o = { locale: show.locale };
  const total = months.reduce((sum, m) => sum + m.weight_lbs, 0);
  return (
    <ColumnChart
      id="weight-by-month"
      title={m.stats_weight_by_month({ unit: show.weight.symbol }, o)}
      summary={m.stats_in_all({ weight: show.weightText(total) }, o)}
      locale={show.locale}
      columns={months.map((m) => ({ label: show.month(m.month), value: show.weight.value(m.weight_lbs) }))}
      format={show.weight.tick}
      table={{
        head: [m.stats_col_month({}, o), m.stats_col_weight({}, o)],
        rows: months.map((m) => [show.longMonth(m.month), show.weightText(m.weight_lbs)]),
      }}
    />
  );
}

function SpeciesMix({ species, show }: { species: SpeciesStats[]; show: Shows }): Html {
  const o = { locale: show.locale };
  const shown = species.slice(0, speciesShown);
  const title = m.stats_species_mix({}, o);
  if (shown.length === 0) return <EmptyChart id="species-mix" title={title} summary={m.stats_no_catches({}, o)} />;
  const total = species.reduce((sum, s) => sum + s.catches, 0);
  return (
    <BarChart
      id="species-mix"
      title={title}
      summary={m.stats_mix_summary(
        {
          species: m.species_count({ count: species.length }, o),
          name: show.species(shown[0].species),
          count: show.count(shown[0].catches),
          total: show.count(total),
        },
        o,
      )}
      locale={show.locale}
      bars={shown.map((s) => ({ label: show.species(s.species), value: s.catches }))}
      format={show.count}
      table={{
        head: [m.stats_col_species({}, o), m.stats_col_catches({}, o), m.stats_col_weight({}, o)],
        rows: species.map((s) => [show.species(s.species), show.count(s.catches), show.weightText(s.weight_lbs)]),
      }}
    />
  );
}

/** The diver's heaviest (or deepest) of each of their most caught species, with the club's record of it marked. */
function AgainstClub(props: { kind: 'weight' | 'depth'; mine: SpeciesStats[]; club: Map<string, ClubRecord>; show: Shows }): Html {
  const { kind, show } = props;
  const o = { locale: show.locale };
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
  const title = kind === 'weight' ? m.stats_heaviest_against_club({}, o) : m.stats_deepest_against_club({}, o);
  if (shown.length === 0) return <EmptyChart id={id} title={title} summary={m.stats_no_catches({}, o)} />;
  const held = shown.filter((s) => of(s) >= (clubBest.get(s.species.id) ?? 0)).length;
  const bars: Bar[] = shown.map((s) => ({
    label: show.species(s.species),
    value: measure.value(of(s)),
    mark: measure.value(clubBest.get(s.species.id) ?? of(s)),
  }));
  return (
    <BarChart
      id={id}
      title={title}
      summary={m.stats_record_held({ held: show.count(held), shown: m.species_count({ count: shown.length }, o) }, o)}
      locale={show.locale}
      bars={bars}
      markName={m.stats_club_mark({}, o)}
      format={(v) => `${measure.tick(v)} ${measure.symbol}`}
      table={{
        head: [m.stats_col_species({}, o), m.stats_col_yours({}, o), m.stats_col_club_record({}, o)],
        rows: shown.map((s) => [show.species(s.species), text(of(s)), text(clubBest.get(s.species.id) ?? of(s))]),
      }}
    />
  );
}

function PersonalBests({ stats, show }: { stats: CatchStats; show: Shows }): Html {
  const o = { locale: show.locale };
  const title = m.stats_bests_title({ unit: show.weight.symbol }, o);
  if (stats.bests.length === 0) return <EmptyChart id="personal-bests" title={title} summary={m.stats_no_catches({}, o)} />;
  const latest = stats.bests.at(-1)!;
  return (
    <Timeline
      id="personal-bests"
      title={title}
      summary={m.stats_bests_summary({ species: show.species(latest.species), weight: show.weightText(latest.weight_lbs) }, o)}
      locale={show.locale}
      moments={stats.bests.map((b) => ({ at: Date.parse(b.caught_at) / 1000, value: show.weight.value(b.weight_lbs) }))}
      format={show.weight.tick}
      dateLabel={show.shortDate}
      table={{
        head: [m.stats_col_date({}, o), m.stats_col_species({}, o), m.stats_col_weight({}, o)],
        rows: stats.bests.map((b) => [show.day(b.caught_at), show.species(b.species), show.weightText(b.weight_lbs)]),
      }}
    />
  );
}

function YearLinks({ path, year, locale }: { path: string; year: number; locale: Language }): Html {
  const o = { locale };
  return (
    <nav aria-label={m.stats_seasons({}, o)}>
      <p>
        <a href={`${path}?year=${year - 1}`} rel="prev">
          {m.stats_season({ year: String(year - 1) }, o)}
        </a>{' '}
        · <strong>{year}</strong> ·{' '}
        <a href={`${path}?year=${year + 1}`} rel="next">
          {m.stats_season({ year: String(year + 1) }, o)}
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
      const show = shows(visitor.reader, await speciesNamesIn(db, visitor.reader.locale));
      const o = { locale: show.locale };
      const months = twelveMonths(year, season.by_month);
      return render(
        <Layout title={m.stats_diver_season_title({ diver: diver.displayName, year: String(year) }, o)} visitor={visitor}>
          <h1>{m.stats_diver_season({ diver: diver.displayName }, o)}</h1>
          <YearLinks path={`/divers/${diver.id}/stats`} year={year} locale={show.locale} />
          <p class="muted">
            {m.stats_diver_totals(
              {
                catches: m.stats_catches_count({ count: season.total.catches }, o),
                weight: show.weightText(season.total.weight_lbs),
                year: String(year),
              },
              o,
            )}{' '}
            <a href={`/divers/${diver.id}`}>{m.species_best_of_each({}, o)}</a>
          </p>
          <div class="charts">
            <CatchesByMonth id="catches-by-month" title={m.stats_catches_by_month({}, o)} months={months} show={show} />
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
      const o = { locale: visitor.reader.locale };
      const own = visitor.user && <a href={`/divers/${visitor.user.id}/stats`}>{m.stats_your_season({}, o)}</a>;
      if (!seesClubStats(visitor))
        return render(
          <Layout title={m.stats_title({}, o)} visitor={visitor}>
            <h1>{m.stats_title({}, o)}</h1>
            <p>{own}</p>
            <p class="muted">{m.stats_admins_only({}, o)}</p>
          </Layout>,
        );
      const season = await catchStats(db, viewer ?? anonymousViewer, yearFilters(year));
      const show = shows(visitor.reader, await speciesNamesIn(db, visitor.reader.locale));
      const months = twelveMonths(year, season.by_month);
      return render(
        <Layout title={m.stats_club_season_title({ year: String(year) }, o)} visitor={visitor}>
          <h1>{m.stats_club_season({}, o)}</h1>
          <YearLinks path="/stats" year={year} locale={o.locale} />
          <p class="muted">
            {m.stats_club_totals(
              {
                catches: m.stats_catches_count({ count: season.total.catches }, o),
                divers: m.stats_divers_count({ count: season.total.divers }, o),
                year: String(year),
              },
              o,
            )}{' '}
            {own}
          </p>
          <div class="charts">
            <CatchesByMonth id="active-divers" title={m.stats_active_divers_by_month({}, o)} months={months} show={show} divers />
            <CatchesByMonth id="catches-by-month" title={m.stats_catches_by_month({}, o)} months={months} show={show} />
            <SpeciesMix species={season.by_species} show={show} />
          </div>
          {season.by_species.length > 0 && (
            <>
              <h2>{m.stats_weights_of_a_species({}, o)}</h2>
              <ul class="plain">
                {season.by_species.slice(0, speciesShown).map((s) => (
                  <li>
                    <a href={`/stats/species/${s.species.id}`}>{show.species(s.species)}</a>
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
      const show = shows(visitor.reader, await speciesNamesIn(db, visitor.reader.locale));
      const o = { locale: show.locale };
      const { heaviest } = detail.records;
      const markers: Marker[] = [
        ...(['gold', 'silver', 'bronze'] as const).flatMap((tier) => {
          const record = heaviest[tier];
          return record ? [{ value: show.weight.value(record.weight_lbs), label: recordNames[tier]({}, o) }] : [];
        }),
        // The heaviest of the record keepers' categories (gun, sling, ...): the one no catch has beaten.
        ...detail.records.reference
          .toSorted((a, b) => b.weight_lbs - a.weight_lbs)
          .slice(0, 1)
          .map((r) => ({ value: show.weight.value(r.weight_lbs), label: m.stats_world_record({}, o) })),
      ];
      const name = nameIn(detail, show.locale).name;
      const title = m.stats_weights_title({ species: name, unit: show.weight.symbol }, o);
      return render(
        <Layout title={title} visitor={visitor}>
          <h1>{name}</h1>
          <p class="muted">
            {m.species_logged({ count: stats.catches }, o)}. <a href={`/species/${detail.id}`}>{m.stats_the_species({}, o)}</a>
          </p>
          {stats.weights.length === 0 ? (
            <EmptyChart id="weights" title={title} summary={m.stats_no_catches({}, o)} />
          ) : (
            <Histogram
              id="weights"
              title={title}
              summary={markers.length === 0 ? m.stats_weights_summary_no_records({}, o) : m.stats_weights_summary({}, o)}
              locale={show.locale}
              bins={stats.weights.map((b) => ({ from: show.weight.value(b.from_lbs), to: show.weight.value(b.to_lbs), count: b.catches }))}
              markers={markers}
              format={show.weight.tick}
              formatCount={show.count}
              table={{
                head: [m.stats_col_weight({}, o), m.stats_col_catches({}, o)],
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
