// Who sees a catch's exact spot. Its own module so that anything showing a catch's location
// (catch pages, events, boards) applies one rule without depending on the catch services.
// Whoever sees the spot rounded sees neither the place's name (a named cove beside rounded
// coordinates gives the spot away) nor a witness's contact (a phone number or an address).
import type { Viewer } from './person';
import type { PublicArea } from './settings';

/** A catch's location as shown: `precise` is false once rounded for this viewer. */
export type CatchLocation = { lat: number; lon: number; name?: string; precise: boolean } | null;

/**
 * Whether `viewer` sees the catch at all: a developer's sandbox catch (catches.sandbox) is
 * theirs alone; every other catch is the club's.
 */
export function seesCatch(viewer: Viewer, record: { diver_id: string; sandbox: number }): boolean {
  return record.sandbox === 0 || record.diver_id === viewer.userId;
}

/**
 * Whether someone not signed in sees the catch (its page, the preview of a link to it, its
 * card): where the club opened divers' pages to visitors (they show divers' catches), every
 * catch that is the club's; otherwise none.
 */
export function strangerSeesCatch(areas: ReadonlySet<PublicArea>, record: { sandbox: number }): boolean {
  return areas.has('divers') && record.sandbox === 0;
}

/** Exact coordinates for the owner and for verifiers/admins; everyone else gets ~11 km. */
export function seesExactLocation(viewer: Viewer, diverId: string): boolean {
  return viewer.userId === diverId || viewer.role === 'verifier' || viewer.role === 'admin';
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A stored exact location as `viewer` (null: nobody in particular, as stored) may see it (also applied to catches inside events). */
export function visibleLocation(location: CatchLocation, viewer: Viewer | null, diverId: string): CatchLocation {
  if (location === null || viewer === null || seesExactLocation(viewer, diverId)) return location;
  return { lat: round1(location.lat), lon: round1(location.lon), precise: false };
}

/** Verification evidence, as far as it matters here: a witness may carry a contact. */
export interface WitnessedEvidence {
  witness?: { name: string; contact?: string };
}

/** Evidence as `viewer` may see it: the witness's contact only for those who see the spot. */
export function visibleEvidence<E extends WitnessedEvidence>(evidence: E, viewer: Viewer | null, diverId: string): E {
  if (evidence.witness?.contact === undefined || viewer === null || seesExactLocation(viewer, diverId)) return evidence;
  return { ...evidence, witness: { name: evidence.witness.name } };
}
