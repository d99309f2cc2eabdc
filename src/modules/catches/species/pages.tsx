// Species pages and divers' pages: names in every language, photos with licence and author,
// live records per tier and the reference records, recent verified catches; a diver's best
// catch per species. Visitors see them when an admin made them public.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { NotFound } from '../../../lib/problem';
import { formatDepth, formatWeight, Pager, Photo, photoPath, TierBadge } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { Layout } from '../../../web/layout';
import type { WebSupport } from '../../../web/session';
import { anonymousViewer, requireArea, type Reader } from '../../../web/visitor';
import { pageNumber } from '../../../web/kit/paging';
import { CatchSummary } from '../views/catch';
import { languageName, nameIn, SpeciesPhotos, withLocalSpecies } from './views';
import { bestCatchPerSpecies, listCatches, photosFor } from '../read';
import { presentCatch, type CatchView } from '../present';
import { findUserById } from '../../../identity/people';
import {
  presentSpeciesDetail,
  type SpeciesDetail,
  type SpeciesPage,
  searchSpecies,
  speciesListBody,
  speciesNames,
  speciesNamesIn,
} from './read';
import { findSpecies } from './service';
import { m } from '../../../i18n/paraglide/messages.js';
import { aroundLink, type Language } from '../../../i18n/locale';

/** A record: its weight (or depth) and who holds it, or that none stands yet. */
function RecordCell({ view, kind, reader }: { view: CatchView | null; kind: 'weight' | 'depth'; reader: Reader }) {
  const o = { locale: reader.locale };
  if (!view) return <span class="muted">{m.species_none_yet({}, o)}</span>;
  const measure = kind === 'weight' ? formatWeight(view.weight_lbs, reader) : formatDepth(view.depth_ft, reader);
  const [before, after] = aroundLink((i) => m.species_record_by({ measure, ...i }, o));
  return (
    <>
      {before}
      <a href={`/divers/${view.diver.id}`}>{view.diver.display_name}</a>
      {after}
    </>
  );
}

/** Species listed on one page of a diver's best catches. */
const diverSpeciesPerPage = 50;
/** Species listed on one page of the species list. */
const speciesPerPage = 30;

/** The species list and the species box's suggestions, and species and divers' pages. */
export function speciesPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(speciesListPages(deps, web)).use(speciesDetailPages(deps, web)).use(diverPages(deps, web));
}

function speciesListPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/species/suggest', async ({ visitor, request }) => {
      requireArea(visitor, 'species', 'species:read');
      const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
      // The very search of GET /v1/species?q=: every name in every language, same ranking.
      return new Response(await speciesListBody(db, { q: q || undefined, per_page: 10 }), {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      });
    })
    .get('/species/names', async ({ visitor, request }) => {
      requireArea(visitor, 'species', 'species:read');
      // Every name of every species, compact: the service worker keeps it for the type-ahead offline.
      const { version, names } = await speciesNames(db);
      const etag = `"species-names-${version}"`;
      const headers = { etag, 'cache-control': 'no-cache' };
      if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return Response.json({ version, names }, { headers });
    })
    .get('/species', async ({ visitor, request, render }) => {
      requireArea(visitor, 'species', 'species:read');
      const search = new URL(request.url).searchParams;
      const q = (search.get('q') ?? '').trim().slice(0, 200);
      const page = pageNumber(search, 10_000);
      const result = await searchSpecies(db, { q: q || undefined, page, per_page: speciesPerPage, sort: q ? 'relevance' : '-catch_count' });
      const o = { locale: visitor.reader.locale };
      return render(
        <Layout title={m.species_title({}, o)} visitor={visitor}>
          <h1>{m.species_title({}, o)}</h1>
          <form method="get" action="/species" class="card" role="search">
            <label for="q">{m.species_find_by_name({}, o)}</label>
            <input id="q" name="q" value={q} />
            <button type="submit" class="secondary">
              {m.species_search({}, o)}
            </button>
          </form>
          <SpeciesHits result={result} locale={o.locale} />
          <Pager
            locale={o.locale}
            path="/species"
            query={new URLSearchParams(q ? { q } : {})}
            page={page}
            hasMore={page * speciesPerPage < result.total}
            total={result.total}
            perPage={speciesPerPage}
          />
        </Layout>,
      );
    });
}

/** Each species by its name in the reader's language where the data has one, the English name beside it. */
function SpeciesHits({ result, locale }: { result: SpeciesPage; locale: Language }): Html {
  const o = { locale };
  return (
    <>
      <p class="muted">{m.species_count({ count: result.total }, o)}</p>
      <ul class="plain">
        {result.hits.map((hit) => {
          const view = hit.entry.view;
          const name = nameIn(view, locale);
          return (
            <li>
              <a href={`/species/${view.id}`} lang={name.lang}>
                {name.name}
              </a>{' '}
              <i>{view.scientific_name}</i>
              {name.name !== view.common_name && (
                <span class="muted" lang="en">
                  {' '}
                  · {view.common_name}
                </span>
              )}
              {hit.match && hit.match.name !== view.common_name && hit.match.name !== name.name && (
                <span class="muted">
                  {' '}
                  · <span lang={hit.match.lang}>{hit.match.name}</span> ({languageName(hit.match.lang, locale)})
                </span>
              )}
              <span class="muted"> · {m.species_catches({ count: hit.count }, o)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function speciesDetailPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web).get('/species/:id', async ({ visitor, params, render }) => {
    const viewer = requireArea(visitor, 'species', 'species:read') ?? anonymousViewer;
    const row = await findSpecies(db, params.id);
    if (!row) throw new NotFound('The species');
    const detail = await presentSpeciesDetail(db, row, viewer, photoPath);
    const recent = await listCatches(
      db,
      viewer,
      { species_id: detail.id, min_tier: 'bronze', sort: '-created_at', per_page: 10, skip_total: true },
      photoPath,
    );
    const names = await speciesNamesIn(db, visitor.reader.locale);
    const recentViews = recent.records.map((r) => withLocalSpecies(presentCatch(r, viewer, recent.photos.get(r.pk) ?? []), names));
    // Without a catalogue photo, the species is shown by its latest verified catch that has one.
    const shownBy = detail.photos.length === 0 ? recentViews.find((view) => view.photos.length > 0) : undefined;
    const { locale } = visitor.reader;
    const o = { locale };
    const name = nameIn(detail, locale);
    return render(
      <Layout title={name.name} visitor={visitor}>
        <h1>
          <span lang={name.lang}>{name.name}</span> <i class="muted">{detail.scientific_name}</i>
        </h1>
        {name.name !== detail.common_name && (
          <p class="muted" lang="en">
            {detail.common_name}
          </p>
        )}
        <p class="muted">
          {[detail.family, detail.order].filter(Boolean).join(' · ')} · {m.species_logged({ count: detail.catch_count }, o)} ·{' '}
          <a href={`/stats/species/${detail.id}`}>{m.species_weights_chart({}, o)}</a>
        </p>
        {detail.photos.length > 0 && <SpeciesPhotos detail={detail} locale={locale} />}
        {shownBy && (
          <Photo
            url={shownBy.photos[0]!.url}
            alt={m.species_caught_by({ species: name.name, diver: shownBy.diver.display_name }, o)}
            width={shownBy.photos[0]!.width}
            height={shownBy.photos[0]!.height}
            caption={m.species_verified_catch_by({ diver: shownBy.diver.display_name }, o)}
            full
          />
        )}
        <LiveRecords detail={detail} reader={visitor.reader} />
        <ReferenceRecords detail={detail} reader={visitor.reader} />
        <h2>{m.species_latest_verified({}, o)}</h2>
        {recentViews.length === 0 ? (
          <p class="muted">{m.species_none_yet_sentence({}, o)}</p>
        ) : (
          <ul class="plain">
            {recentViews.map((view) => (
              <li>
                <CatchSummary view={view} reader={visitor.reader} link={visitor.user !== null} />{' '}
                {m.species_by_diver({ diver: view.diver.display_name }, o)}
              </li>
            ))}
          </ul>
        )}
        <SpeciesNames detail={detail} locale={locale} />
      </Layout>,
    );
  });
}

/** The heaviest catch per tier and the deepest, as logged here. */
function LiveRecords({ detail, reader }: { detail: SpeciesDetail; reader: Reader }): Html {
  const { heaviest, deepest } = detail.records;
  const o = { locale: reader.locale };
  return (
    <>
      <h2>{m.species_records_here({}, o)}</h2>
      <table>
        <tbody>
          {(['gold', 'silver', 'bronze'] as const).map((tier) => {
            const [before, after] = aroundLink((i) => m.species_tier_or_better({ tier: i.link }, o));
            return (
              <tr>
                <th scope="row">
                  {before}
                  <TierBadge tier={tier} locale={reader.locale} />
                  {after}
                </th>
                <td>
                  <RecordCell view={heaviest[tier]} kind="weight" reader={reader} />
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{m.species_deepest_bronze({}, o)}</th>
            <td>
              <RecordCell view={deepest} kind="depth" reader={reader} />
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** Published records (organisations' own), with where each comes from. */
function ReferenceRecords({ detail, reader }: { detail: SpeciesDetail; reader: Reader }): Html {
  const o = { locale: reader.locale };
  return (
    <>
      <h2>{m.species_reference_records({}, o)}</h2>
      {detail.records.reference.length === 0 ? (
        <p class="muted">{m.species_no_published_record({}, o)}</p>
      ) : (
        <ul>
          {detail.records.reference.map((r) => (
            <li>
              {formatWeight(r.weight_lbs, reader)}
              {r.holder ? `, ${r.holder}` : ''}
              {r.date ? `, ${r.date}` : ''}
              {r.place ? `, ${r.place}` : ''}{' '}
              <span class="muted">({[r.organisation, r.category, r.licence].filter(Boolean).join(' · ')})</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The names in every language, the reader's first, grouped by the licence they come under: each licence said once. */
function SpeciesNames({ detail, locale }: { detail: SpeciesDetail; locale: Language }): Html {
  const o = { locale };
  const byLicence = new Map<string, SpeciesDetail['common_names']>();
  const ordered = detail.common_names.toSorted((a, b) => Number(b.lang === locale) - Number(a.lang === locale));
  for (const n of ordered) byLicence.set(n.licence ?? '', [...(byLicence.get(n.licence ?? '') ?? []), n]);
  return (
    <>
      <h2>{m.species_names({}, o)}</h2>
      {[...byLicence].map(([licence, names]) => (
        <>
          <ul>
            {names.map((n) => (
              <li>
                <span lang={n.lang}>{n.name}</span> <span class="muted">({languageName(n.lang, locale)})</span>
              </li>
            ))}
          </ul>
          {licence && <p class="muted">{m.species_names_licence({ licence }, o)}</p>}
        </>
      ))}
    </>
  );
}

function diverPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web).get('/divers/:id', async ({ visitor, params, query, render }) => {
    const viewer = requireArea(visitor, 'divers', 'catches:read') ?? anonymousViewer;
    const diver = await findUserById(db, params.id);
    // A developer is no member: no page among the club's divers.
    if (!diver || (diver.role === 'developer' && diver.id !== viewer.userId)) throw new NotFound('The diver');
    // A page of species at a time: a busy diver has hundreds, too many for a phone and for one read.
    const asked = Math.min(100_000, Math.max(1, Math.trunc(Number(query.page)) || 1));
    let best = await bestCatchPerSpecies(db, diver.id, (asked - 1) * diverSpeciesPerPage, diverSpeciesPerPage);
    const last = Math.max(1, Math.ceil(best.species / diverSpeciesPerPage));
    const page = Math.min(asked, last);
    if (page !== asked) best = await bestCatchPerSpecies(db, diver.id, (page - 1) * diverSpeciesPerPage, diverSpeciesPerPage);
    const shown = best.records;
    const photos = await photosFor(
      db,
      shown.map((r) => r.pk),
      photoPath,
    );
    const names = await speciesNamesIn(db, visitor.reader.locale);
    const views = shown.map((r) => withLocalSpecies(presentCatch(r, viewer, photos.get(r.pk) ?? []), names));
    const o = { locale: visitor.reader.locale };
    return render(
      <Layout title={diver.displayName} visitor={visitor}>
        <h1>{diver.displayName}</h1>
        <p>
          <a href={`/divers/${diver.id}/stats`}>{m.species_season_in_charts({}, o)}</a>
        </p>
        <h2>{m.species_best_of_each({}, o)}</h2>
        {views.length === 0 ? (
          <p class="muted">{m.species_no_catches_yet({}, o)}</p>
        ) : (
          <>
            <p class="muted">{m.species_heaviest_first({ count: best.species }, o)}</p>
            <ul class="plain">
              {views.map((view) => (
                <li>
                  <CatchSummary view={view} reader={visitor.reader} link={visitor.user !== null} />
                  {view.location && (
                    <span class="muted">
                      {' '}
                      · {view.location.lat}, {view.location.lon}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {last > 1 && (
              <Pager
                locale={o.locale}
                path={`/divers/${diver.id}`}
                query={new URLSearchParams()}
                page={page}
                hasMore={page < last}
                total={best.species}
                perPage={diverSpeciesPerPage}
              />
            )}
          </>
        )}
      </Layout>,
    );
  });
}
