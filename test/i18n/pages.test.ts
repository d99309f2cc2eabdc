// Every converted page in every language: rendered over HTTP with Accept-Language, with a
// visitor's pick and with a person's own setting, `<html lang>` says the language and no English
// is left in what a person reads (text, titles, labels read aloud). Converting a page means
// adding it to `convertedPages`; the English messages are what the check looks for, so a string
// left out of the message files is caught too by the English words that give it away.
import { describe, expect, test } from 'bun:test';
import { languages, type Language } from '../../src/i18n/locale';
import { noClient } from '../../src/identity/activity';
import { findUserByEmail } from '../../src/identity/people';
import { setPreferences } from '../../src/identity/preferences';
import { setPublicAreas } from '../../src/identity/settings';
import { HttpError } from '../../src/lib/problem';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { unsubscribeToken } from '../../src/modules/notifications/mailing';
import { startSignUp, type JoiningPolicy } from '../../src/modules/people/joining/sign-ups';
import { startReset } from '../../src/modules/people/me/reset/service';
import { updateProfile } from '../../src/modules/people/me/service';
import { pageErrorResponse } from '../../src/web/respond';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { addPhoto } from '../catches/verifications/helpers';
import { FormBrowser, formFields, pkceStart, registerApp, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';
import { englishLeft, readableTexts, withoutOtherLanguages } from './english';

/**
 * Who opens a page: nobody, a diver (who allowed the developer's app), an applicant waiting for
 * developer access, an approved developer with a key, an OAuth app and a logged request, or an
 * admin (see `setUp`).
 */
type Reader = 'visitor' | 'diver' | 'member' | 'verifier' | 'applicant' | 'developer' | 'admin';

/**
 * The pages converted to messages, as each reader opens them, with the status each answers.
 * `{client_id}` in a path is the developer's app, `{waiting}`, `{species}` and `{member}` what
 * `setUp` made for the member; `form`: the fields posted with the CSRF
 * token of the page at `path` (a GET first), as a person filling it in would.
 */
interface ConvertedPage {
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
async function setUp(): Promise<{ ctx: TestContext; people: string[]; clientId: string; made: Record<string, string> }> {
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
const signInAs: Record<Exclude<Reader, 'visitor'>, string> = {
  diver: 'nereo@reef.test',
  member: 'marta@reef.test',
  verifier: 'vera@reef.test',
  applicant: 'applicant@reef.test',
  developer: 'dev@reef.test',
  admin: 'poseidon@reef.test',
};

/** How a browser of each language asks: regional tags, weights, English as a fallback. */
const acceptLanguage: Record<Language, string> = {
  en: 'en-GB,en;q=0.9',
  es: 'es-ES,es;q=0.9,en;q=0.5',
  fr: 'fr-FR,fr;q=0.9,en-US;q=0.6',
  it: 'it-IT,it;q=0.9',
  pt: 'pt-BR,pt;q=0.9,en;q=0.3',
  el: 'el-GR,el;q=0.9,en;q=0.8',
  hr: 'hr-HR,hr;q=0.9,en;q=0.7',
};

async function open(
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

const langOf = (html: string): string | undefined => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('converted pages in every language', () => {
  const others = languages.filter((l) => l !== 'en');

  test.each(languages)('%s through Accept-Language: <html lang> and no English left', async (locale) => {
    const set = await setUp();
    const { ctx } = set;
    for (const page of convertedPages) {
      // A diver's own language follows the club until set: here Accept-Language decides.
      const html = await open(ctx, set, page, { 'accept-language': acceptLanguage[locale] });
      expect({ page: page.name, lang: langOf(html) }).toEqual({ page: page.name, lang: locale });
      if (locale !== 'en') expect({ page: page.name, english: englishLeft(html, locale) }).toEqual({ page: page.name, english: [] });
    }
  });

  test.each(others)('%s as the person’s own setting wins over Accept-Language', async (locale) => {
    const set = await setUp();
    const { ctx, people } = set;
    for (const person of people) await setPreferences(ctx.db, person, { language: locale }, ctx.clock.now);
    const elsewhere = others.find((l) => l !== locale)!;
    for (const page of convertedPages.filter((p) => p.as !== 'visitor')) {
      const html = await open(ctx, set, page, { 'accept-language': acceptLanguage[elsewhere] });
      expect({ page: page.name, lang: langOf(html), english: englishLeft(html, locale) }).toEqual({
        page: page.name,
        lang: locale,
        english: [],
      });
    }
    // The signed-in frame (places, the bell, the account, Sign out) on a page whose body is not converted yet.
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[elsewhere] });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const catches = await (await browser.send('GET', '/catches')).text();
    const frame = /<header class="top">[\s\S]*?<\/header>/.exec(catches)![0];
    expect(frame).toContain('href="/catches/new"');
    expect({ lang: langOf(catches), english: englishLeft(frame, locale) }).toEqual({ lang: locale, english: [] });
  });

  test('the check finds English: every converted page in English fails it for every other language', async () => {
    const set = await setUp();
    const { ctx } = set;
    for (const page of convertedPages) {
      const html = await open(ctx, set, page, {});
      expect(langOf(html)).toBe('en');
      for (const locale of others)
        expect({ page: page.name, locale, found: englishLeft(html, locale).length > 0 }).toEqual({ page: page.name, locale, found: true });
    }
  });

  test('without Accept-Language the club’s language speaks; a language nobody offers falls back to it too', async () => {
    const ctx = testContext();
    const patched = await ctx.request('PATCH', '/v1/club', {
      key: (await ctx.user('poseidon@reef.test', 'admin')).key,
      body: { language: 'it' },
    });
    expect(patched.status).toBe(200);
    for (const headers of [{}, { 'accept-language': 'de-DE,ja;q=0.5' }] as Record<string, string>[]) {
      const html = await (await ctx.app.handle(new Request('http://catchd.test/sign-in', { headers }))).text();
      expect(langOf(html)).toBe('it');
      expect(englishLeft(html, 'it')).toEqual([]);
    }
  });
});

describe('species names in the reader’s language', () => {
  // The shipped data names the Dusky grouper in French and Spanish, not in Italian.
  const cases: { locale: Language; as: Reader; path: string; shows: RegExp }[] = [
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="es">Mero moreno<\/span>/ },
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<p class="muted" lang="en">Dusky grouper<\/p>/ },
    { locale: 'fr', as: 'visitor', path: '/species?q=grouper', shows: /<a href="\/species\/[^"]+" lang="fr">Mérou noir<\/a>/ },
    { locale: 'fr', as: 'diver', path: '/boards', shows: /<td>Mérou noir <span class="tier tier-silver">argent<\/span>/ },
    { locale: 'es', as: 'verifier', path: '/verify', shows: />Mero moreno<\/a> <span class="tier tier-unverified">sin verificar<\/span>/ },
    { locale: 'fr', as: 'member', path: '/divers/{member}/stats', shows: /<th scope="row">Mérou noir<\/th>/ },
    { locale: 'it', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="en">Dusky grouper<\/span>/ },
    { locale: 'en', as: 'diver', path: '/boards', shows: /<td>Dusky grouper <span class="tier tier-silver">silver<\/span>/ },
  ];

  test('a species is named in the reader’s language where the data has the name, in English otherwise', async () => {
    const set = await setUp();
    const { ctx } = set;
    for (const c of cases) {
      const html = await open(
        ctx,
        set,
        { name: c.path, path: c.path, status: 200, as: c.as },
        { 'accept-language': acceptLanguage[c.locale] },
      );
      expect({ ...c, found: c.shows.test(html) }).toEqual({ ...c, found: true });
    }
  });

  test('the names list starts with the reader’s language, each language named in it', async () => {
    const set = await setUp();
    const { ctx } = set;
    const html = await open(
      ctx,
      set,
      { name: 'species', path: '/species/{species}', status: 200, as: 'diver' },
      { 'accept-language': 'fr' },
    );
    const names = [...html.matchAll(/<li><span lang="(\w+)">([^<]+)<\/span> <span class="muted">\(([^)]+)\)/g)].map((x) => x.slice(1));
    expect(names[0]).toEqual(['fr', 'Mérou noir', 'français']);
    expect(names.map((n) => n[0]).toSorted()).toEqual(['en', 'es', 'fr']);
  });
});

describe('refusals in every language', () => {
  test.each(languages.filter((l) => l !== 'en'))('%s: a wrong password, too many of them, and a server error', async (locale) => {
    const ctx = testContext();
    await userWithPassword(ctx, 'nereo@reef.test');
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
    const refused = await browser.signIn('nereo@reef.test', 'not the password at all');
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(langOf(html)).toBe(locale);
    expect(englishLeft(html, locale)).toEqual([]);
    // Shown after a POST, the page's language switch comes back home, not to a path that may have no GET.
    expect(html).toContain('href="/language/en?back=%2F"');
    // Wrong again and again: the account's growing wait, said with the language's plural of seconds.
    let waiting = refused;
    for (let attempt = 0; attempt < 8 && waiting.status !== 429; attempt++)
      waiting = await browser.signIn('nereo@reef.test', 'still not it');
    expect(waiting.status).toBe(429);
    const waitingHtml = await waiting.text();
    expect(langOf(waitingHtml)).toBe(locale);
    expect(englishLeft(waitingHtml, locale)).toEqual([]);
    const failed = pageErrorResponse(
      new HttpError(500, 'internal', 'the disk is on fire'),
      new Request('http://catchd.test/boards', {
        headers: { 'accept-language': acceptLanguage[locale] },
      }),
    );
    expect(failed.status).toBe(500);
    const failedHtml = await failed.text();
    expect(langOf(failedHtml)).toBe(locale);
    expect(failedHtml).not.toContain('the disk is on fire');
    expect(englishLeft(failedHtml, locale)).toEqual([]);
  });
});

describe('the catch form’s refusals in the page’s language', () => {
  // What a diver reads beside each field, the limits in the unit typed and the language's numbers.
  const said: Record<'es' | 'el', { species: string; length: string; weight: string; json: string }> = {
    es: {
      species: 'No puede quedar vacío.',
      length: 'Debe ser como máximo 1524 cm.',
      weight: 'Debe ser mayor que 0 kg.',
      json: 'No puede quedar vacío.',
    },
    el: {
      species: 'Δεν μπορεί να είναι κενό.',
      length: 'Πρέπει να είναι το πολύ 1.524 εκ.',
      weight: 'Πρέπει να είναι μεγαλύτερο από 0 κιλά.',
      json: 'Δεν μπορεί να είναι κενό.',
    },
  };
  test.each(['es', 'el'] as const)(
    '%s: beside each field, tied to it; the outbox’s problem+json keeps the API’s English',
    async (locale) => {
      const ctx = testContext();
      await userWithPassword(ctx, 'nereo@reef.test');
      const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
      expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
      const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
      const bad = {
        ...fields,
        species: '',
        weight: '0',
        weight_unit: 'kg',
        depth: '5',
        depth_unit: 'm',
        length: '2000',
        length_unit: 'cm',
      };
      const refused = await browser.send('POST', '/catches', bad);
      expect(refused.status).toBe(422);
      const html = await refused.text();
      const beside = (id: string) => new RegExp(`<p class="error field-problem" id="${id}-problem">([^<]*)</p>`).exec(html)?.[1];
      expect({ species: beside('species'), length: beside('length'), weight: beside('weight') }).toEqual({
        species: said[locale].species,
        length: said[locale].length,
        weight: said[locale].weight,
      });
      expect(html).toMatch(/<input id="species"[^>]*aria-invalid="true" aria-describedby="species-problem species-hint"/);
      expect(englishLeft(html, locale)).toEqual([]);
      // The phone's outbox posts the same form asking for JSON: the API's words, and the page's sentence beside them.
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const form = new FormData();
      for (const [name, value] of Object.entries(bad)) form.append(name, value);
      const json = await ctx.app.handle(
        new Request(`${ctx.deps.config.baseUrl}/catches`, {
          method: 'POST',
          headers: { cookie, accept: 'application/json', 'accept-language': acceptLanguage[locale] },
          body: form,
        }),
      );
      expect(json.status).toBe(422);
      const problem = (await json.json()) as {
        code: string;
        detail: string;
        errors: { field: string; message: string; sentence: string }[];
      };
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors.find((e) => e.field === 'species')).toEqual({
        field: 'species',
        message: 'must not be empty',
        sentence: said[locale].json,
      });
    },
  );
});

describe('a competition’s refusals in every language', () => {
  test('publishing final results and protesting them are refused in the page’s words', async () => {
    const set = await setUp();
    const { ctx } = set;
    const ids = set.made;
    for (const locale of languages.filter((l) => l !== 'en')) {
      for (const [as, action, fields] of [
        ['admin', 'publish', {}],
        ['diver', 'protests', { reason: 'Wahoo #2' }],
      ] as const) {
        const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
        expect((await browser.signIn(signInAs[as])).status).toBe(303);
        const page = await (await browser.send('GET', `/competitions/${ids.final}`)).text();
        const refused = await browser.send('POST', `/competitions/${ids.final}/${action}`, { ...formFields(page), ...fields });
        const html = await refused.text();
        expect({ locale, action, status: refused.status, lang: langOf(html) }).toEqual({ locale, action, status: 409, lang: locale });
        expect({ locale, action, english: englishLeft(html, locale) }).toEqual({ locale, action, english: [] });
      }
    }
  });
});

describe('the visitors’ language switch', () => {
  test('a link keeps the pick in a cookie and goes back; the pick beats Accept-Language', async () => {
    const ctx = testContext();
    const browser = new FormBrowser(ctx, { 'accept-language': 'es' });
    const home = await (await browser.send('GET', '/sign-in?return_to=%2Fboards')).text();
    expect(langOf(home)).toBe('es');
    const link = /href="(\/language\/el\?back=[^"]+)"/.exec(home)![1]!.replace(/&amp;/g, '&');
    const switched = await browser.send('GET', link);
    expect(switched.status).toBe(302);
    // The page, without its query: a return_to nobody checked yet is not repeated in every footer.
    expect(switched.headers.get('location')).toBe('/sign-in');
    expect(switched.headers.get('set-cookie')).toMatch(/^catchd_language=el;.*HttpOnly/i);
    const after = await (await browser.send('GET', '/sign-in')).text();
    expect(langOf(after)).toBe('el');
    expect(englishLeft(after, 'el')).toEqual([]);
    expect(after).toContain('<span aria-current="true">Ελληνικά</span>');
  });

  test('an unknown language is a 404 that changes nothing; a return path off the site goes home', async () => {
    const ctx = testContext();
    const unknown = await ctx.request('GET', '/language/xx?back=%2Fsign-in');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const away = await ctx.request('GET', `/language/fr?back=${encodeURIComponent(back)}`);
      expect(away.headers.get('location')).toBe('/');
    }
  });
});

describe('the OAuth consent screen', () => {
  test('a French reader reads it in French, whatever the browser says, and allows in French words', async () => {
    const { ctx, people, clientId } = await setUp();
    await setPreferences(ctx.db, people[0]!, { language: 'fr' }, ctx.clock.now);
    const browser = new FormBrowser(ctx, { 'accept-language': 'en-GB,en;q=0.9' });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: 'https://divelog.example/callback',
      scope: 'catches:read account:read',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const consent = await browser.send('GET', `/oauth/authorize?${params}`);
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(langOf(html)).toBe('fr');
    expect(html).toContain('<title>Autoriser Dive Log Pro · catchd</title>');
    expect(html).toContain('<h1>Autoriser Dive Log Pro\u00a0?</h1>');
    expect(html).toContain('<strong>Dive Log Pro</strong> souhaite utiliser votre compte catchd');
    expect(html).toContain('<li>Voir les prises, leurs vérifications et les événements de prises</li>');
    expect(html).toContain('<li>Voir votre profil et gérer vos clés d’API</li>');
    expect(html).toContain('Vous retournerez ensuite sur divelog.example.');
    expect(html).toMatch(/value="allow">\s*Autoriser\s*</);
    expect(englishLeft(html, 'fr')).toEqual([]);
    // A request that cannot go back to the app is refused in French too.
    const broken = await browser.send('GET', '/oauth/authorize?response_type=code');
    expect(broken.status).toBe(400);
    const refusal = await broken.text();
    expect(langOf(refusal)).toBe('fr');
    expect(refusal).toContain('La requête ne désigne aucune application (client_id manque).');
    expect(englishLeft(refusal, 'fr')).toEqual([]);
  });
});

describe('the developer portal’s refusals', () => {
  test('a diver without developer access is told why, in their language, not only that the page is refused', async () => {
    const { ctx } = await setUp();
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage.it });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const refused = await browser.send('GET', '/developers/apps');
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('Le chiavi API e le app OAuth sono per gli sviluppatori approvati.');
    expect(englishLeft(html, 'it')).toEqual([]);
  });
});

describe('parts marked in another language', () => {
  test.each([
    ['a marked part is left out', '<p>Bonjour</p><div lang="en"><p>Read the guide</p></div><p>Fin</p>', ['Bonjour', 'Fin']],
    ['its nested tags of the same name too', '<div lang="en"><div>Read</div> the <div>guide</div></div><div>Suite</div>', ['Suite']],
    ['English after the part is still found', '<div lang="en">Guide</div><p>Read the rest</p>', ['Read the rest']],
    ['the page’s own <html lang="en"> is not a part', '<html lang="en"><body><p>Read the guide</p></body></html>', ['Read the guide']],
    ['the reader’s own language is not skipped', '<span lang="fr">Bonjour</span><span lang="fr-CA">Allo</span>', ['Bonjour', 'Allo']],
    ['a name in a third language is', '<p>Mérou</p><span lang="es">Mero</span><p>Fin</p>', ['Mérou', 'Fin']],
    ['a lang that is no language code is not', '<span lang="english">the</span>', ['the']],
  ])('%s', (_, html, texts) => {
    expect(readableTexts(withoutOtherLanguages(html, 'fr'))).toEqual(texts);
  });

  test('a guide’s English text passes; the same text outside its part does not', async () => {
    const ctx = testContext();
    const guide = await (await ctx.request('GET', '/docs/guides/quickstart', { headers: { 'accept-language': 'it' } })).text();
    expect(guide).toContain('<div lang="en">');
    expect(englishLeft(guide, 'it')).toEqual([]);
    expect(englishLeft(guide.replace('<div lang="en">', '<div>'), 'it').length).toBeGreaterThan(0);
  });
});
