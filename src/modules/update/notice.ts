// The admin page's "a newer version exists": the server looks for a newer release at most once
// a day (one instance for all: the time of the last look is shared in site_settings) and keeps
// what it found there. The look sends nothing but requests for the release's files.
import type { BuildInfo } from '../../build-info';
import type { Sql } from '../../db/store';
import { compareVersions } from './release';
import { checkForUpdate } from './service';

const checkedAtSetting = 'update_checked_at';
const availableSetting = 'update_available';
export const updateCheckEverySeconds = 86_400;

async function setting(db: Sql, name: string): Promise<string | null> {
  return (await db.get<{ value: string }>('SELECT value FROM site_settings WHERE name = ?', name))?.value ?? null;
}

/**
 * Claims today's look for this instance: true when no instance looked in the last day (the
 * conditional write makes two instances racing agree on one).
 */
async function claimCheck(db: Sql, now: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const claimed = await tx.run(
      `INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
       WHERE site_settings.updated_at <= ?`,
      checkedAtSetting,
      String(now),
      now,
      now - updateCheckEverySeconds,
    );
    return claimed > 0;
  });
}

/** Looks for a newer release when the last look is a day old; the answer is the newer version, if any. */
export async function lookForNewerRelease(db: Sql, baseUrl: string, running: BuildInfo, now: number): Promise<string | null> {
  if (!(await claimCheck(db, now))) return await newerRelease(db, running.version);
  const outcome = await checkForUpdate(baseUrl, running);
  const value = outcome.status === 'available' ? outcome.version : '';
  await db.transaction((tx) =>
    tx.run(
      'INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
      availableSetting,
      value,
      now,
    ),
  );
  return value || null;
}

/** The newer release the last look found, or null (none found, or this version is already as new). */
export async function newerRelease(db: Sql, runningVersion: string): Promise<string | null> {
  const version = await setting(db, availableSetting);
  return version && compareVersions(version, runningVersion) > 0 ? version : null;
}
