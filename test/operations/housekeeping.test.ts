// Expired rows are pruned: idempotency keys after their window, OAuth codes and tokens a
// day after expiry, sessions, mailed account links and species CSV previews at expiry, account activity after a year, request log entries after CATCHD_REQUEST_LOG_DAYS. Live rows stay.
import { expect, test } from 'bun:test';
import * as oauth from 'oauth4webapi';
import { pruneExpired } from '../../src/modules/housekeeping/service';
import { updateProfile } from '../../src/modules/people/me/service';
import { startReset } from '../../src/modules/people/me/reset/service';
import { keepUpload } from '../../src/modules/catches/species/import-uploads';
import { noClient } from '../../src/identity/activity';
import { findUserByEmail } from '../../src/identity/people';
import { codeFlow, discover, FormBrowser, registerApp, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

const tables = [
  'idempotency_keys',
  'oauth_codes',
  'oauth_tokens',
  'sessions',
  'email_changes',
  'password_resets',
  'account_events',
  'species_import_uploads',
  'request_log',
] as const;
const none = Object.fromEntries(tables.map((table) => [table, 0]));

test('pruning removes what expired and keeps what still works', async () => {
  const ctx = testContext();
  const owner = await ctx.user('owner@apps.test', 'diver');
  const requestLog = ctx.deps.requestLog!;
  // The request log is kept apart from the other rows (its own file on SQLite).
  const count = async (table: string): Promise<number> =>
    Number(((await (table === 'request_log' ? requestLog.storage : ctx.db).get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n);
  const created = await ctx.request('POST', '/v1/catches', {
    key: owner.key,
    headers: { 'idempotency-key': 'k-1' },
    body: { species: 'Wahoo', weight_lbs: 30, depth_ft: 40 },
  });
  expect(created.status).toBe(201);
  const app = await registerApp(ctx, owner.key, { scopes: ['account:read'] });
  await userWithPassword(ctx, 'diver@reef.test');
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn('diver@reef.test')).status).toBe(303);
  const { tokens } = await codeFlow(ctx, browser, app, 'account:read');
  const { as, options } = await discover(ctx);
  await oauth.processClientCredentialsResponse(
    as,
    app.client,
    await oauth.clientCredentialsGrantRequest(as, app.client, app.auth, {}, options),
  );
  await ctx.deps.requestLog!.flushAnswered();
  await keepUpload(ctx.db, owner.id, 'scientific_name,common_name\n', ctx.clock.now, ctx.deps.randomBytes);
  const diver = (await findUserByEmail(ctx.db, 'diver@reef.test'))!;
  await updateProfile(
    ctx.db,
    diver.id,
    { email: 'new@reef.test' },
    { now: ctx.clock.now, client: noClient, mailConfigured: true, randomBytes: ctx.deps.randomBytes },
  );
  await startReset(ctx.db, diver.id, ctx.clock.now, ctx.deps.randomBytes);
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
  const before = await counts();
  expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

  // Nothing has expired yet: nothing goes, and the access token still works.
  expect(await pruneExpired(ctx.db, ctx.clock.now, requestLog, 7)).toEqual(none);
  // The request log keeps its days, and not one more.
  expect(await requestLog.prune(ctx.clock.now + 6 * 86_400, 7)).toBe(0);
  expect(await requestLog.prune(ctx.clock.now + 6 * 86_400, 6)).toBe(0);
  expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(200);

  // A year later every one of them has expired (refresh tokens included).
  const removed = await pruneExpired(ctx.db, ctx.clock.now + 366 * 86_400, requestLog, 7);
  expect(removed).toEqual(before);
  expect(await counts()).toEqual(none);
  // The catch itself and the app are untouched.
  expect(await count('catches')).toBe(1);
  expect(await count('oauth_apps')).toBe(1);
});
