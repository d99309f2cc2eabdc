// The converted pages and the club they are read in, shared by the every-language test
// (pages.test.ts) and the accessibility check of every page in every language
// (pages-axe-browser.test.ts): who opens each page, the data it shows, and how it is opened.
import { expect } from 'bun:test';
import type { Language } from '../../src/i18n/locale';
import { noClient } from '../../src/identity/activity';
import { findUserByEmail } from '../../src/identity/people';
import { setPublicAreas } from '../../src/identity/settings';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { unsubscribeToken } from '../../src/modules/notifications/mailing';
import { startSignUp, type JoiningPolicy } from '../../src/modules/people/joining/sign-ups';
import { startReset } from '../../src/modules/people/me/reset/service';
import { updateProfile } from '../../src/modules/people/me/service';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { addPhoto } from '../catches/verifications/helpers';
import { FormBrowser, formFields, pkceStart, registerApp, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';

/**
 * Who opens a page: nobody, a diver (who allowed the developer's app), an applicant waiting for
 * developer access, an approved developer with a key, an OAuth app and a logged request, or an
 * admin (see `setUp`).
 */
export type Reader = 'visitor' | 'diver' | 'member' | 'verifier' | 'applicant' | 'developer' | 'admin';

/**
 * The pages converted to messages, as each reader opens them, with the status each answers.
 * `{client_id}` in a path is the developer's app, `{waiting}`, `{species}` and `{member}` what
 * `setUp` made for the member; `form`: the fields posted with the CSRF
 * token of the page at `path` (a GET first), as a person filling it in would.
 */
export interface ConvertedPage {
  name: string;
  method?: 'GET' | 'POST';
  /** A function: a path made for the test's database (a link signed for its diver). */
  path: string | ((ctx: TestContext) => Promise<string>);
  status: number;
  as: Reader;
  /** `catch`: the diver has a catch first; its id fills `{catch}` in the path. */
  needs?: 'catch';
  /** Sent as the form of the page at `from` (else `path`) is: its hidden fields, and these. */
  form?: { from?: string; fields: Record<string, string> };
}

/** The club's joining mode, as its admin sets it. */
const joining = async (ctx: TestContext, signup: string): Promise<void> => {
  const key = (await ctx.user('poseidon@reef.test', 'admin')).key;
  expect((await ctx.request('PATCH', '/v1/club', { key, body: { signup } })).status).toBe(200);
};

/** The pages of people/: joining, sign-up, the account and its parts, password reset, leaving, the admin's people. */
const peoplePages: ConvertedPage[] = [
  { name: 'setup (an admin exists)', path: '/setup', status: 410, as: 'visitor' },
  { name: 'sign-up closed (invitations only)', path: '/sign-up', status: 403, as: 'visitor' },
  {
    name: 'sign-up',
    path: async (ctx) => {
      await joining(ctx, 'open');
      return '/sign-up';
    },
    status: 200,
    as: 'visitor',
  },
  {
    name: 'sign-up link: confirm the address',
    path: async (ctx) => {
      const policy = { mode: 'open', mailConfigured: true, developerSignup: false } as JoiningPolicy;
      const input = { email: `new-${crypto.randomUUID()}@reef.test`, displayName: 'New', passwordHash: 'x' };
      const started = await startSignUp(ctx.db, policy, input, ctx.clock.now, ctx.deps.randomBytes);
      if (started.kind !== 'confirm') throw new Error(started.kind);
      return `/sign-up/${encodeURIComponent(started.secret)}`;
    },
    status: 200,
    as: 'visitor',
  },
  {
    name: 'invitation',
    path: async (ctx) => {
      const key = (await ctx.user('poseidon@reef.test', 'admin')).key;
      const invited = await ctx.request('POST', '/v1/invitations', {
        key,
        body: { email: `invited-${crypto.randomUUID()}@reef.test`, role: 'verifier' },
      });
      return new URL(((await invited.json()) as { url: string }).url).pathname;
    },
    status: 200,
    as: 'visitor',
  },
  { name: 'password reset without mail', path: '/reset-password', status: 404, as: 'visitor' },
  {
    name: 'password reset link',
    path: async (ctx) => {
      // Someone with an API key: the page lists it, with the choice to revoke it too.
      const { id } = await ctx.user(`keyed-${crypto.randomUUID()}@reef.test`);
      return `/reset-password/${await startReset(ctx.db, id, ctx.clock.now, ctx.deps.randomBytes)}`;
    },
    status: 200,
    as: 'visitor',
  },
  { name: 'account', path: '/account', status: 200, as: 'diver' },
  { name: 'account with a notice', path: '/account?done=passkey-added', status: 200, as: 'diver' },
  { name: 'confirm it is you', path: '/account/confirm?return_to=%2Faccount', status: 200, as: 'diver' },
  {
    name: 'the mailed link to a new address',
    path: async (ctx) => {
      const diver = (await findUserByEmail(ctx.db, signInAs.diver))!;
      const at = { now: ctx.clock.now, client: noClient, mailConfigured: true, randomBytes: ctx.deps.randomBytes };
      const { email } = await updateProfile(ctx.db, diver.id, { email: `moved-${crypto.randomUUID()}@reef.test` }, at);
      if (email.kind !== 'confirm') throw new Error(email.kind);
      return `/account/email/${email.secret}`;
    },
    status: 200,
    as: 'diver',
  },
  {
    name: 'delete: the word not typed',
    method: 'POST',
    path: '/account/delete/confirm',
    form: { from: '/account', fields: { catches: 'keep', confirm: 'no' } },
    status: 422,
    as: 'diver',
  },
  {
    name: 'delete: the last step',
    method: 'POST',
    path: '/account/delete/confirm',
    form: { from: '/account', fields: { catches: 'delete', confirm: 'delete' } },
    status: 200,
    as: 'diver',
  },
  { name: 'admin', path: '/admin', status: 200, as: 'admin' },
  { name: 'what visitors may see', path: '/admin/access', status: 200, as: 'admin' },
  { name: 'people', path: '/admin/people', status: 200, as: 'admin' },
  {
    name: 'a person’s activity',
    path: async (ctx) => `/admin/people/${(await findUserByEmail(ctx.db, signInAs.diver))!.id}/activity`,
    status: 200,
    as: 'admin',
  },
  { name: 'no such person', path: '/admin/people/no-such-id/activity', status: 404, as: 'admin' },
];

export const convertedPages: ConvertedPage[] = [
  { name: 'home', path: '/', status: 200, as: 'visitor' },
  { name: 'home with a notice', path: '/?done=account-deleted', status: 200, as: 'visitor' },
  { name: 'sign-in', path: '/sign-in', status: 200, as: 'visitor' },
  { name: 'unknown sign-in method', path: '/sign-in/no-such-provider', status: 404, as: 'visitor' },
  { name: 'not found', path: '/account/no-such-page', status: 404, as: 'visitor' },
  { name: 'expired form (CSRF refusal)', method: 'POST', path: '/sign-out', status: 403, as: 'visitor' },
  { name: 'forbidden', path: '/admin', status: 403, as: 'diver' },
  { name: 'my catches, none yet', path: '/catches', status: 200, as: 'diver' },
  { name: 'log a catch', path: '/catches/new', status: 200, as: 'diver' },
  {
    name: 'log a catch refused (beside the fields, and above)',
    method: 'POST',
    path: '/catches',
    status: 422,
    as: 'diver',
    form: {
      from: '/catches/new',
      fields: {
        species: '',
        weight: '0',
        weight_unit: 'kg',
        depth: '400',
        depth_unit: 'm',
        length: '2000',
        length_unit: 'cm',
        time_zone: 'Mars/Olympus',
      },
    },
  },
  { name: 'my catches', path: '/catches', status: 200, as: 'diver', needs: 'catch' },
  { name: 'my catches, filtered to none', path: '/catches?min_weight=900', status: 200, as: 'diver', needs: 'catch' },
  { name: 'a catch', path: '/catches/{catch}', status: 200, as: 'diver', needs: 'catch' },
  { name: 'edit a catch', path: '/catches/{catch}/edit', status: 200, as: 'diver', needs: 'catch' },
  {
    name: 'edit a catch refused',
    method: 'POST',
    path: '/catches/{catch}/edit',
    status: 422,
    as: 'diver',
    needs: 'catch',
    form: { from: '/catches/{catch}/edit', fields: { species: 'Dentex dentex', weight: 'heavy', depth: '10' } },
  },
  { name: 'delete a catch', path: '/catches/{catch}/delete', status: 200, as: 'diver', needs: 'catch' },
  { name: 'offline page (kept for the service worker)', path: '/catches/offline', status: 200, as: 'diver' },
  { name: 'developer portal, applying', path: '/developers', status: 200, as: 'diver' },
  { name: 'developer portal, waiting for a decision', path: '/developers', status: 200, as: 'applicant' },
  { name: 'developer portal, approved', path: '/developers', status: 200, as: 'developer' },
  { name: 'API keys', path: '/developers/keys', status: 200, as: 'developer' },
  {
    name: 'a new API key, shown once',
    method: 'POST',
    path: '/developers/keys',
    form: { fields: { name: 'Logbook sync', scopes: 'catches:read', expires_in_days: '90' } },
    status: 201,
    as: 'developer',
  },
  { name: 'API keys for a diver without access', path: '/developers/keys', status: 403, as: 'diver' },
  { name: 'OAuth apps', path: '/developers/apps', status: 200, as: 'developer' },
  { name: 'editing an app', path: '/developers/apps/{client_id}/edit', status: 200, as: 'developer' },
  { name: 'apps a person authorised, none', path: '/developers/authorised', status: 200, as: 'developer' },
  { name: 'apps a person authorised', path: '/developers/authorised', status: 200, as: 'diver' },
  {
    name: 'OAuth consent',
    path: '/oauth/authorize?response_type=code&client_id={client_id}&redirect_uri=https%3A%2F%2Fdivelog.example%2Fcallback&scope=catches%3Aread+account%3Aread&state=s1&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
    status: 200,
    as: 'diver',
  },
  { name: 'request log', path: '/developers/requests', status: 200, as: 'developer' },
  { name: 'request log, a bad filter', path: '/developers/requests?status=abc', status: 422, as: 'developer' },
  { name: 'a confirmation link unknown', path: '/developers/confirm-email?token=made-up', status: 404, as: 'visitor' },
  { name: 'developer applications (admins)', path: '/developers/applications', status: 200, as: 'admin' },
  { name: 'guides', path: '/docs/guides', status: 200, as: 'visitor' },
  { name: 'a guide', path: '/docs/guides/quickstart', status: 200, as: 'visitor' },
  { name: 'no such guide', path: '/docs/guides/no-such-guide', status: 404, as: 'visitor' },
  { name: 'species list', path: '/species', status: 200, as: 'visitor' },
  { name: 'species search', path: '/species?q=mero', status: 200, as: 'diver' },
  { name: 'species page', path: '/species/{species}', status: 200, as: 'diver' },
  { name: 'a diver’s best catches', path: '/divers/{member}', status: 200, as: 'member' },
  { name: 'species catalogue', path: '/admin/species', status: 200, as: 'admin' },
  { name: 'species edit page', path: '/admin/species/{species}?saved=1', status: 200, as: 'admin' },
  { name: 'species import', path: '/admin/species/import', status: 200, as: 'admin' },
  { name: 'leaderboard with entries', path: '/boards', status: 200, as: 'diver' },
  { name: 'leaderboard by count', path: '/boards?board=catch-count&dive_type=freedive', status: 200, as: 'visitor' },
  { name: 'empty leaderboard', path: '/boards?season=1990', status: 200, as: 'diver' },
  { name: 'empty leaderboard for a verifier', path: '/boards?board=deepest&season=1990', status: 200, as: 'verifier' },
  { name: 'embeddable board', path: '/embed/boards?board=deepest', status: 200, as: 'visitor' },
  { name: 'verification queue', path: '/verify?done=graded-silver', status: 200, as: 'verifier' },
  { name: 'grading page', path: '/verify/{waiting}', status: 200, as: 'verifier' },
  { name: 'asking for verification', path: '/catches/{waiting}/verification', status: 200, as: 'member' },
  { name: 'a diver’s season in charts', path: '/divers/{member}/stats', status: 200, as: 'member' },
  { name: 'the club’s stats for a diver', path: '/stats', status: 200, as: 'diver' },
  { name: 'the club’s season in charts', path: '/stats', status: 200, as: 'admin' },
  { name: 'a species’ weights in a chart', path: '/stats/species/{species}', status: 200, as: 'diver' },
  { name: 'competitions', path: '/competitions', status: 200, as: 'admin' },
  { name: 'competition before its start, entering open', path: '/competitions/{upcoming}', status: 200, as: 'diver' },
  { name: 'competition under way, with my fish', path: '/competitions/{running}', status: 200, as: 'diver' },
  { name: 'competition under way, run by the admin', path: '/competitions/{running}', status: 200, as: 'admin' },
  { name: 'competition after its end, a protest open', path: '/competitions/{provisional}', status: 200, as: 'admin' },
  { name: 'competition with final results', path: '/competitions/{final}', status: 200, as: 'diver' },
  { name: 'new competition form', path: '/competitions/new', status: 200, as: 'admin' },
  { name: 'changing a competition', path: '/competitions/{upcoming}/edit', status: 200, as: 'admin' },
  { name: 'weigh-in: the entries', path: '/competitions/{running}/weigh-in', status: 200, as: 'admin' },
  { name: 'weigh-in: an entry’s fish', path: '/competitions/{running}/weigh-in?entry={entry}', status: 200, as: 'admin' },
  { name: 'results to print', path: '/competitions/{final}/results', status: 200, as: 'diver' },
  { name: 'standings so far to print', path: '/competitions/{running}/results', status: 200, as: 'diver' },
  { name: 'admin', path: '/admin', status: 200, as: 'admin' },
  { name: 'the club’s settings, one pinned', path: '/admin/club', status: 200, as: 'admin' },
  { name: 'the club’s settings saved', path: '/admin/club?done=saved', status: 200, as: 'admin' },
  { name: 'webhooks', path: '/developers/webhooks', status: 200, as: 'admin' },
  { name: 'a webhook endpoint with its deliveries', path: '/developers/webhooks/{endpoint}', status: 200, as: 'admin' },
  { name: 'deleting a webhook endpoint', path: '/developers/webhooks/{endpoint}/delete', status: 200, as: 'admin' },
  { name: 'events', path: '/developers/events', status: 200, as: 'admin' },
  ...peoplePages,
  { name: 'notifications', path: '/notifications', status: 200, as: 'diver' },
  { name: 'notifications, unread only', path: '/notifications?unread=1', status: 200, as: 'diver' },
  { name: 'notification settings', path: '/account/notifications?done=saved', status: 200, as: 'diver' },
  { name: 'unsubscribe from a mail', path: (ctx) => diverUnsubscribeLink(ctx), status: 200, as: 'visitor' },
  { name: 'unsubscribed', method: 'POST', path: (ctx) => diverUnsubscribeLink(ctx), status: 200, as: 'visitor' },
  { name: 'unsubscribe link not valid', path: '/unsubscribe/not-a-token', status: 404, as: 'visitor' },
];

/** The link of a notification mail to the test's diver (nereo@reef.test). */
async function diverUnsubscribeLink(ctx: TestContext): Promise<string> {
  const diver = (await ctx.db.get<{ id: string }>("SELECT id FROM users WHERE email = 'nereo@reef.test'"))!;
  return `/unsubscribe/${await unsubscribeToken(ctx.deps, diver.id, 'catch_graded', ctx.clock.now)}`;
}

/** The diver's catch the pages that need one show (made once per test context, through the API). */
const diverCatches = new WeakMap<TestContext, string>();
async function diverCatch(ctx: TestContext): Promise<string> {
  const made = diverCatches.get(ctx);
  if (made) return made;
  const { key } = await ctx.user('nereo@reef.test');
  const created = await ctx.request('POST', '/v1/catches', {
    key,
    body: {
      species: 'Dentex dentex',
      weight_kg: 4.2,
      depth_m: 18,
      time_zone: 'Europe/Madrid',
      location: { lat: 43.3, lon: 5.37, name: 'Calanque' },
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  diverCatches.set(ctx, id);
  return id;
}

/**
 * A club whose developers wait for an admin's approval, with what the pages need: a diver (no
 * developer access), a developer an admin approved, holding a key and an OAuth app (their
 * requests are in the log), and that admin.
 */
export async function setUp(): Promise<{ ctx: TestContext; people: string[]; clientId: string; made: Record<string, string> }> {
  // Every page signs in afresh from one address: the sign-in limit would refuse the 31st.
  const ctx = testContext({ developerAccess: 'approval', clubPins: { units: 'metric' }, authRateLimitPerMinute: 0 });
  const diver = await userWithPassword(ctx, 'nereo@reef.test');
  const keyOf = async (userId: string, role: 'diver' | 'admin') =>
    (await createApiKey(ctx.db, { userId, role, name: 'setup', scopes: ['all'], expiresAt: null }, ctx.clock.now)).secret;
  const adminId = await userWithPassword(ctx, 'poseidon@reef.test', 'admin');
  const admin = await keyOf(adminId, 'admin');
  const developer = await userWithPassword(ctx, 'dev@reef.test');
  const key = await keyOf(developer, 'diver');
  const applied = await ctx.request('POST', '/v1/developer-applications', {
    key,
    body: { name: 'Dev', email: 'dev@reef.test', building: 'A logbook' },
  });
  const { id } = (await applied.json()) as { id: string };
  expect((await ctx.request('POST', `/v1/developer-applications/${id}/approve`, { key: admin })).status).toBe(200);
  const app = await registerApp(ctx, key, { scopes: ['catches:read', 'account:read'] });
  const applicant = await userWithPassword(ctx, 'applicant@reef.test');
  const waiting = await ctx.request('POST', '/v1/developer-applications', {
    key: await keyOf(applicant, 'diver'),
    body: { name: 'Ana', email: 'applicant@reef.test', building: 'A logbook' },
  });
  expect(waiting.status).toBe(201);
  const diverBrowser = new FormBrowser(ctx);
  expect((await diverBrowser.signIn('nereo@reef.test')).status).toBe(303);
  expect((await diverBrowser.authorize((await pkceStart(app, 'catches:read')).params)).status).toBe(303);
  const { member, verifier, made } = await seedRecords(ctx);
  const club = await seedClub(ctx);
  return {
    ctx,
    people: [diver, member, verifier, applicant, developer, adminId],
    clientId: app.client.client_id,
    made: { ...made, ...club },
  };
}

/**
 * What the club's pages show: competitions before, during and after (one with a protest open,
 * one final), the diver's fish weighed, and an admin's webhook endpoint with a delivery.
 * Answers the ids the paths name.
 */
async function seedClub(ctx: TestContext): Promise<Record<string, string>> {
  const admin = await ctx.user('poseidon@reef.test', 'admin');
  const diver = await ctx.user('nereo@reef.test');
  const now = ctx.clock.now;
  const hour = 3600;
  const at = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  const call = async (method: string, path: string, key: string, body?: unknown) => {
    const answer = await ctx.request(method, path, { key, ...(body === undefined ? {} : { body }) });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id: string };
  };
  /** A competition from `start` (hours from now) for six hours, published and entered by the diver with one fish. */
  const competition = async (name: string, start: number, fields: Record<string, unknown> = {}) => {
    ctx.clock.now = now + (start - 1) * hour;
    const { id } = await call('POST', '/v1/competitions', admin.key, {
      name,
      description: 'Cala Deià · 08:00',
      starts_at: at(ctx.clock.now + hour),
      ends_at: at(ctx.clock.now + 7 * hour),
      time_zone: 'Europe/Madrid',
      entry: 'open',
      divisions: ['Senior', 'Junior'],
      rules: { points_per_kg: 1000, fish_bonus: 100, species_bonus: 500, default_min_weight_kg: 0.5, default_max_count: 5, max_fish: 3 },
      protest_hours: 12,
      ...fields,
    });
    await call('POST', `/v1/competitions/${id}/publish`, admin.key);
    const entry = await call('POST', `/v1/competitions/${id}/entries`, diver.key, { division: 'Senior' });
    ctx.clock.now += 2 * hour;
    const fish = await call('POST', '/v1/catches', diver.key, {
      species: 'Wahoo',
      depth_ft: 30,
      caught_at: at(ctx.clock.now - 30),
      weight_kg: 2.5,
    });
    await call('POST', '/v1/catches', diver.key, { species: 'Wahoo', depth_ft: 30, caught_at: at(ctx.clock.now - 20), weight_kg: 0.2 });
    await call('POST', `/v1/competitions/${id}/weigh-ins`, admin.key, { catch_id: fish.id, weight_kg: 2.4, decision: 'accepted' });
    return { id, entry: entry.id };
  };
  const final = await competition('Winter cup', -40, { protest_hours: 0 });
  const provisional = await competition('Autumn cup', -10);
  const running = await competition('Spring cup', -2, { team_size: 2, weigh_in: 'required' });
  ctx.clock.now = now;
  const upcoming = await call('POST', '/v1/competitions', admin.key, {
    name: 'Summer cup',
    starts_at: at(now + 24 * hour),
    ends_at: at(now + 30 * hour),
    time_zone: 'Europe/Madrid',
    entry: 'open',
  });
  await call('POST', `/v1/competitions/${upcoming.id}/publish`, admin.key);
  await call('POST', `/v1/competitions/${provisional.id}/protests`, diver.key, { reason: 'Wahoo #2: 2,4 ≠ 2,5 kg' });
  const endpoint = await call('POST', '/v1/webhooks', admin.key, { url: 'https://hooks.reef.test/in', events: ['*'] });
  await call('POST', `/v1/webhooks/${endpoint.id}/test`, admin.key);
  return {
    upcoming: upcoming.id,
    running: running.id,
    entry: running.entry,
    provisional: provisional.id,
    final: final.id,
    endpoint: endpoint.id,
  };
}

/**
 * What the records pages show: a member with a Dusky grouper graded silver (a board with
 * entries, a species with a record) and another waiting for review, and a verifier. Visitors
 * see the boards and species (the club's public areas).
 */
async function seedRecords(ctx: TestContext): Promise<{ member: string; verifier: string; made: Record<string, string> }> {
  const member = await userWithPassword(ctx, 'marta@reef.test');
  const verifier = await userWithPassword(ctx, 'vera@reef.test', 'verifier');
  await setPublicAreas(ctx.db, ['leaderboards', 'species'], ctx.clock.now);
  const key = (await ctx.user('marta@reef.test')).key;
  const log = async (caught_at: string) => {
    const logged = await ctx.request('POST', '/v1/catches', {
      key,
      body: { species: 'Dusky grouper', weight_lbs: 20, depth_ft: 40, dive_type: 'freedive', caught_at },
    });
    expect(logged.status).toBe(201);
    return (await logged.json()) as { id: string; species_id: string };
  };
  const graded = await log('2026-03-14T10:00:00Z');
  const photo = await addPhoto(ctx, graded.id);
  const verified = await ctx.request('POST', `/v1/catches/${graded.id}/verifications`, {
    key: (await ctx.user('vera@reef.test', 'verifier')).key,
    body: { tier: 'silver', evidence: { photo_ids: [photo], measurement: { weight_lbs: 20 } } },
  });
  expect(verified.status).toBe(201);
  const waiting = await log('2026-05-02T09:00:00Z');
  await addPhoto(ctx, waiting.id);
  await requestVerification(ctx.db, member, waiting.id, { evidence: {}, note: null }, ctx.clock.now);
  return { member, verifier, made: { waiting: waiting.id, species: waiting.species_id, member } };
}

/** Who signs in for each reader: names that are no English word of the messages ("diver" is). */
export const signInAs: Record<Exclude<Reader, 'visitor'>, string> = {
  diver: 'nereo@reef.test',
  member: 'marta@reef.test',
  verifier: 'vera@reef.test',
  applicant: 'applicant@reef.test',
  developer: 'dev@reef.test',
  admin: 'poseidon@reef.test',
};

/** How a browser of each language asks: regional tags, weights, English as a fallback. */
export const acceptLanguage: Record<Language, string> = {
  en: 'en-GB,en;q=0.9',
  es: 'es-ES,es;q=0.9,en;q=0.5',
  fr: 'fr-FR,fr;q=0.9,en-US;q=0.6',
  it: 'it-IT,it;q=0.9',
  pt: 'pt-BR,pt;q=0.9,en;q=0.3',
  el: 'el-GR,el;q=0.9,en;q=0.8',
  hr: 'hr-HR,hr;q=0.9,en;q=0.7',
};

export async function open(
  ctx: TestContext,
  { clientId, made }: { clientId: string; made: Record<string, string> },
  page: (typeof convertedPages)[number],
  headers: Record<string, string>,
): Promise<string> {
  const browser = new FormBrowser(ctx, headers);
  if (page.as !== 'visitor') expect((await browser.signIn(signInAs[page.as])).status).toBe(303);
  const id = page.needs === 'catch' ? await diverCatch(ctx) : '';
  const fill = (path: string) =>
    path
      .replace('{catch}', id)
      .replace('{client_id}', encodeURIComponent(clientId))
      .replace(/\{(\w+)\}/g, (_, name: string) => made[name]!);
  const path = fill(typeof page.path === 'string' ? page.path : await page.path(ctx));
  const form = page.form
    ? { ...formFields(await (await browser.send('GET', fill(page.form.from ?? path))).text()), ...page.form.fields }
    : {};
  const answer = await browser.send(page.method ?? 'GET', path, page.method === 'POST' ? form : undefined);
  expect({ page: page.name, status: answer.status }).toEqual({ page: page.name, status: page.status });
  return answer.text();
}

export const langOf = (html: string): string | undefined => /<html lang="([^"]+)"/.exec(html)?.[1];
