// Species pages and divers' pages: names in every language, photos with licence and author,
// live records per tier and the reference records, recent verified catches; a diver's best
// catch per species. Visitors see them when an admin made them public.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { NotFound } from '../../../lib/problem';
import { counted } from '../../../lib/text';
import { formatDepth, formatWeight, Pager, Photo, photoPath, TierBadge } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { Layout } from '../../../web/layout';
import type { WebSupport } from '../../../web/session';
import { anonymousViewer, requireArea, type Reader } from '../../../web/visitor';
import { pageNumber } from '../../../web/kit/paging';
import { CatchSummary } from '../views/catch';
import { SpeciesPhotos } from './views';
import { bestCatchPerSpecies, listCatches, photosFor } from '../read';
import { presentCatch, type CatchView } from '../present';
import { findUserById } from '../../../identity/people';
import { presentSpeciesDetail, type SpeciesDetail, type SpeciesPage, searchSpecies, speciesListBody, speciesNames } from './read';
import { findSpecies } from './service';

function RecordCell({ view, reader }: { view: CatchView | null; reader: Reader }) {
  if (!view) return <span class="muted">none yet</span>;
  return (
    <>
      {formatWeight(view.weight_lbs, reader)} by <a href={`/divers/${view.diver.id}`}>{view.diver.display_name}</a>
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
      return render(
        <Layout title="Species" visitor={visitor}>
          <h1>Species</h1>
          <form method="get" action="/species" class="card" role="search">
            <label for="q">Find a species by any name</label>
            <input id="q" name="q" value={q} />
            <button type="submit" class="secondary">
              Search
            </button>
          </form>
          <SpeciesHits result={result} />
          <Pager
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

function SpeciesHits({ result }: { result: SpeciesPage }): Html {
  return (
    <>
      <p class="muted">{result.total} species</p>
      <ul class="plain">
        {result.hits.map((hit) => (
          <li>
            <a href={`/species/${hit.entry.view.id}`}>{hit.entry.view.common_name}</a> <i>{hit.entry.view.scientific_name}</i>
            {hit.match && hit.match.name !== hit.entry.view.common_name && (
              <span class="muted">
                {' '}
                · {hit.match.name} ({hit.match.lang})
              </span>
            )}
            <span class="muted"> · {counted(hit.count, 'catch')}</span>
          </li>
        ))}
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
    const recentViews = recent.records.map((r) => presentCatch(r, viewer, recent.photos.get(r.pk) ?? []));
    // Without a catalogue photo, the species is shown by its latest verified catch that has one.
    const shownBy = detail.photos.length === 0 ? recentViews.find((view) => view.photos.length > 0) : undefined;
    return render(
      <Layout title={detail.common_name} visitor={visitor}>
        <h1>
          {detail.common_name} <i class="muted">{detail.scientific_name}</i>
        </h1>
        <p class="muted">
          {[detail.family, detail.order].filter(Boolean).join(' · ')} · {counted(detail.catch_count, 'catch')} logged ·{' '}
          <a href={`/stats/species/${detail.id}`}>Weights in a chart</a>
        </p>
        {detail.photos.length > 0 && <SpeciesPhotos detail={detail} />}
        {shownBy && (
          <Photo
            url={shownBy.photos[0]!.url}
            alt={`${detail.common_name} caught by ${shownBy.diver.display_name}`}
            width={shownBy.photos[0]!.width}
            height={shownBy.photos[0]!.height}
            caption={`A verified catch by ${shownBy.diver.display_name}`}
            full
          />
        )}
        <LiveRecords detail={detail} reader={visitor.reader} />
        <ReferenceRecords detail={detail} reader={visitor.reader} />
        <h2>Latest verified catches</h2>
        {recentViews.length === 0 ? (
          <p class="muted">None yet.</p>
        ) : (
          <ul class="plain">
            {recentViews.map((view) => (
              <li>
                <CatchSummary view={view} reader={visitor.reader} link={visitor.user !== null} /> by {view.diver.display_name}
              </li>
            ))}
          </ul>
        )}
        <SpeciesNames detail={detail} />
      </Layout>,
    );
  });
}

/** The heaviest catch per tier and the deepest, as logged here. */
function LiveRecords({ detail, reader }: { detail: SpeciesDetail; reader: Reader }): Html {
  const { heaviest, deepest } = detail.records;
  return (
    <>
      <h2>Records here</h2>
      <table>
        <tbody>
          {(['gold', 'silver', 'bronze'] as const).map((tier) => (
            <tr>
              <th scope="row">
                <TierBadge tier={tier} /> or better
              </th>
              <td>
                <RecordCell view={heaviest[tier]} reader={reader} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Deepest (bronze or better)</th>
            <td>{deepest ? `${formatDepth(deepest.depth_ft, reader)} by ${deepest.diver.display_name}` : 'none yet'}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** Published records (organisations' own), with where each comes from. */
function ReferenceRecords({ detail, reader }: { detail: SpeciesDetail; reader: Reader }): Html {
  return (
    <>
      <h2>Reference records</h2>
      {detail.records.reference.length === 0 ? (
        <p class="muted">No published record.</p>
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

/** The names in every language, grouped by the licence they come under: each licence said once. */
function SpeciesNames({ detail }: { detail: SpeciesDetail }): Html {
  const byLicence = new Map<string, SpeciesDetail['common_names']>();
  for (const n of detail.common_names) byLicence.set(n.licence ?? '', [...(byLicence.get(n.licence ?? '') ?? []), n]);
  return (
    <>
      <h2>Names</h2>
      {[...byLicence].map(([licence, names]) => (
        <>
          <ul>
            {names.map((n) => (
              <li lang={n.lang}>
                {n.name} <span class="muted">({n.lang})</span>
              </li>
            ))}
          </ul>
          {licence && <p class="muted">Names above: {licence}</p>}
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
    const views = shown.map((r) => presentCatch(r, viewer, photos.get(r.pk) ?? []));
    return render(
      <Layout title={diver.displayName} visitor={visitor}>
        <h1>{diver.displayName}</h1>
        <p>
          <a href={`/divers/${diver.id}/stats`}>Season in charts</a>
        </p>
        <h2>Best catch of each species</h2>
        {views.length === 0 ? (
          <p class="muted">No catches yet.</p>
        ) : (
          <>
            <p class="muted">{best.species} species, heaviest first.</p>
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
