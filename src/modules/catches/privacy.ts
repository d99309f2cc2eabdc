// Who sees a catch's exact spot. Its own module so that anything showing a catch's location
// (catch pages, events, boards) applies one rule without depending on the catch services.
import type { Role } from '../auth/scopes';

/** Who is looking: the person and their role. */
export interface Viewer {
  userId: string;
  role: Role;
}

/** A catch's location as shown: `precise` is false once rounded for this viewer. */
export type CatchLocation = { lat: number; lon: number; name?: string; precise: boolean } | null;

/** Exact coordinates for the owner and for verifiers/admins; everyone else gets ~11 km. */
export function seesExactLocation(viewer: Viewer, diverId: string): boolean {
  return viewer.userId === diverId || viewer.role === 'verifier' || viewer.role === 'admin';
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A stored exact location as `viewer` may see it (also applied to catches inside events). */
export function visibleLocation(location: CatchLocation, viewer: Viewer | null, diverId: string): CatchLocation {
  if (location === null || viewer === null || seesExactLocation(viewer, diverId)) return location;
  // Built field by field rather than spread (20 a list page): the same keys in the same order.
  const rounded: CatchLocation = { lat: round1(location.lat), lon: round1(location.lon), precise: false };
  if (location.name !== undefined) rounded.name = location.name;
  return rounded;
}
