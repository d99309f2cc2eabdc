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
import type { DiveType, Gear } from '../model';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

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

/** A dive type in the page's language. */
export function diveTypeLabel(diveType: DiveType, locale: Language): string {
  return (diveType === 'scuba' ? m.catch_dive_scuba : m.catch_dive_freedive)({}, { locale });
}

const gearMessages = {
  speargun: m.catch_gear_speargun,
  polespear: m.catch_gear_polespear,
  sling: m.catch_gear_sling,
  other: m.catch_gear_other,
} satisfies Record<Gear, unknown>;

/** A gear in the page's language. */
export function gearLabel(gear: Gear, locale: Language): string {
  return gearMessages[gear]({}, { locale });
}

/** The catch's species as the page names it: in the reader's language where the catalogue has it. */
export const speciesName = (view: CatchView, names: ReadonlyMap<string, string>): string => names.get(view.species_id) ?? view.species;

export function CatchFacts({ view, reader }: { view: CatchView; reader: Reader }): Html {
  const { locale } = reader;
  const o = { locale };
  const place = view.location
    ? `${view.location.name ? `${view.location.name} · ` : ''}${view.location.lat}, ${view.location.lon}${view.location.precise ? '' : ` ${m.catch_rounded({}, o)}`}`
    : m.catch_place_not_given({}, o);
  return (
    <dl class="facts">
      <dt>{m.catch_weight({}, o)}</dt>
      <dd>{formatWeight(view.weight_lbs, reader)}</dd>
      <dt>{m.catch_depth({}, o)}</dt>
      <dd>{formatDepth(view.depth_ft, reader)}</dd>
      {view.length_in !== null && (
        <>
          <dt>{m.catch_length({}, o)}</dt>
          <dd>{formatLength(view.length_in, reader)}</dd>
        </>
      )}
      <dt>{m.catch_caught({}, o)}</dt>
      <dd>{formatTime(view.caught_at, view.time_zone, locale)}</dd>
      <dt>{m.catch_dive({}, o)}</dt>
      <dd>
        {diveTypeLabel(view.dive_type, locale)}
        {view.gear ? `, ${gearLabel(view.gear, locale)}` : ''}
      </dd>
      <dt>{m.catch_where({}, o)}</dt>
      <dd>{place}</dd>
      <dt>{m.catch_tier({}, o)}</dt>
      <dd>
        <TierBadge tier={view.verification_tier} locale={locale} />
      </dd>
    </dl>
  );
}

export function CatchSummary({
  view,
  reader,
  link = true,
  species = view.species,
}: {
  view: CatchView;
  reader: Reader;
  link?: boolean;
  /** The species' name in the reader's language (speciesName). */
  species?: string;
}): Html {
  return (
    <>
      {link ? <a href={`/catches/${view.id}`}>{species}</a> : <strong>{species}</strong>}{' '}
      <TierBadge tier={view.verification_tier} locale={reader.locale} />
      <br />
      <span class="muted">
        {formatWeight(view.weight_lbs, reader)} · {formatDepth(view.depth_ft, reader)} ·{' '}
        {formatTime(view.caught_at, view.time_zone, reader.locale)}
      </span>
    </>
  );
}

/** A catch as a photo card (the diver's log): the first photo, or a plain tile without one, over its summary; one link. */
export function CatchCard({ view, reader, species }: { view: CatchView; reader: Reader; species: string }): Html {
  const photo = view.photos[0];
  return (
    <a class="catch-card" href={`/catches/${view.id}`}>
      {photo ? (
        <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" />
      ) : (
        <span class="no-photo" aria-hidden="true">
          {m.catch_no_photo({}, { locale: reader.locale })}
        </span>
      )}
      <span class="catch-card-text">
        <strong>{species}</strong> <TierBadge tier={view.verification_tier} locale={reader.locale} />
        <span class="muted">
          {formatWeight(view.weight_lbs, reader)} · {formatDepth(view.depth_ft, reader)}
        </span>
        <span class="muted">{formatTime(view.caught_at, view.time_zone, reader.locale)}</span>
      </span>
    </a>
  );
}
