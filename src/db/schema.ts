// The relational schema. drizzle-kit generates db/migrations from this file;
// FTS5 tables and the counter triggers live in a hand-written migration beside it.
// Times are unix seconds (the API shows seconds), money-free, so integers suffice.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  // developer: someone who signed up for the developer portal only, not a member of the club
  // (their catches are a sandbox: catches.sandbox).
  role: text('role', { enum: ['admin', 'verifier', 'diver', 'developer'] }).notNull(),
  passwordHash: text('password_hash'),
  // Set by an admin: a disabled person can neither sign in nor use their keys or tokens.
  disabledAt: integer('disabled_at'),
  // When the person last proved they receive mail at `email` (a mailed link, or an outside
  // provider that verified it); null until then and after every change of address. Outside
  // sign-in links by email only to confirmed addresses.
  emailConfirmedAt: integer('email_confirmed_at'),
  // The person's own units, IANA time zone and language; null follows the club's (site_settings).
  units: text('units', { enum: ['metric', 'imperial'] }),
  timeZone: text('time_zone'),
  language: text('language'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // SHA-256 (hex) of the whole secret: the secret itself is never stored.
    secretHash: text('secret_hash').notNull().unique(),
    // Last four characters, so a person can tell keys apart in a list.
    hint: text('hint').notNull(),
    scopes: text('scopes').notNull(),
    expiresAt: integer('expires_at'),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('api_keys_user').on(table.userId)],
);

export const species = sqliteTable('species', {
  pk: integer('pk').primaryKey(),
  id: text('id').notNull().unique(),
  scientificName: text('scientific_name').notNull().unique(),
  // searchKey(scientificName): what species lookups compare.
  nameKey: text('name_key').notNull().unique(),
  scientificNameAuthority: text('scientific_name_authority'),
  commonName: text('common_name').notNull(),
  commonNameSource: text('common_name_source'),
  commonNameLicence: text('common_name_licence'),
  commonNameSourceUrl: text('common_name_source_url'),
  family: text('family'),
  order: text('order'),
  targetGroup: text('target_group'),
  specialCategory: text('special_category'),
  regionTags: text('region_tags'),
  maxLengthCm: real('max_length_cm'),
  faoAsfisCode: text('fao_asfis_code'),
  isscaapGroup: text('isscaap_group'),
  wormsAphiaId: integer('worms_aphia_id'),
  taxonomySource: text('taxonomy_source'),
  // Source ids (db/seed/SOURCES.md §2) of the values beside them: shown as attribution.
  regionSource: text('region_source'),
  maxLengthSource: text('max_length_source'),
  aphiaIdSource: text('aphia_id_source'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const speciesNames = sqliteTable(
  'species_names',
  {
    pk: integer('pk').primaryKey(),
    speciesPk: integer('species_pk')
      .notNull()
      .references(() => species.pk, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lang: text('lang').notNull(),
    // Lower-cased and accent-stripped: what lookups compare.
    nameKey: text('name_key').notNull(),
    source: text('source'),
    licence: text('licence'),
    sourceUrl: text('source_url'),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    index('species_names_key').on(table.nameKey),
    uniqueIndex('species_names_unique').on(table.speciesPk, table.lang, table.nameKey),
  ],
);

export const speciesReferenceRecords = sqliteTable(
  'species_reference_records',
  {
    pk: integer('pk').primaryKey(),
    speciesPk: integer('species_pk')
      .notNull()
      .references(() => species.pk, { onDelete: 'cascade' }),
    weightKg: real('weight_kg').notNull(),
    holder: text('holder'),
    date: text('date'),
    place: text('place'),
    category: text('category'),
    organisation: text('organisation'),
    source: text('source'),
  },
  (table) => [index('species_reference_records_species').on(table.speciesPk)],
);

export const catches = sqliteTable(
  'catches',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    diverId: text('diver_id')
      .notNull()
      .references(() => users.id),
    speciesPk: integer('species_pk')
      .notNull()
      .references(() => species.pk),
    weightLbs: real('weight_lbs').notNull(),
    depthFt: real('depth_ft').notNull(),
    lengthIn: real('length_in'),
    // 0 unverified, 1 bronze, 2 silver, 3 gold: an integer so "min_tier" is a range.
    tier: integer('tier').notNull().default(0),
    diveType: text('dive_type', { enum: ['freedive', 'scuba'] }).notNull(),
    gear: text('gear', { enum: ['speargun', 'polespear', 'sling', 'other'] }),
    lat: real('lat'),
    lon: real('lon'),
    locationName: text('location_name'),
    notes: text('notes'),
    conditions: text('conditions', { mode: 'json' }),
    externalId: text('external_id'),
    caughtAt: integer('caught_at').notNull(),
    // IANA zone where the fish was taken (the phone's, else the diver's, else the club's).
    timeZone: text('time_zone'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    // 1: a developer's catch (the role developer), seen by them alone: no counter, board,
    // record or list of anyone else has it. Set at insert, never changed.
    sandbox: integer('sandbox').notNull().default(0),
  },
  (table) => [
    // The list's default order, and its countable filters (tier, dive type) after the sort
    // key: a filtered page is found in the index alone, without reading skipped rows.
    index('catches_created').on(table.createdAt, table.id, table.tier, table.diveType),
    index('catches_caught').on(table.caughtAt, table.id),
    index('catches_updated').on(table.updatedAt, table.id),
    // Sorting by weight or depth; and a board's best catch (a diver's catch of one weight or
    // depth in scope) is found among the index entries of that value, none read from the table.
    index('catches_weight').on(table.weightLbs, table.id, table.diverId, table.tier, table.speciesPk),
    index('catches_depth').on(table.depthFt, table.id, table.diverId, table.tier, table.speciesPk),
    index('catches_species_created').on(table.speciesPk, table.createdAt, table.id, table.tier, table.diveType),
    index('catches_diver_created').on(table.diverId, table.createdAt, table.id, table.tier, table.diveType),
    // A diver's best catch of each species (their page) from the index alone.
    index('catches_diver_species_weight').on(table.diverId, table.speciesPk, table.weightLbs, table.pk),
    // A competition's fish: its entrants' catches in its window, read from the index alone.
    index('catches_diver_caught').on(
      table.diverId,
      table.caughtAt,
      table.speciesPk,
      table.weightLbs,
      table.lat,
      table.lon,
      table.pk,
      table.id,
    ),
    // Species records read the top of each (species, tier) at read time: one seek each.
    index('catches_species_tier_weight').on(table.speciesPk, table.tier, table.weightLbs),
    index('catches_species_tier_depth').on(table.speciesPk, table.tier, table.depthFt),
    uniqueIndex('catches_diver_external').on(table.diverId, table.externalId).where(sql`external_id IS NOT NULL`),
    // Whether any sandbox catch exists (lists then filter them), and a developer's own.
    index('catches_sandbox').on(table.diverId).where(sql`sandbox = 1`),
  ],
);

// Exact totals without COUNT(*) over large match sets: triggers keep these in step with
// `catches` inside the writing transaction (see the hand-written migration).
export const catchCountsBySpecies = sqliteTable(
  'catch_counts_by_species',
  {
    speciesPk: integer('species_pk').notNull(),
    tier: integer('tier').notNull(),
    diveType: text('dive_type').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.speciesPk, table.tier, table.diveType] })],
);

export const catchCountsByDiver = sqliteTable(
  'catch_counts_by_diver',
  {
    diverId: text('diver_id').notNull(),
    tier: integer('tier').notNull(),
    diveType: text('dive_type').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.diverId, table.tier, table.diveType] })],
);

export const catchCountsTotal = sqliteTable(
  'catch_counts_total',
  {
    tier: integer('tier').notNull(),
    diveType: text('dive_type').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tier, table.diveType] })],
);

// The chart totals (stats/service.ts): what the charts of every catch and of whole months
// draw, kept by the catch triggers (db/migrations/0026_catch_month_totals.sql) like the
// counters above, sandbox catches left out. Months are UTC months, named by their first
// second; weights are binned by whole pounds (floor), a histogram's bins when its edges are whole.
export const catchMonthSpeciesTotals = sqliteTable(
  'catch_month_species_totals',
  {
    monthStart: integer('month_start').notNull(),
    speciesPk: integer('species_pk').notNull(),
    n: integer('n').notNull(),
    weightSumE4: integer('weight_sum_e4').notNull(),
    weightMin: real('weight_min').notNull(),
    weightMax: real('weight_max').notNull(),
    depthMax: real('depth_max').notNull(),
  },
  (table) => [primaryKey({ columns: [table.monthStart, table.speciesPk] })],
);

export const catchMonthDivers = sqliteTable(
  'catch_month_divers',
  {
    monthStart: integer('month_start').notNull(),
    diverId: text('diver_id').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.monthStart, table.diverId] })],
);

// The divers with a catch in each month: the number of that month's catch_month_divers rows.
export const catchMonthDiverCounts = sqliteTable('catch_month_diver_counts', {
  monthStart: integer('month_start').primaryKey(),
  divers: integer('divers').notNull(),
});

export const catchMonthWeights = sqliteTable(
  'catch_month_weights',
  {
    monthStart: integer('month_start').notNull(),
    weightLb: integer('weight_lb').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.monthStart, table.weightLb] })],
);

export const catchSpeciesWeights = sqliteTable(
  'catch_species_weights',
  {
    speciesPk: integer('species_pk').notNull(),
    weightLb: integer('weight_lb').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.speciesPk, table.weightLb] })],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    credentialId: text('credential_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    responseHeaders: text('response_headers', { mode: 'json' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.credentialId, table.key] }), index('idempotency_keys_created').on(table.createdAt)],
);

export const photos = sqliteTable(
  'photos',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    // A photo belongs to exactly one catch or one species.
    catchPk: integer('catch_pk').references(() => catches.pk, { onDelete: 'cascade' }),
    speciesPk: integer('species_pk').references(() => species.pk, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    license: text('license'),
    author: text('author'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('photos_catch').on(table.catchPk), index('photos_species').on(table.speciesPk)],
);

// Every change, as the event third parties see it. Written in the same transaction as
// the change. `subjectUserId` is the owner of the catch, for the location privacy rule.
export const events = sqliteTable(
  'events',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    type: text('type').notNull(),
    subjectUserId: text('subject_user_id'),
    // Set for an event of a sandbox catch: only this person's credentials and endpoints see it.
    audienceUserId: text('audience_user_id'),
    data: text('data', { mode: 'json' }).notNull(),
    createdAt: integer('created_at').notNull(),
    // 1 while the in-app notifications this event makes are still to be made (notifications/notifier.ts).
    notifyPending: integer('notify_pending'),
  },
  (table) => [
    index('events_created').on(table.createdAt),
    index('events_type_created').on(table.type, table.createdAt),
    index('events_notify_pending').on(table.notifyPending, table.pk).where(sql`notify_pending IS NOT NULL`),
  ],
);

// Indexes and triggers set aside by a bulk import, and the script that recomputes what the
// triggers maintain: rebuilt once at its end (far faster than row by row), or on the next
// open if the import died.
export const deferredSchema = sqliteTable('deferred_schema', {
  name: text('name').primaryKey(),
  type: text('type', { enum: ['index', 'trigger', 'rebuild'] }).notNull(),
  sql: text('sql').notNull(),
});

// A user's webhook endpoint. The secret is kept as-is (HMAC signing needs the raw key) and
// only ever shown in the answer that created or rotated it. During a rotation the previous
// secret stays valid until previous_secret_expires_at: deliveries then carry both signatures.
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // Event types this endpoint receives; "*" means every type.
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: integer('previous_secret_expires_at'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    disabledReason: text('disabled_reason'),
    // Start of the current unbroken run of failed attempts; null after any success.
    failingSince: integer('failing_since'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('webhook_endpoints_user').on(table.userId)],
);

// The outbox: one row per (event, endpoint), written in the transaction of the change.
// Scheduling times are unix milliseconds: retries and leases are sub-second in tests.
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    endpointPk: integer('endpoint_pk')
      .notNull()
      .references(() => webhookEndpoints.pk, { onDelete: 'cascade' }),
    eventPk: integer('event_pk')
      .notNull()
      .references(() => events.pk, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    // When the next attempt is due (pending only).
    nextAttemptAtMs: integer('next_attempt_at_ms'),
    // A dispatcher holds the delivery until then; a crashed holder's claim simply expires.
    leaseUntilMs: integer('lease_until_ms'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    index('webhook_deliveries_due').on(table.status, table.nextAttemptAtMs),
    index('webhook_deliveries_endpoint_due').on(table.endpointPk, table.status, table.nextAttemptAtMs),
    index('webhook_deliveries_endpoint').on(table.endpointPk),
    index('webhook_deliveries_event').on(table.eventPk),
  ],
);

// Every attempt of a delivery, append-only (a trigger refuses updates).
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    pk: integer('pk').primaryKey(),
    deliveryPk: integer('delivery_pk')
      .notNull()
      .references(() => webhookDeliveries.pk, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    startedAtMs: integer('started_at_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    // The first KiB of the receiver's answer, for debugging.
    responseBody: text('response_body'),
  },
  (table) => [index('webhook_attempts_delivery').on(table.deliveryPk)],
);

// Browser sessions of the sign-in pages. The cookie holds a secret; only its hash is here.
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Kept to the minute (see accounts/service.ts); null for sessions begun before it was kept. */
    lastSeenAt: integer('last_seen_at'),
    /** The client address and User-Agent at sign-in, for the person's list of sessions. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the person last proved who they are in this session (signing in, or the confirm page): sensitive changes need it recent. */
    confirmedAt: integer('confirmed_at'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

// A new email address waiting for its owner to confirm it by the mailed link (one per person).
// Until then the old address stays. The link's secret is stored only as a hash.
export const emailChanges = sqliteTable('email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at').notNull(),
  createdAt: integer('created_at').notNull(),
});

// Mailed links to set a new password: several may be live at once (a newer request never
// stops an older link), each single use; setting a password spends them all. Short-lived; the
// secret is stored only as a hash.
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

// What happened to a person's account (sign-ins, failed sign-ins, password, email, role,
// sessions ended), shown to them and to admins. `data` is JSON text.
export const accountEvents = sqliteTable(
  'account_events',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: text('data').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('account_events_user').on(table.userId, table.pk)],
);

// A person's passkeys (WebAuthn credentials): the public key and the signature counter the
// authenticator reports, so a cloned authenticator shows itself by a counter that goes back.
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull(),
    /** JSON array of transports the browser reported (usb, internal, hybrid…). */
    transports: text('transports').notNull(),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
  },
  (table) => [index('passkeys_user').on(table.userId)],
);

// A WebAuthn challenge waiting for its ceremony to finish: kept in the database so any instance
// can finish it, spent by the first answer (deleted), refused after expires_at.
export const passkeyChallenges = sqliteTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  /** 'register' (then user_id is the person adding a passkey) or 'sign-in'. */
  purpose: text('purpose').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
});

// A person's authenticator app (TOTP, RFC 6238): the shared secret, only ever on the server.
// Unconfirmed until the person enters a code from the app; last_step is the 30-second step of
// the last code accepted, so one code never counts twice.
export const totpFactors = sqliteTable('totp_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32. */
  secret: text('secret').notNull(),
  confirmedAt: integer('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: integer('created_at').notNull(),
});

// One-time recovery codes for when the app is lost: only their SHA-256 is kept.
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

// A sign-in half done: the password was right, the code from the app is still to come. Only the
// token's hash is kept (any instance can finish it); spent by the first right code, refused after expires_at.
export const secondFactorPending = sqliteTable('second_factor_pending', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnTo: text('return_to').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

// A person's account at an outside identity provider (GitHub, Google, an OIDC issuer).
export const externalIdentities = sqliteTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('external_identities_user').on(table.userId)],
);

// OAuth 2.0 clients. `redirectUris` is a JSON array; `scopes` space-separated.
export const oauthApps = sqliteTable(
  'oauth_apps',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['confidential', 'public'] }).notNull(),
    redirectUris: text('redirect_uris', { mode: 'json' }).$type<string[]>().notNull(),
    scopes: text('scopes').notNull(),
    secretHash: text('secret_hash'),
    // Set while its owner's developer application is declined: no sign-ins, no tokens.
    disabledAt: integer('disabled_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('oauth_apps_owner').on(table.ownerId)],
);

// One grant = one token family: what a user (or, for client_credentials, the app's owner)
// allowed an app. Revoking it kills every token issued under it.
export const oauthGrants = sqliteTable(
  'oauth_grants',
  {
    id: text('id').primaryKey(),
    appId: text('app_id')
      .notNull()
      .references(() => oauthApps.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['authorization_code', 'client_credentials'] }).notNull(),
    scopes: text('scopes').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('oauth_grants_user').on(table.userId), index('oauth_grants_app').on(table.appId)],
);

// Authorization codes: single-use, short-lived; `grantId` is set once exchanged, so a
// replayed code can revoke what it produced (RFC 6749 §4.1.2).
export const oauthCodes = sqliteTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  appId: text('app_id')
    .notNull()
    .references(() => oauthApps.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  scopes: text('scopes').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  grantId: text('grant_id'),
});

// Access and refresh tokens, stored as SHA-256 hashes. A refresh token is retired when
// rotated; presenting a retired one revokes its grant.
export const oauthTokens = sqliteTable(
  'oauth_tokens',
  {
    id: text('id').primaryKey(),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    retiredAt: integer('retired_at'),
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('oauth_tokens_grant').on(table.grantId)],
);

// Verification history of a catch: append-only, one row per verifier decision.
export const verifications = sqliteTable(
  'verifications',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    catchPk: integer('catch_pk')
      .notNull()
      .references(() => catches.pk, { onDelete: 'cascade' }),
    verifierId: text('verifier_id')
      .notNull()
      .references(() => users.id),
    tier: integer('tier').notNull(),
    previousTier: integer('previous_tier').notNull(),
    note: text('note'),
    evidence: text('evidence', { mode: 'json' }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('verifications_catch').on(table.catchPk, table.pk)],
);

// Leaderboards live in `board_totals`, a WITHOUT ROWID table with triggers, all in the
// hand-written ladder and board_totals_by_diver migrations (drizzle cannot declare WITHOUT ROWID).

// Settings an admin changes from the web app (e.g. which pages visitors may see): one row per name.
export const siteSettings = sqliteTable('site_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

// The club's seasons: when each starts (unix seconds), derived from the club's season_start
// and time zone (src/identity/seasons.ts writes them again when either changes). Season Y is
// [starts_at of Y, starts_at of Y + 1): the board triggers and board reads look a catch's
// season up here, so the database alone decides which season a catch counts in.
export const seasons = sqliteTable(
  'seasons',
  {
    year: integer('year').primaryKey(),
    startsAt: integer('starts_at').notNull(),
  },
  (table) => [uniqueIndex('seasons_starts_at').on(table.startsAt)],
);

// A diver's request that a verifier look at a catch, with the evidence they offer. Verifiers
// see open requests oldest first; a verifier's decision on the catch closes its request.
export const verificationRequests = sqliteTable(
  'verification_requests',
  {
    catchPk: integer('catch_pk')
      .primaryKey()
      .references(() => catches.pk, { onDelete: 'cascade' }),
    evidence: text('evidence', { mode: 'json' }).notNull(),
    note: text('note'),
    requestedAt: integer('requested_at').notNull(),
  },
  (table) => [index('verification_requests_requested').on(table.requestedAt)],
);

// Early access to the developer features (API keys, OAuth apps): one application per person.
// With outgoing mail the applicant confirms the address first (a hashed, single-use token).
export const developerApplications = sqliteTable(
  'developer_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    building: text('building').notNull(),
    state: text('state', { enum: ['requested', 'approved', 'declined'] }).notNull(),
    emailConfirmedAt: integer('email_confirmed_at'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    decidedAt: integer('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('developer_applications_state').on(table.state, table.createdAt)],
);

// A species CSV an admin previewed, kept until they apply it (or it expires): the apply form
// carries only the id, so the file is applied exactly as uploaded, on whichever instance.
export const speciesImportUploads = sqliteTable(
  'species_import_uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csv: text('csv').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('species_import_uploads_expires').on(table.expiresAt)],
);

// An admin's invitation to join (CATCHD_SIGNUP): one pending per address, the link's secret
// stored only as a hash; accepting deletes the row in the transaction that creates the user.
export const invitations = sqliteTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    role: text('role', { enum: ['admin', 'verifier', 'diver'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('invitations_created').on(table.createdAt)],
);

// Someone signing up by themselves (CATCHD_SIGNUP approval or open, or the developer portal's
// early access): the password already hashed, the mailed link's secret as a hash. The row
// stays after joining: its link then shows where the person stands.
export const signUps = sqliteTable(
  'sign_ups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Set for the developer portal's early access: what the person is building.
    building: text('building'),
    state: text('state', { enum: ['unconfirmed', 'requested', 'approved', 'declined'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    // Set when the address was proven (the mailed link, or an outside provider that verified it): the account starts confirmed.
    emailConfirmedAt: integer('email_confirmed_at'),
    decidedAt: integer('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('sign_ups_state').on(table.state, table.createdAt)],
);

// Competitions (contract §7a). Rules, area, divisions and weighmasters are JSON the service
// reads whole; `final_standings` is the standings stored at `final`, which reads then serve
// unchanged (catch edits afterwards change nothing). `status` is moved by the clock with a
// conditional UPDATE (WHERE status = the one read), so one writer wins each transition.
export const competitions = sqliteTable(
  'competitions',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    area: text('area'),
    teamSize: integer('team_size').notNull(),
    divisions: text('divisions').notNull(),
    entry: text('entry', { enum: ['open', 'admin'] }).notNull(),
    weighIn: text('weigh_in', { enum: ['required', 'none'] }).notNull(),
    weighmasters: text('weighmasters').notNull(),
    protestHours: integer('protest_hours').notNull(),
    rules: text('rules').notNull(),
    status: text('status', { enum: ['draft', 'open', 'running', 'provisional', 'final', 'cancelled'] }).notNull(),
    finalStandings: text('final_standings'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('competitions_status').on(table.status, table.startsAt)],
);

export const competitionEntries = sqliteTable(
  'competition_entries',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    competitionPk: integer('competition_pk')
      .notNull()
      .references(() => competitions.pk, { onDelete: 'cascade' }),
    division: text('division'),
    teamName: text('team_name'),
    // A fresh value whenever what scoring reads of the entry changes (its members, their catches,
    // its weigh-ins); set by triggers (0022_competition_entry_versions). Scored fish are kept per value.
    version: integer('version').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('competition_entries_competition').on(table.competitionPk, table.pk)],
);

// A diver is in one entry per competition: the unique key refuses a second one, whichever instance writes it.
export const competitionMembers = sqliteTable(
  'competition_members',
  {
    competitionPk: integer('competition_pk')
      .notNull()
      .references(() => competitions.pk, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryPk: integer('entry_pk')
      .notNull()
      .references(() => competitionEntries.pk, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionPk, table.userId] }),
    index('competition_members_entry').on(table.entryPk),
    index('competition_members_user').on(table.userId, table.entryPk),
  ],
);

// Append-only: a later weigh-in of a catch replaces the earlier one in scoring; both are kept.
// catch_pk has no foreign key: deleting a catch leaves its weigh-ins as history.
export const competitionWeighIns = sqliteTable(
  'competition_weigh_ins',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    competitionPk: integer('competition_pk')
      .notNull()
      .references(() => competitions.pk, { onDelete: 'cascade' }),
    catchPk: integer('catch_pk').notNull(),
    catchId: text('catch_id').notNull(),
    // The entry the catch scored for when weighed: standings find an entry's weigh-ins by it.
    entryPk: integer('entry_pk').notNull(),
    weightKg: real('weight_kg').notNull(),
    decision: text('decision', { enum: ['accepted', 'rejected'] }).notNull(),
    reason: text('reason'),
    weighedBy: text('weighed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('competition_weigh_ins_catch').on(table.competitionPk, table.catchPk, table.pk),
    index('competition_weigh_ins_entry').on(table.competitionPk, table.entryPk, table.pk),
  ],
);

export const competitionProtests = sqliteTable(
  'competition_protests',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    competitionPk: integer('competition_pk')
      .notNull()
      .references(() => competitions.pk, { onDelete: 'cascade' }),
    entryId: text('entry_id'),
    catchId: text('catch_id'),
    reason: text('reason').notNull(),
    protestedBy: text('protested_by').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['upheld', 'dismissed'] }),
    note: text('note'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('competition_protests_competition').on(table.competitionPk, table.pk)],
);

// What a person is told in the app, made from the events (notifications/notifier.ts): one row
// per person and event at most (the unique index), whichever instance made it.
export const notifications = sqliteTable(
  'notifications',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventId: text('event_id').notNull(),
    // JSON: what the list shows (title, text) and the page it opens (path).
    data: text('data').notNull(),
    // 0: made for the mail or push alone (the person turned this kind off in the app).
    inApp: integer('in_app').notNull().default(1),
    // How it goes by mail (instant, daily, weekly), as the person chose when it was made; null: not mailed.
    email: text('email'),
    mailedAt: integer('mailed_at'),
    readAt: integer('read_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('notifications_user_event').on(table.userId, table.eventId),
    index('notifications_user').on(table.userId, table.pk),
    index('notifications_user_unread').on(table.userId, table.pk).where(sql`read_at IS NULL`),
    index('notifications_unmailed').on(table.email, table.userId, table.kind).where(sql`email IS NOT NULL AND mailed_at IS NULL`),
  ],
);

// Each person's choice per kind of notification; a kind without a row takes the defaults
// (in the app: on, email: off, push: off).
export const notificationSettings = sqliteTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: integer('in_app').notNull(),
    email: text('email').notNull(),
    push: integer('push').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

// A browser or installed app that receives Web Push for a person (notifications/push/): the push
// service's endpoint and the keys its payloads are encrypted to (RFC 8291).
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    pk: integer('pk').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // What the person sees in the list: the browser and system it was made on.
    label: text('label').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId)],
);

// The push outbox: one row per notification and subscription still to be sent, written with
// the notification; a sender claims due rows (next_attempt_at) and deletes each once sent or given up.
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    pk: integer('pk').primaryKey(),
    notificationPk: integer('notification_pk')
      .notNull()
      .references(() => notifications.pk, { onDelete: 'cascade' }),
    subscriptionPk: integer('subscription_pk')
      .notNull()
      .references(() => pushSubscriptions.pk, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_deliveries_pair').on(table.notificationPk, table.subscriptionPk),
    index('push_deliveries_due').on(table.nextAttemptAt, table.pk),
    index('push_deliveries_subscription').on(table.subscriptionPk),
  ],
);
