// The club's own settings (contract §8b): what each is, its default, the environment variable
// that pins it, and how a value is checked. Pure: config.ts parses the pins with these.
import { unitSystems, type UnitSystem } from '../lib/units';
import { tiers, type Tier } from '../db/vocabulary';
import { languages, type Language } from '../i18n/locale';

/** How people join: invitations, approval of sign-ups, open sign-up, or nobody. */
export const signupModes = ['invite', 'approval', 'open', 'closed'] as const;
export type SignupMode = (typeof signupModes)[number];

export { unitSystems, type UnitSystem } from '../lib/units';

/** The languages a club or a person may choose: those the message files are written in (src/i18n). */
export { languages, type Language } from '../i18n/locale';

export interface ClubSettings {
  name: string;
  time_zone: string;
  units: UnitSystem;
  language: Language;
  season_start: string;
  signup: SignupMode;
  board_min_tier: Tier;
}
export type ClubSettingName = keyof ClubSettings;

export const clubDefaults: ClubSettings = {
  name: 'catchd',
  time_zone: 'UTC',
  units: 'metric',
  language: 'en',
  season_start: '01-01',
  signup: 'invite',
  board_min_tier: 'silver',
};

export const clubSettingNames = Object.keys(clubDefaults) as ClubSettingName[];

/** The environment variable that pins each setting: set, the admin page and the API cannot change it. */
export const pinVariables: Record<ClubSettingName, string> = {
  name: 'CATCHD_CLUB_NAME',
  time_zone: 'CATCHD_TIME_ZONE',
  units: 'CATCHD_UNITS',
  language: 'CATCHD_LANGUAGE',
  season_start: 'CATCHD_SEASON_START',
  signup: 'CATCHD_SIGNUP',
  board_min_tier: 'CATCHD_BOARD_MIN_TIER',
};

export const clubNameMaxLength = 80;
/** MM-DD, a day every year has (02-29 is refused: a season must start every year). */
export const seasonStartPattern =
  '^(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))$';
const seasonStartExpression = new RegExp(seasonStartPattern);

function isSeasonStart(text: string): boolean {
  return seasonStartExpression.test(text);
}

/** The IANA zones the runtime knows (its ICU's canonical names, and UTC), one enum in the API. */
export const timeZones: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
const timeZoneSet = new Set(timeZones);

export function isTimeZone(text: string): boolean {
  return timeZoneSet.has(text);
}

/** Non-blank: a name of spaces alone is refused. */
export const clubNamePattern = '\\S';

const oneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: string): value is T =>
    (choices as readonly string[]).includes(value);

const checks: Record<ClubSettingName, { valid: (value: string) => boolean; expected: string }> = {
  name: { valid: (v) => /\S/.test(v) && v.length <= clubNameMaxLength, expected: `1 to ${clubNameMaxLength} characters` },
  time_zone: { valid: isTimeZone, expected: 'an IANA time zone such as Europe/Madrid' },
  units: { valid: oneOf(unitSystems), expected: unitSystems.join(' or ') },
  language: { valid: oneOf(languages), expected: `one of ${languages.join(', ')}` },
  season_start: { valid: isSeasonStart, expected: 'a day of the year as MM-DD, such as 04-01' },
  signup: { valid: oneOf(signupModes), expected: `one of ${signupModes.join(', ')}` },
  board_min_tier: { valid: oneOf(tiers), expected: `one of ${tiers.join(', ')}` },
};

/** Why `value` is no good for `setting`, or null when it is. */
export function settingProblem(setting: ClubSettingName, value: string): string | null {
  const check = checks[setting];
  return check.valid(value) ? null : `must be ${check.expected}`;
}

/** The settings the operator pinned, but CATCHD_SIGNUP (Config.signup, which existed first). */
export type ClubPins = Partial<Omit<ClubSettings, 'signup'>>;

/** The pins set in `env`, each checked like a PATCH; a bad one is `fail`ed (the server does not start). */
export function clubPinsFromEnv(env: Record<string, string | undefined>, fail: (message: string) => Error): ClubPins {
  const pins: Record<string, string> = {};
  for (const setting of clubSettingNames) {
    const value = env[pinVariables[setting]];
    if (setting === 'signup' || !value) continue;
    const problem = settingProblem(setting, value);
    if (problem) throw fail(`${pinVariables[setting]} ${problem}, got "${value}"`);
    pins[setting] = value;
  }
  return pins as ClubPins;
}
