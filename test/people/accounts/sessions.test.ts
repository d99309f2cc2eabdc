// Session lifetimes: an idle timeout, an absolute lifetime, a last-seen write at most once a
// minute, and every session of a person ending when their password changes (the users
// service, which `catchd users create` and the admin page both go through).
import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config';
import { PostgresStore } from '../../../src/db/postgres-store';
import { SqliteStore } from '../../../src/db/sqlite-store';
import { upsertUser } from '../../../src/identity/people';
import { emptyPostgresDatabase, engine, testContext, testFilesDir, testPasswords, type TestContext } from '../../support';
import { FormBrowser, password, userWithPassword } from '../../developers/oauth/helpers';

const hour = 3600;
const day = 24 * hour;

async function signedIn(ctx: TestContext, email = 'diver@reef.test'): Promise<FormBrowser> {
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

const accountStatus = async (browser: FormBrowser): Promise<number> => (await browser.send('GET', '/account')).status;

describe('how long a session lasts', () => {
  test('configured in hours idle and days in all: a day and two weeks unless set; zero is refused', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleHours: 24, sessionMaxDays: 14 });
    expect(loadConfig({ CATCHD_SESSION_IDLE_HOURS: '8', CATCHD_SESSION_MAX_DAYS: '30' })).toMatchObject({
      sessionIdleHours: 8,
      sessionMaxDays: 30,
    });
    expect(() => loadConfig({ CATCHD_SESSION_IDLE_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CATCHD_SESSION_MAX_DAYS: '1.5' })).toThrow(ConfigError);
  });

  test('it ends after the idle time without a request, and lives on while used', async () => {
    const ctx = testContext({ sessionIdleHours: 2, sessionMaxDays: 14 });
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = await signedIn(ctx);
    for (let i = 0; i < 5; i++) {
      ctx.clock.now += 2 * hour - 60;
      expect(await accountStatus(browser)).toBe(200);
    }
    ctx.clock.now += 2 * hour;
    expect(await accountStatus(browser)).toBe(302);
  });

  test('it ends at its absolute lifetime however busy, and the cookie says so too', async () => {
    const ctx = testContext({ sessionIdleHours: 24, sessionMaxDays: 2 });
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx);
    const answer = await browser.signIn('diver@reef.test');
    expect(answer.headers.getSetCookie().find((c) => c.startsWith('catchd_session='))).toContain(`Max-Age=${2 * day}`);
    for (let elapsed = 0; elapsed < 2 * day - hour; elapsed += 12 * hour) {
      expect(await accountStatus(browser)).toBe(200);
      ctx.clock.now += 12 * hour;
    }
    ctx.clock.now += hour;
    expect(await accountStatus(browser)).toBe(302);
  });

  test('a shorter idle time reaches sessions begun under a longer one, at their next request', async () => {
    const before = testContext({ sessionIdleHours: 24 });
    await userWithPassword(before, 'diver@reef.test');
    const browser = await signedIn(before);
    // The same database served with the new setting (a restart).
    const after = testContext({ sessionIdleHours: 1 }, { db: before.db });
    after.clock.now += 600;
    const there = new FormBrowser(after);
    for (const [name, value] of browser.cookies) there.cookies.set(name, value);
    expect(await accountStatus(there)).toBe(200);
    after.clock.now += hour + 1;
    expect(await accountStatus(there)).toBe(302);
  });

  test('the idle deadline is written at most once a minute, not on every request', async () => {
    const ctx = testContext({ sessionIdleHours: 1 });
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = await signedIn(ctx);
    const deadline = async (): Promise<number> =>
      Number((await ctx.db.get<{ expires_at: number }>('SELECT expires_at FROM sessions'))!.expires_at);
    const signedInAt = ctx.clock.now;
    expect(await deadline()).toBe(signedInAt + hour);
    for (const step of [10, 20, 29]) {
      ctx.clock.now += step;
      expect(await accountStatus(browser)).toBe(200);
      expect(await deadline()).toBe(signedInAt + hour);
    }
    ctx.clock.now += 1;
    expect(await accountStatus(browser)).toBe(200);
    expect(await deadline()).toBe(ctx.clock.now + hour);
  });
});

describe('a new password ends every session of that person', () => {
  test('through the users service: both browsers are signed out, other people and other changes are not', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@reef.test');
    await userWithPassword(ctx, 'other@reef.test');
    const [laptop, phone, other] = [await signedIn(ctx), await signedIn(ctx), await signedIn(ctx, 'other@reef.test')];
    await upsertUser(ctx.db, { email: 'diver@reef.test', displayName: 'Renamed', role: 'verifier' }, ctx.clock.now);
    expect(await accountStatus(laptop)).toBe(200);
    await upsertUser(ctx.db, { email: 'diver@reef.test', passwordHash: await testPasswords.hash('a brand new password') }, ctx.clock.now);
    expect(await accountStatus(laptop)).toBe(302);
    expect(await accountStatus(phone)).toBe(302);
    expect(await accountStatus(other)).toBe(200);
    expect((await laptop.signIn('diver@reef.test', password)).status).toBe(401);
    expect((await laptop.signIn('diver@reef.test', 'a brand new password')).status).toBe(303);
  });

  test('through `catchd users create` on the command line', async () => {
    // The CLI opens the database as an operator would: the data dir's file, or the PostgreSQL URL.
    const env: Record<string, string> = { ...process.env, CATCHD_DATABASE_URL: '' } as Record<string, string>;
    if (engine === 'postgres') env.CATCHD_DATABASE_URL = await emptyPostgresDatabase();
    else env.CATCHD_DATA_DIR = mkdtempSync(join(testFilesDir, 'cli-'));
    const cli = (newPassword: string): void => {
      const args = ['users', 'create', '--email', 'diver@reef.test', '--password', newPassword];
      const run = Bun.spawnSync([process.execPath, 'src/index.ts', ...args], { env, cwd: join(import.meta.dir, '../../..') });
      expect(run.exitCode, run.stderr.toString()).toBe(0);
    };
    cli(password);
    const db =
      engine === 'postgres'
        ? await PostgresStore.open(env.CATCHD_DATABASE_URL!)
        : SqliteStore.open(join(env.CATCHD_DATA_DIR!, 'catchd.db'));
    const ctx = testContext({}, { db, passwords: { hash: testPasswords.hash, verify: (p, h) => Bun.password.verify(p, h) } });
    const browser = await signedIn(ctx);
    expect(await accountStatus(browser)).toBe(200);
    cli('another long password');
    expect(await accountStatus(browser)).toBe(302);
    await db.close();
  }, 60_000);
});
