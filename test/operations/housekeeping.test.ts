// Expired rows are pruned: idempotency keys after their window, OAuth codes and tokens a
// day after expiry, sessions and species CSV previews at expiry, request log entries after CATCHD_REQUEST_LOG_DAYS. Live rows stay.
import { expect, test } from 'bun:test';
import * as oauth from 'oauth4webapi';
import { pruneExpired } from '../../src/modules/housekeeping/service';
import { pruneRequestLog } from '../../src/modules/request-log/service';
import { keepUpload } from '../../src/modules/species/import-uploads';
import { codeFlow, discover, FormBrowser, registerApp, userWithPassword } from '../oauth/helpers';
import { testContext } from '../support';

const none = { idempotency_keys: 0, oauth_codes: 0, oauth_tokens: 0, sessions: 0, species_import_uploads: 0, request_log: 0 };

test('pruning removes what expired and keeps what still works', async () => {
  const ctx = testContext();
  const owner = await ctx.user('owner@apps.test', 'diver');
  const count = async (table: string): Promise<number> => ((await ctx.db.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;
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
  const before = {
    idempotency_keys: await count('idempotency_keys'),
    oauth_codes: await count('oauth_codes'),
    oauth_tokens: await count('oauth_tokens'),
    sessions: await count('sessions'),
    species_import_uploads: await count('species_import_uploads'),
    request_log: await count('request_log'),
  };
  expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

  // Nothing has expired yet: nothing goes, and the access token still works.
  expect(await pruneExpired(ctx.db, ctx.clock.now, 7)).toEqual(none);
  // The request log keeps its days, and not one more.
  expect(await pruneRequestLog(ctx.db, ctx.clock.now + 6 * 86_400, 7)).toBe(0);
  expect(await pruneRequestLog(ctx.db, ctx.clock.now + 6 * 86_400, 6)).toBe(0);
  expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(200);

  // A year later every one of them has expired (refresh tokens included).
  const removed = await pruneExpired(ctx.db, ctx.clock.now + 366 * 86_400, 7);
  expect(removed).toEqual(before);
  expect({
    idempotency_keys: await count('idempotency_keys'),
    oauth_codes: await count('oauth_codes'),
    oauth_tokens: await count('oauth_tokens'),
    sessions: await count('sessions'),
    species_import_uploads: await count('species_import_uploads'),
    request_log: await count('request_log'),
  }).toEqual(none);
  // The catch itself and the app are untouched.
  expect(await count('catches')).toBe(1);
  expect(await count('oauth_apps')).toBe(1);
});
