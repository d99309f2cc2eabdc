// The club's settings, stored as `club.<setting>` rows of site_settings and read through the
// store's version (every commit, from any instance, moves it): an admin's change is seen by
// every instance on its next request. A setting the operator pinned with its environment
// variable is the variable's value, and refuses changes.
import type { Config } from '../config';
import { deriveSeasons, seasonsAre } from '../db/seasons';
import { seasonStarts } from '../lib/seasons';
import type { Sql, Store } from '../db/store';
import type { MailMessage } from '../lib/mailer';
import { HttpError, ValidationFailed, type FieldError } from '../lib/problem';
import { remember } from '../lib/remember';
import { VersionCache } from '../lib/version-cache';
import { clubDefaults, clubSettingNames, pinVariables, settingProblem, type ClubSettingName, type ClubSettings } from './club-settings';

const rowPrefix = 'club.';

type ClubConfig = Pick<Config, 'signup' | 'clubPins'>;

/** The settings the operator pinned, with their values. */
export function clubPins(config: ClubConfig): Partial<ClubSettings> {
  return { ...config.clubPins, ...(config.signup ? { signup: config.signup } : {}) };
}

class SettingPinned extends HttpError {
  constructor(settings: ClubSettingName[]) {
    const variables = settings.map((s) => pinVariables[s]);
    super(
      409,
      'setting_pinned',
      `The operator pinned ${settings.join(', ')} with ${variables.join(', ')}: change it in the server's environment, not here.`,
      { errors: settings.map((field, i) => ({ field, message: `pinned by ${variables[i]}` })), extensions: { variables } },
    );
  }
}

async function storedSettings(db: Sql): Promise<Partial<Record<ClubSettingName, string>>> {
  const rows = await db.all<{ name: string; value: string }>("SELECT name, value FROM site_settings WHERE name LIKE 'club.%'");
  const stored: Partial<Record<ClubSettingName, string>> = {};
  for (const row of rows) {
    const setting = row.name.slice(rowPrefix.length) as ClubSettingName;
    // A row another version wrote with a value this one refuses falls back to the default.
    if (clubSettingNames.includes(setting) && settingProblem(setting, row.value) === null) stored[setting] = row.value;
  }
  return stored;
}

const caches = new WeakMap<Store, VersionCache<ClubSettings>>();
/** What each store held when last read (pins aside): what code that cannot wait reads (clubSettingsNow). */
const latest = new WeakMap<Store, { stored: ClubSettings; pinned: ClubSettings }>();

/** The club's settings now: pinned, else stored, else the default. */
export async function clubSettings(db: Store, config: ClubConfig): Promise<ClubSettings> {
  const cache = remember(caches, db, () => new VersionCache<ClubSettings>('club_settings', 1));
  const stored = await cache.answer(
    await db.version(),
    'club',
    async () => ({ ...clubDefaults, ...(await storedSettings(db)) }) as ClubSettings,
  );
  const pinned = { ...stored, ...clubPins(config) };
  latest.set(db, { stored, pinned });
  return pinned;
}

/**
 * The settings as last read, without waiting: every request reads them first (clubPlugin), so
 * within a request this is what clubSettings answered at its start. Without `config`, with the
 * pins of that read (one server, one configuration).
 */
export function clubSettingsNow(db: Store, config?: ClubConfig): ClubSettings {
  const known = latest.get(db);
  if (!config) return known?.pinned ?? clubDefaults;
  return { ...(known?.stored ?? clubDefaults), ...clubPins(config) };
}

/** Stores `changes` (422 listing every bad field; 409 for pinned ones) and answers the settings after. */
export async function updateClubSettings(
  db: Store,
  config: ClubConfig,
  changes: Partial<Record<ClubSettingName, string>>,
  now: number,
): Promise<ClubSettings> {
  const given = clubSettingNames.filter((s) => changes[s] !== undefined);
  const errors: FieldError[] = given.flatMap((s) => {
    const problem = settingProblem(s, changes[s]!);
    return problem ? [{ field: s, message: problem }] : [];
  });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const pins = clubPins(config);
  const pinned = given.filter((s) => pins[s] !== undefined && pins[s] !== changes[s]);
  if (pinned.length > 0) throw new SettingPinned(pinned);
  const after = { ...(await clubSettings(db, config)), ...changes };
  await db.transaction(
    async (tx) => {
      // The seasons first: on PostgreSQL that locks out catch writes before anything is read.
      if (given.includes('season_start') || given.includes('time_zone')) await deriveSeasons(tx, after.season_start, after.time_zone);
      for (const setting of given)
        await tx.run(
          'INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
          rowPrefix + setting,
          setting === 'name' ? changes.name!.trim() : changes[setting]!,
          now,
        );
    },
    { isolation: 'read committed' },
  );
  return clubSettings(db, config);
}

/**
 * Brings the stored seasons (and the boards) in line with the club's season_start and time zone as this
 * server sees them (an operator may have pinned either since the last start): at start-up.
 */
export async function alignSeasons(db: Store, config: ClubConfig): Promise<boolean> {
  const { season_start, time_zone } = await clubSettings(db, config);
  if (await seasonsAre(db, seasonStarts(season_start, time_zone))) return false;
  return db.transaction((tx) => deriveSeasons(tx, season_start, time_zone), { isolation: 'read committed' });
}

/** `message` with the product's name in its subject replaced by the club's ("Welcome to Cabo Spearfishing"). */
export async function inClubName(db: Store, config: ClubConfig, message: MailMessage): Promise<MailMessage> {
  const { name } = await clubSettings(db, config);
  return { ...message, subject: message.subject.replace(/\bcatchd\b/g, name) };
}
