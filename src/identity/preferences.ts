// Each person's own units, time zone and language (contract §8b): null follows the club.
import type { Sql } from '../db/store';
import { ValidationFailed, type FieldError } from '../lib/problem';
import { settingProblem, type ClubSettings, type Language, type UnitSystem } from './club-settings';

export const preferenceNames = ['units', 'time_zone', 'language'] as const;
type PreferenceName = (typeof preferenceNames)[number];

/** What a person chose; null: the club's. */
export interface Preferences {
  units: UnitSystem | null;
  time_zone: string | null;
  language: Language | null;
}

/** The chosen preferences of a users row. */
export function chosenPreferences(user: { units: string | null; timeZone: string | null; language: string | null }): Preferences {
  return { units: user.units as UnitSystem | null, time_zone: user.timeZone, language: user.language as Language | null };
}

/** What applies to the person: their choice, else the club's. */
export function effectivePreferences(
  chosen: Preferences,
  club: ClubSettings,
): { units: UnitSystem; time_zone: string; language: Language } {
  return { units: chosen.units ?? club.units, time_zone: chosen.time_zone ?? club.time_zone, language: chosen.language ?? club.language };
}

const columns: Record<PreferenceName, string> = { units: 'units', time_zone: 'time_zone', language: 'language' };

/** Stores the given choices (undefined: unchanged; null: follow the club); 422 names every bad one. */
export async function setPreferences(db: Sql, userId: string, changes: Partial<Preferences>, now: number): Promise<void> {
  const given = preferenceNames.filter((name) => changes[name] !== undefined);
  if (given.length === 0) return;
  const errors: FieldError[] = given.flatMap((name) => {
    const value = changes[name];
    const problem = value === null ? null : settingProblem(name, value!);
    return problem ? [{ field: name, message: problem }] : [];
  });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const set = given.map((name) => `${columns[name]} = ?`).join(', ');
  await db.transaction((tx) =>
    tx.run(`UPDATE users SET ${set}, updated_at = ? WHERE id = ?`, ...given.map((n) => changes[n] ?? null), now, userId),
  );
}
