// Catches as the API shows them: the JSON representation, what a viewer may see of the
// location, the current verification, and the strong validator of one representation.
import type { Static } from '@sinclair/typebox';
import { cacheCounts } from '../../lib/cache-stats';
import { sha256Hex } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import { seesExactLocation, visibleEvidence, visibleLocation, type CatchLocation } from '../../identity/catch-privacy';
import type { Viewer } from '../../identity/person';
import { tiers, type Catch, type Verification } from './model';
import type { CatchRecord, VerificationRow, PhotoView } from './read';
import { remember } from '../../lib/remember';

/** A verification as the API shows it (the Verification model). */
export type VerificationView = Static<typeof Verification>;

export function presentVerification(row: VerificationRow): VerificationView {
  return {
    id: row.id,
    tier: tiers[row.tier],
    previous_tier: tiers[row.previous_tier],
    verifier: { id: row.verifier_id, display_name: row.verifier_name },
    note: row.note,
    evidence: JSON.parse(row.evidence),
    created_at: toIso(row.created_at),
  };
}

/** A verification of `diverId`'s catch as `viewer` may see it (the witness's contact: privacy.ts). */
export function visibleVerification(view: VerificationView, viewer: Viewer | null, diverId: string): VerificationView {
  const evidence = visibleEvidence(view.evidence, viewer, diverId);
  return evidence === view.evidence ? view : { ...view, evidence };
}

/** A catch as the API shows it (the Catch model). */
export type CatchView = Static<typeof Catch>;

export function presentCatch(row: CatchRecord, viewer: Viewer | null, photos: PhotoView[]): CatchView {
  let location: CatchLocation = null;
  if (row.lat !== null && row.lon !== null) {
    location = { lat: row.lat, lon: row.lon, precise: true };
    if (row.location_name !== null) location.name = row.location_name;
    location = visibleLocation(location, viewer, row.diver_id);
  }
  return {
    id: row.id,
    object: 'catch',
    species: row.common_name,
    weight_lbs: row.weight_lbs,
    depth_ft: row.depth_ft,
    verification_tier: tiers[row.tier],
    created_at: toIso(row.created_at),
    species_id: row.species_id,
    scientific_name: row.scientific_name,
    caught_at: toIso(row.caught_at),
    time_zone: row.time_zone,
    updated_at: toIso(row.updated_at),
    diver: { id: row.diver_id, display_name: row.display_name },
    location,
    length_in: row.length_in,
    notes: row.notes,
    photos,
    dive_type: row.dive_type,
    gear: row.gear,
    conditions: row.conditions === null ? null : JSON.parse(row.conditions),
    verification: currentVerification(row, viewer),
  };
}

/** The latest verification, unless an edit of weight or species has since reset the tier. */
function currentVerification(row: CatchRecord, viewer: Viewer | null): VerificationView | null {
  const latest = row.verification;
  return latest !== null && latest.tier === row.tier ? visibleVerification(presentVerification(latest), viewer, row.diver_id) : null;
}

/**
 * presentCatch as JSON, remembered per record object and visibility: records of a cached
 * list page are the same objects until the next write, so a repeated read reuses the text.
 */
type RenderedJson = { exact?: string; rounded?: string };
const renderedCatches = new WeakMap<CatchRecord, RenderedJson>();

const renderedCounts = cacheCounts('catch_json');

export function catchJson(record: CatchRecord, viewer: Viewer, photos: PhotoView[]): string {
  const visibility = seesExactLocation(viewer, record.diver_id) ? 'exact' : 'rounded';
  const rendered = remember(renderedCatches, record, (): RenderedJson => ({}));
  const remembered = rendered[visibility];
  if (remembered !== undefined) {
    renderedCounts.hits++;
    return remembered;
  }
  renderedCounts.misses++;
  const json = JSON.stringify(presentCatch(record, viewer, photos));
  rendered[visibility] = json;
  return json;
}

/** A strong validator of one representation (they differ by viewer: privacy). */
export function etagOf(view: CatchView): string {
  return etagOfJson(JSON.stringify(view));
}

/** etagOf a representation already serialized (`JSON.stringify` of the view). */
export function etagOfJson(json: string): string {
  return `"${sha256Hex(json).slice(0, 32)}"`;
}
