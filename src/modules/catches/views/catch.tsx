// How pages show a catch: its facts, a one-line summary, and the catch itself as a viewer may
// see it (404 when there is none, or when it must be the viewer's own and is not).
import type { Html } from '#jsx/jsx-runtime';
import type { Sql } from '../../../db/store';
import { isId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import { formatDepth, formatLength, formatTime, formatWeight, photoPath, TierBadge } from '../../../web/components';
import type { Reader } from '../../../web/visitor';
import { presentCatch, type CatchView } from '../present';
import { seesCatch } from '../../../identity/catch-privacy';
import type { Viewer } from '../../../identity/person';
import { findCatch, photosFor } from '../read';

export async function catchView(db: Sql, id: string, viewer: Viewer): Promise<CatchView> {
  const record = isId('catch', id) ? await findCatch(db, id) : null;
  if (!record || !seesCatch(viewer, record)) throw new NotFound('The catch');
  return presentCatch(record, viewer, (await photosFor(db, [record.pk], photoPath)).get(record.pk) ?? []);
}

export async function ownCatchView(db: Sql, id: string, viewer: Viewer): Promise<CatchView> {
  const view = await catchView(db, id, viewer);
  if (view.diver.id !== viewer.userId) throw new NotFound('The catch');
  return view;
}

export function CatchFacts({ view, reader }: { view: CatchView; reader: Reader }): Html {
  return (
    <dl class="facts">
      <dt>Weight</dt>
      <dd>{formatWeight(view.weight_lbs, reader)}</dd>
      <dt>Depth</dt>
      <dd>{formatDepth(view.depth_ft, reader)}</dd>
      {view.length_in !== null && (
        <>
          <dt>Length</dt>
          <dd>{formatLength(view.length_in, reader)}</dd>
        </>
      )}
      <dt>Caught</dt>
      <dd>{formatTime(view.caught_at, view.time_zone)}</dd>
      <dt>Dive</dt>
      <dd>
        {view.dive_type}
        {view.gear ? `, ${view.gear}` : ''}
      </dd>
      <dt>Where</dt>
      <dd>
        {view.location
          ? `${view.location.name ? `${view.location.name} · ` : ''}${view.location.lat}, ${view.location.lon}${view.location.precise ? '' : ' (rounded)'}`
          : 'not given'}
      </dd>
      <dt>Tier</dt>
      <dd>
        <TierBadge tier={view.verification_tier} />
      </dd>
    </dl>
  );
}

export function CatchSummary({ view, reader, link = true }: { view: CatchView; reader: Reader; link?: boolean }): Html {
  return (
    <>
      {link ? <a href={`/catches/${view.id}`}>{view.species}</a> : <strong>{view.species}</strong>}{' '}
      <TierBadge tier={view.verification_tier} locale={reader.locale} />
      <br />
      <span class="muted">
        {formatWeight(view.weight_lbs, reader)} · {formatDepth(view.depth_ft, reader)} · {formatTime(view.caught_at, view.time_zone)}
      </span>
    </>
  );
}

/** A catch as a photo card (the diver's log): the first photo, or a plain tile without one, over its summary; one link. */
export function CatchCard({ view, reader }: { view: CatchView; reader: Reader }): Html {
  const photo = view.photos[0];
  return (
    <a class="catch-card" href={`/catches/${view.id}`}>
      {photo ? (
        <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" />
      ) : (
        <span class="no-photo" aria-hidden="true">
          No photo
        </span>
      )}
      <span class="catch-card-text">
        <strong>{view.species}</strong> <TierBadge tier={view.verification_tier} />
        <span class="muted">
          {formatWeight(view.weight_lbs, reader)} · {formatDepth(view.depth_ft, reader)}
        </span>
        <span class="muted">{formatTime(view.caught_at, view.time_zone)}</span>
      </span>
    </a>
  );
}
