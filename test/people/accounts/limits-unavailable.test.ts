// When the shared counts of PostgreSQL cannot be read (here: their table is really gone from
// the test's database), sign-in and the OAuth client endpoints refuse with 503 and
// Retry-After instead of letting unlimited guesses through; the general API limit lets
// requests through (they fail on their own if the database is down). SQLite counts in memory.
import { describe, expect, test } from 'bun:test';
import { engine, testContext, type TestContext } from '../../support';
import { FormBrowser, formFields, password, userWithPassword } from '../../developers/oauth/helpers';

const breakCounts = (ctx: TestContext): Promise<number> => ctx.db.run('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_gone');
const mendCounts = (ctx: TestContext): Promise<number> => ctx.db.run('ALTER TABLE rate_limit_windows_gone RENAME TO rate_limit_windows');

async function signIn(ctx: TestContext): Promise<Response> {
  const browser = new FormBrowser(ctx);
  const page = await (await browser.send('GET', '/sign-in')).text();
  return browser.send('POST', '/sign-in', { ...formFields(page), email: 'diver@reef.test', password });
}

const tokenRequest = (ctx: TestContext): Promise<Response> =>
  ctx.app.handle(
    new Request('http://catchd.test/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=app_nope&client_secret=x',
    }),
  );

describe.skipIf(engine !== 'postgres')('shared limits when their table cannot be read', () => {
  test.each([
    ['the per-address limit', 30],
    ['the per-account wait (per-address limit off)', 0],
  ])('sign-in: a readable 503 page with Retry-After and no session (%s); back to normal once mended', async (_, perAddress) => {
    const ctx = testContext({ authRateLimitPerMinute: perAddress });
    await userWithPassword(ctx, 'diver@reef.test');
    await breakCounts(ctx);
    const refused = await signIn(ctx);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await refused.text()).toContain('Sign-in attempts cannot be counted right now');
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('catchd_session='))).toBe(false);
    await mendCounts(ctx);
    expect((await signIn(ctx)).status).toBe(303);
  });

  test('the OAuth token endpoint: 503 temporarily_unavailable with Retry-After', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 30 });
    await breakCounts(ctx);
    const refused = await tokenRequest(ctx);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: string }).error).toBe('temporarily_unavailable');
    await mendCounts(ctx);
    expect((await tokenRequest(ctx)).status).toBe(401);
  });

  test('the general API limit lets requests through', async () => {
    const ctx = testContext({ rateLimitPerMinute: 100 });
    const { key } = await ctx.user('diver@reef.test');
    await breakCounts(ctx);
    expect((await ctx.request('GET', '/v1/catches', { key })).status).toBe(200);
  });
});
