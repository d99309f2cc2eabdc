// Configuration comes from environment variables (command-line flags win where both exist).
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { SynchronousMode } from './db/client';
import { allScopes, isScope, type Scope } from './identity/scopes';
import { retryScheduleFromEnv, RetryScheduleParseError } from './lib/retry-policy';
import { secretKeyMinLength } from './lib/sealed-secrets';
import { clubPinsFromEnv, signupModes, type ClubPins, type SignupMode } from './identity/club-settings';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL: PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL: connections in this instance's pool. */
  databasePool: number;
  baseUrl: string;
  rateLimitPerMinute: number;
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  /** Least time between two progress lines of a long command whose stderr is not a terminal. */
  progressIntervalMs: number;
  /** Seconds between webhook attempts (after the immediate first one). */
  webhookRetrySchedule: readonly number[];
  eventRetentionDays: number;
  maxPhotoBytes: number;
  synchronous: SynchronousMode;
  /** Sign-in and token requests per minute per client address, IPv6 per /64 (0 = off). */
  authRateLimitPerMinute: number;
  /** A sign-in session ends after this long without a request… */
  sessionIdleHours: number;
  /** …and this long after it began, however busy. */
  sessionMaxDays: number;
  /** Password checks (argon2id) running at once in this process; more wait briefly or get 503. */
  passwordConcurrency: number;
  identityProviders: IdentityProviderConfig;
  /** `*` or exact origins; empty: no CORS headers at all. */
  corsOrigins: string[];
  /** Peers whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** Origins whose pages may frame the embeddable board (CSP frame-ancestors); empty: none. */
  embedOrigins: string[];
  /** Open live-board streams (/boards/stream) per instance, and per client address. */
  liveStreams: number;
  liveStreamsPerAddress: number;
  /** When set, /metrics needs `Authorization: Bearer <token>`; otherwise it answers loopback clients only. */
  metricsToken: string | null;
  /** Who may create API keys and register OAuth apps (admins always may). */
  developerAccess: DeveloperAccessMode;
  /** The scopes a developer's keys and apps may hold (admins: every scope). */
  developerScopes: readonly Scope[];
  /** `developers`: /docs, /openapi.json and the guides need an approved developer. */
  docsAccess: DocsAccess;
  /** Days a developer's API requests stay in the request log. */
  requestLogDays: number;
  /** Rows the request log keeps at most, the newest (0: requests are not recorded). */
  requestLogMaxRows: number;
  /** Outgoing mail (developer applications); null: no mail, pages show the state instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where `catchd update` and the admin page's daily check look for releases. */
  updateUrl: string;
  /** Whether the server looks for a newer release once a day (nothing else leaves the machine). */
  updateCheck: boolean;
  /**
   * CATCHD_SIGNUP when set: it pins how people join (invitations, approval of sign-ups, open
   * sign-up, or nobody); null leaves it to the club's settings (src/modules/club).
   */
  signup: SignupMode | null;
  /** The club's other settings the operator pinned with their variables (CATCHD_CLUB_NAME, …). */
  clubPins: ClubPins;
  /** Whether a visitor on the developer portal may sign up for early access (an account and the application together). */
  developerSignup: boolean;
  /** What happens to the catches of someone who deletes their account: their choice, or the club's. */
  deletedCatches: DeletedCatchesMode;
  /** Who must sign in with a second factor (an authenticator app or a passkey): nobody, admins, or admins and verifiers. */
  requireSecondFactor: SecondFactorRequirement;
  /**
   * The key sealing authenticator apps' secrets in the database (CATCHD_SECRET_KEY); `catchd serve`
   * on SQLite fills it from the data folder's secret.key when unset. Null: no authenticator apps, no Web Push.
   */
  secretKey: string | null;
}

const secondFactorRequirements = ['none', 'admins', 'staff'] as const;
export type SecondFactorRequirement = (typeof secondFactorRequirements)[number];

const deletedCatchesModes = ['choose', 'keep', 'delete'] as const;
export type DeletedCatchesMode = (typeof deletedCatchesModes)[number];

export { signupModes, type SignupMode } from './identity/club-settings';

/** The project's published releases (release.json, SHA256SUMS and its signature, the executables). */
const defaultUpdateUrl = 'https://github.com/catchd/catchd/releases/latest/download';

export const developerAccessModes = ['approval', 'open', 'closed'] as const;
export type DeveloperAccessMode = (typeof developerAccessModes)[number];
const docsAccessModes = ['public', 'developers'] as const;
type DocsAccess = (typeof docsAccessModes)[number];

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Outside identity providers; each is on only when its client id and secret are set. */
export interface IdentityProviderConfig {
  github: ClientCredentials | null;
  google: ClientCredentials | null;
  oidc: (ClientCredentials & { issuer: string; name: string }) | null;
}

/** One environment variable as documented: `catchd --help` and the table in docs/operations.md are printed from these. */
export interface ConfigVariable {
  name: string;
  /** As a person reads it: a value, or a phrase such as `(none)`. */
  default: string;
  /** Plain text, one sentence or two: shown in a terminal and in a Markdown table alike. */
  meaning: string;
}

/**
 * Every variable: the one list `catchd --help` prints and `scripts/config-table.ts` writes into
 * docs/operations.md (test/operations/operations-doc.test.ts fails when the doc is behind).
 */
export const configVariables: ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'listen port' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'listen address (127.0.0.1 behind a reverse proxy on the same host)' },
  { name: 'CATCHD_DATA_DIR', default: './data', meaning: 'database file (catchd.db) and uploaded photos' },
  {
    name: 'CATCHD_DATABASE_URL',
    default: '(none)',
    meaning: 'postgres://user:password@host:5432/db selects PostgreSQL 15+ instead of the SQLite file',
  },
  {
    name: 'CATCHD_DATABASE_POOL',
    default: '10',
    meaning:
      'PostgreSQL: connections per instance; several instances on one database share its cores, so split what it serves best ' +
      '(about 10 for 2 cores) between them rather than giving each the default',
  },
  {
    name: 'CATCHD_BASE_URL',
    default: 'http://localhost:$PORT',
    meaning:
      'public URL: OAuth issuer, links, photo URLs; with https:// every answer also carries Strict-Transport-Security and cookies are Secure; ' +
      'plain http:// to a host other than localhost, 127.0.0.1 or ::1 logs a warning (insecure base URL) at start and shows it on /admin',
  },
  { name: 'CATCHD_RATE_LIMIT', default: '600', meaning: 'requests per minute per credential (0 = off)' },
  {
    name: 'CATCHD_WEBHOOK_ALLOW_PRIVATE',
    default: '0',
    meaning: '1 allows http and private/loopback webhook targets and push endpoints (LAN installs, tests)',
  },
  {
    name: 'CATCHD_WEBHOOK_RETRY_SCHEDULE',
    default: 'Standard Webhooks schedule',
    meaning: 'comma list of seconds between attempts, e.g. 1,2,4',
  },
  { name: 'CATCHD_WEBHOOK_TIMEOUT_MS', default: '10000', meaning: 'per-attempt webhook timeout' },
  {
    name: 'CATCHD_PROGRESS_INTERVAL_MS',
    default: '5000',
    meaning:
      'least time between two progress lines of a long command (import, migrate, backup, restore, update) when stderr is not a terminal',
  },
  { name: 'CATCHD_EVENT_RETENTION_DAYS', default: '30', meaning: 'days events (GET /v1/events) and their webhook deliveries are kept' },
  { name: 'CATCHD_MAX_PHOTO_BYTES', default: '10485760', meaning: 'largest photo upload (bytes)' },
  {
    name: 'CATCHD_AUTH_RATE_LIMIT',
    default: '30',
    meaning: 'sign-in and OAuth token requests per minute per client address, IPv6 per /64 (0 = off)',
  },
  { name: 'CATCHD_SESSION_IDLE_HOURS', default: '24', meaning: 'a sign-in session ends after this many hours without a request' },
  { name: 'CATCHD_SESSION_MAX_DAYS', default: '14', meaning: 'a sign-in session ends this many days after signing in, however busy' },
  {
    name: 'CATCHD_PASSWORD_CONCURRENCY',
    default: '(CPU count)',
    meaning: 'password checks at once per process; a few wait, the rest get 503',
  },
  {
    name: 'CATCHD_GITHUB_CLIENT_ID',
    default: '(none)',
    meaning: 'GitHub OAuth app client id: enables "Sign in with GitHub" (set with the secret)',
  },
  { name: 'CATCHD_GITHUB_CLIENT_SECRET', default: '(none)', meaning: 'GitHub OAuth app client secret' },
  {
    name: 'CATCHD_GOOGLE_CLIENT_ID',
    default: '(none)',
    meaning: 'Google OAuth client id: enables "Sign in with Google" (set with the secret)',
  },
  { name: 'CATCHD_GOOGLE_CLIENT_SECRET', default: '(none)', meaning: 'Google OAuth client secret' },
  {
    name: 'CATCHD_OIDC_ISSUER',
    default: '(none)',
    meaning: 'OpenID Connect issuer URL (discovered via /.well-known/openid-configuration); required with CATCHD_OIDC_CLIENT_ID',
  },
  { name: 'CATCHD_OIDC_CLIENT_ID', default: '(none)', meaning: 'client id at the OpenID Connect issuer' },
  { name: 'CATCHD_OIDC_CLIENT_SECRET', default: '(none)', meaning: 'client secret at the OpenID Connect issuer' },
  { name: 'CATCHD_OIDC_NAME', default: 'Single sign-on', meaning: 'button label for the OpenID Connect issuer' },
  {
    name: 'CATCHD_CORS_ORIGINS',
    default: '(none)',
    meaning: "browser origins allowed to call /v1 and /api/v1: comma list of exact origins, or '*'",
  },
  {
    name: 'CATCHD_TRUSTED_PROXIES',
    default: '(none)',
    meaning: 'comma list of proxy addresses whose X-Forwarded-For is believed, e.g. 127.0.0.1,::1',
  },
  {
    name: 'CATCHD_EMBED_ORIGINS',
    default: '(none)',
    meaning: 'origins allowed to show the embeddable board (/embed/boards) in an iframe: comma list, e.g. https://club.example',
  },
  {
    name: 'CATCHD_LIVE_STREAMS',
    default: '1000',
    meaning: 'open live-board streams (/boards/stream) per instance; past it new pages show boards without live updates',
  },
  { name: 'CATCHD_LIVE_STREAMS_PER_ADDRESS', default: '20', meaning: 'open live-board streams per client address (per instance)' },
  {
    name: 'CATCHD_METRICS_TOKEN',
    default: '(none)',
    meaning: 'bearer token for GET /metrics; without it /metrics answers loopback clients only',
  },
  {
    name: 'CATCHD_DEVELOPER_ACCESS',
    default: 'approval',
    meaning:
      "who may create API keys and OAuth apps: 'approval' (people apply, admins approve or decline), " +
      "'open' (every signed-in person) or 'closed' (admins only); catchd keys create is never gated",
  },
  {
    name: 'CATCHD_DEVELOPER_SCOPES',
    default: 'all',
    meaning: "comma list of the scopes developers' keys and apps may hold (within their role), or 'all'",
  },
  {
    name: 'CATCHD_DOCS_ACCESS',
    default: 'public',
    meaning: "'public', or 'developers': /docs, /openapi.json and the guides need an approved developer's session or credential",
  },
  {
    name: 'CATCHD_REQUEST_LOG_DAYS',
    default: '7',
    meaning: "days a developer's API requests stay in the request log (GET /v1/request-log); pruned hourly",
  },
  {
    name: 'CATCHD_REQUEST_LOG_MAX_ROWS',
    default: '500000',
    meaning:
      "requests the request log keeps at most, everyone's together, the newest (trimmed at every write; about 250 bytes each on disk); 0 records none",
  },
  {
    name: 'CATCHD_SMTP_URL',
    default: '(none)',
    meaning:
      'outgoing mail, e.g. smtp://user:password@mail.example:587 (smtps:// for port 465): ' +
      'applicants confirm their address and hear decisions by mail; without it nothing is mailed',
  },
  { name: 'CATCHD_MAIL_FROM', default: 'catchd <no-reply@host of CATCHD_BASE_URL>', meaning: 'sender address of outgoing mail' },
  {
    name: 'CATCHD_UPDATE_URL',
    default: defaultUpdateUrl,
    meaning: 'where catchd update and the daily check find the newest signed release',
  },
  {
    name: 'CATCHD_UPDATE_CHECK',
    default: '1',
    meaning: "0 turns off the server's daily look for a newer release (it sends nothing but the request for release files)",
  },
  {
    name: 'CATCHD_SIGNUP',
    default: '(the club setting: invite)',
    meaning:
      "pins how people join (else an admin chooses on /admin/club): 'invite' (admins invite by email), 'approval' (anyone signs up, admins approve), 'open' (anyone joins as a diver) or 'closed'. Signing in through GitHub, Google or OpenID Connect with an unknown address follows it (an account only under 'open', a waiting sign-up under 'approval'); it links to an existing account only if that account's address was confirmed",
  },
  { name: 'CATCHD_CLUB_NAME', default: '(the club setting: catchd)', meaning: "pins the club's name, shown on the home page and in mails" },
  {
    name: 'CATCHD_TIME_ZONE',
    default: '(the club setting: UTC)',
    meaning: "pins the club's IANA time zone (e.g. Europe/Madrid): times and seasons follow it unless a person chooses their own",
  },
  { name: 'CATCHD_UNITS', default: '(the club setting: metric)', meaning: "pins the club's default units: 'metric' or 'imperial'" },
  { name: 'CATCHD_LANGUAGE', default: '(the club setting: en)', meaning: "pins the club's default language: en, es, fr, it, pt, el or hr" },
  {
    name: 'CATCHD_SEASON_START',
    default: '(the club setting: 01-01)',
    meaning: "pins the day (MM-DD, in the club's time zone) each season starts: boards' season=YYYY is the season starting that year",
  },
  {
    name: 'CATCHD_BOARD_MIN_TIER',
    default: '(the club setting: silver)',
    meaning: "pins the boards' default minimum tier: unverified, bronze, silver or gold",
  },
  {
    name: 'CATCHD_DEVELOPER_SIGNUP',
    default: 'on',
    meaning:
      "'off' stops visitors of the developer portal signing up for early access (an account and the application in one), whatever CATCHD_SIGNUP says",
  },
  {
    name: 'CATCHD_DELETED_CATCHES',
    default: 'choose',
    meaning:
      "what happens to the catches of someone deleting their account: 'choose' (they decide), 'keep' (stay on the boards under 'Former member') or 'delete'",
  },
  {
    name: 'CATCHD_REQUIRE_SECOND_FACTOR',
    default: 'none',
    meaning:
      "who must have a second factor (authenticator app or passkey) before using the site or the API (until then their keys and tokens answer 403 second_factor_required): 'none', 'admins' or 'staff' (admins and verifiers)",
  },
  {
    name: 'CATCHD_SECRET_KEY',
    default: '(SQLite: secret.key in the data folder)',
    meaning:
      "key (at least 32 characters, e.g. openssl rand -base64 32) sealing authenticator apps' secrets and the Web Push key in the database (AES-256-GCM); " +
      'without it SQLite uses secret.key in the data folder, made on first start; PostgreSQL needs it, the same on every instance, for authenticator apps and Web Push',
  },
  {
    name: 'CATCHD_SYNCHRONOUS',
    default: 'normal',
    meaning: "SQLite synchronous mode: 'normal' or 'full' (docs/operations.md: power cuts)",
  },
];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

function clientCredentials(env: Record<string, string | undefined>, prefix: string): ClientCredentials | null {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret };
}

function identityProviders(env: Record<string, string | undefined>): IdentityProviderConfig {
  const oidcCredentials = clientCredentials(env, 'CATCHD_OIDC');
  const issuer = env.CATCHD_OIDC_ISSUER?.replace(/\/+$/, '');
  if (oidcCredentials && !issuer) throw new ConfigError('CATCHD_OIDC_ISSUER is required with CATCHD_OIDC_CLIENT_ID');
  if (issuer && !URL.canParse(issuer)) throw new ConfigError(`CATCHD_OIDC_ISSUER is not a URL: "${issuer}"`);
  return {
    github: clientCredentials(env, 'CATCHD_GITHUB'),
    google: clientCredentials(env, 'CATCHD_GOOGLE'),
    oidc: oidcCredentials && issuer ? { ...oidcCredentials, issuer, name: env.CATCHD_OIDC_NAME || 'Single sign-on' } : null,
  };
}

function oneOf<T extends string>(env: Record<string, string | undefined>, name: string, choices: readonly T[]): T {
  const raw = (env[name] || choices[0]!).toLowerCase();
  if (!(choices as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${env[name]}"`);
  return raw as T;
}

function scopeList(env: Record<string, string | undefined>, name: string): Scope[] {
  const raw = env[name]?.trim();
  if (!raw || raw === 'all') return [...allScopes];
  const scopes = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0 || scopes.length === 0)
    throw new ConfigError(`${name}: unknown scope(s) ${unknown.join(', ') || '(none given)'}; known: ${allScopes.join(', ')}`);
  return scopes as Scope[];
}

function smtpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!URL.canParse(raw) || !['smtp:', 'smtps:'].includes(new URL(raw).protocol))
    throw new ConfigError('CATCHD_SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const thisMachine = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why the base URL is unsafe for people signing in, or null: over plain http to another host,
 * cookies go without Secure (nor the __Host- prefix), and passwords and sessions travel readable.
 */
export function insecureBaseUrlWarning(baseUrl: string): string | null {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || thisMachine.has(url.hostname)) return null;
  return (
    `CATCHD_BASE_URL is plain http (${url.origin}) on a host other than this machine: sign-in cookies are sent without Secure ` +
    'and passwords travel unencrypted. Serve catchd over https and set CATCHD_BASE_URL to the https:// address.'
  );
}

function secretKey(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.trim().length < secretKeyMinLength)
    throw new ConfigError(
      `CATCHD_SECRET_KEY must be at least ${secretKeyMinLength} characters (e.g. the output of openssl rand -base64 32)`,
    );
  return raw.trim();
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const synchronous = (env.CATCHD_SYNCHRONOUS ?? 'normal').toLowerCase();
  if (synchronous !== 'normal' && synchronous !== 'full') throw new ConfigError('CATCHD_SYNCHRONOUS must be normal or full');
  const baseUrl = (env.CATCHD_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`CATCHD_BASE_URL is not a URL: "${baseUrl}"`);
  }
  const databaseUrl = env.CATCHD_DATABASE_URL || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/./.test(databaseUrl))
    throw new ConfigError('CATCHD_DATABASE_URL must be a postgres:// or postgresql:// URL');
  let webhookRetrySchedule: readonly number[];
  try {
    webhookRetrySchedule = retryScheduleFromEnv(env.CATCHD_WEBHOOK_RETRY_SCHEDULE);
  } catch (error) {
    if (error instanceof RetryScheduleParseError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.CATCHD_DATA_DIR || './data'),
    databaseUrl,
    databasePool: integer(env, 'CATCHD_DATABASE_POOL', 10, 1),
    baseUrl,
    rateLimitPerMinute: integer(env, 'CATCHD_RATE_LIMIT', 600),
    webhookAllowPrivate: env.CATCHD_WEBHOOK_ALLOW_PRIVATE === '1' || env.CATCHD_WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: integer(env, 'CATCHD_WEBHOOK_TIMEOUT_MS', 10_000, 1),
    progressIntervalMs: integer(env, 'CATCHD_PROGRESS_INTERVAL_MS', 5000, 0),
    webhookRetrySchedule,
    eventRetentionDays: integer(env, 'CATCHD_EVENT_RETENTION_DAYS', 30, 1),
    maxPhotoBytes: integer(env, 'CATCHD_MAX_PHOTO_BYTES', 10 * 1024 * 1024, 1),
    synchronous,
    authRateLimitPerMinute: integer(env, 'CATCHD_AUTH_RATE_LIMIT', 30),
    sessionIdleHours: integer(env, 'CATCHD_SESSION_IDLE_HOURS', 24, 1),
    sessionMaxDays: integer(env, 'CATCHD_SESSION_MAX_DAYS', 14, 1),
    passwordConcurrency: integer(env, 'CATCHD_PASSWORD_CONCURRENCY', availableParallelism(), 1),
    identityProviders: identityProviders(env),
    corsOrigins: list(env.CATCHD_CORS_ORIGINS),
    trustedProxies: list(env.CATCHD_TRUSTED_PROXIES),
    embedOrigins: list(env.CATCHD_EMBED_ORIGINS),
    liveStreams: integer(env, 'CATCHD_LIVE_STREAMS', 1000),
    liveStreamsPerAddress: integer(env, 'CATCHD_LIVE_STREAMS_PER_ADDRESS', 20),
    metricsToken: env.CATCHD_METRICS_TOKEN || null,
    developerAccess: oneOf(env, 'CATCHD_DEVELOPER_ACCESS', developerAccessModes),
    developerScopes: scopeList(env, 'CATCHD_DEVELOPER_SCOPES'),
    docsAccess: oneOf(env, 'CATCHD_DOCS_ACCESS', docsAccessModes),
    requestLogDays: integer(env, 'CATCHD_REQUEST_LOG_DAYS', 7, 1),
    requestLogMaxRows: integer(env, 'CATCHD_REQUEST_LOG_MAX_ROWS', 500_000),
    smtpUrl: smtpUrl(env.CATCHD_SMTP_URL),
    mailFrom: env.CATCHD_MAIL_FROM || `catchd <no-reply@${new URL(baseUrl).hostname}>`,
    updateUrl: env.CATCHD_UPDATE_URL || defaultUpdateUrl,
    updateCheck: env.CATCHD_UPDATE_CHECK !== '0' && env.CATCHD_UPDATE_CHECK !== 'false',
    signup: env.CATCHD_SIGNUP ? oneOf(env, 'CATCHD_SIGNUP', signupModes) : null,
    clubPins: clubPinsFromEnv(env, (message) => new ConfigError(message)),
    developerSignup: oneOf(env, 'CATCHD_DEVELOPER_SIGNUP', ['on', 'off'] as const) === 'on',
    deletedCatches: oneOf(env, 'CATCHD_DELETED_CATCHES', deletedCatchesModes),
    requireSecondFactor: oneOf(env, 'CATCHD_REQUIRE_SECOND_FACTOR', secondFactorRequirements),
    secretKey: secretKey(env.CATCHD_SECRET_KEY),
  };
}

export function databasePath(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'catchd.db');
}
