// Site settings: which areas visitors (not signed in) may see, which an admin changes in the
// web app (everything is private until an admin opens it), and keys every instance shares.
import type { Sql } from '../db/store';

export const publicAreaNames = ['leaderboards', 'species', 'divers'] as const;
export type PublicArea = (typeof publicAreaNames)[number];

const publicAreasSetting = 'public_areas';

export async function publicAreas(db: Sql): Promise<Set<PublicArea>> {
  const row = await db.get<{ value: string }>('SELECT value FROM site_settings WHERE name = ?', publicAreasSetting);
  const names = row ? row.value.split(',') : [];
  return new Set(publicAreaNames.filter((area) => names.includes(area)));
}

export async function setPublicAreas(db: Sql, areas: Iterable<string>, now: number): Promise<Set<PublicArea>> {
  const wanted = new Set(areas);
  const value = publicAreaNames.filter((area) => wanted.has(area)).join(',');
  await db.transaction((tx) =>
    tx.run(
      'INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
      publicAreasSetting,
      value,
      now,
    ),
  );
  return publicAreas(db);
}

/**
 * A server key every instance shares (CSRF tokens are keyed hashes): the first instance to
 * need it stores a fresh one, and every instance then reads the stored one.
 */
export async function sharedKey(db: Sql, name: string, fresh: () => string, now: number): Promise<string> {
  const stored = async (): Promise<string | undefined> =>
    (await db.get<{ value: string }>('SELECT value FROM site_settings WHERE name = ?', name))?.value;
  const existing = await stored();
  if (existing) return existing;
  await db.transaction((tx) =>
    tx.run('INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', name, fresh(), now),
  );
  return (await stored())!;
}
