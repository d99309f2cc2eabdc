// Sign-in throttling: per client address (IPv6 per /64), per account (a growing wait, never a
// lockout), and a cap on password hashes running at once. On PostgreSQL the address and
// account counts are shared by every instance on the database.
import { describe, expect, test } from 'bun:test';
import { addressGroup } from '../../../src/http/client-address';
import { backoffWait } from '../../../src/db/rate-limit';
import { otherStore, testContext, testPasswords, type TestContext } from '../../support';
import { FormBrowser, formFields, password, userWithPassword } from '../../developers/oauth/helpers';

/** Each request comes from the address in its x-test-peer header (as the server's peer address would). */
const peerFromHeader = (request: Request): string | null => request.headers.get('x-test-peer');

/** Signs in from `peer` with a fresh form; the answer. */
async function signInFrom(ctx: TestContext, peer: string, email: string, secret = 'wrong password here'): Promise<Response> {
  const browser = new FormBrowser(ctx);
  const page = await (await browser.send('GET', '/sign-in')).text();
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-test-peer': peer };
  const body = new URLSearchParams({ ...formFields(page), email, password: secret }).toString();
  return ctx.app.handle(new Request('http://catchd.test/sign-in', { method: 'POST', headers, body }));
}

describe('the key a client address is counted under', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::FFFF', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::192.0.2.1', '2001:db8:0:0::/64'],
  ])('%s → %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  test('no address at all is one key', () => {
    expect(addressGroup(null)).toBe('unknown');
  });
});

describe('per client address', () => {
  test('every address of one IPv6 /64 shares one budget; another /64 has its own', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 3 }, { clientAddress: peerFromHeader });
    for (let i = 1; i <= 3; i++) expect((await signInFrom(ctx, `2001:db8:1:2::${i}`, `a${i}@reef.test`)).status).toBe(401);
    const limited = await signInFrom(ctx, '2001:db8:1:2:ffff:ffff:ffff:4', 'a4@reef.test');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInFrom(ctx, '2001:db8:1:3::1', 'a5@reef.test')).status).toBe(401);
  });

  test('the OAuth client endpoints count an IPv6 /64 as one client too', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 2 }, { clientAddress: peerFromHeader });
    const token = (peer: string): Promise<Response> =>
      ctx.app.handle(
        new Request('http://catchd.test/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-peer': peer },
          body: 'grant_type=client_credentials&client_id=app_nope&client_secret=x',
        }),
      );
    expect((await token('2001:db8:9:9::1')).status).toBe(401);
    expect((await token('2001:db8:9:9::2')).status).toBe(401);
    expect((await token('2001:db8:9:9::3')).status).toBe(429);
  });
});

describe('per account: a growing wait, never a lockout', () => {
  const options = { free: 5, baseSeconds: 1, maxSeconds: 60 };

  test('the waits: none for five attempts, then 1, 2, 4 … seconds, at most a minute', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 12, 1000].map((n) => backoffWait(options, n))).toEqual([0, 0, 1, 2, 4, 32, 60, 60, 60]);
  });

  test('attempts from many addresses at one account wait their turn, whatever the email; the right password after the wait works', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 0 }, { clientAddress: peerFromHeader });
    await userWithPassword(ctx, 'diver@reef.test');
    const attempt = (n: number, email = 'diver@reef.test', secret?: string): Promise<Response> =>
      signInFrom(ctx, `198.51.100.${n}`, email, secret);
    for (let n = 1; n <= 5; n++) expect((await attempt(n)).status).toBe(401);
    const waiting = await attempt(6);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.text()).toContain('many sign-in attempts for this account');
    // Even the right password waits (no hash is run while waiting), and the refusal does not lengthen the wait.
    expect((await attempt(7, 'diver@reef.test', password)).status).toBe(429);
    ctx.clock.now += 1;
    expect((await attempt(8)).status).toBe(401);
    expect((await attempt(9)).headers.get('retry-after')).toBe('2');
    // Another account, and an unknown one alike (no hint of which emails exist), are counted apart.
    expect((await attempt(10, 'someone@reef.test')).status).toBe(401);
    ctx.clock.now += 2;
    const right = await attempt(11, 'Diver@Reef.test', password);
    expect(right.status).toBe(303);
    // A success forgets the attempts.
    for (let n = 12; n <= 16; n++) expect((await attempt(n)).status).toBe(401);
  });

  test('the wait never grows past a minute: one attempt a minute always gets through', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 0 }, { clientAddress: peerFromHeader });
    await userWithPassword(ctx, 'diver@reef.test');
    for (let n = 1; n <= 30; n++) {
      expect((await signInFrom(ctx, '198.51.100.1', 'diver@reef.test')).status).toBe(401);
      ctx.clock.now += 60;
    }
    expect((await signInFrom(ctx, '198.51.100.1', 'diver@reef.test', password)).status).toBe(303);
  });

  test('ten attempts at one account at the same moment: exactly five are checked', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 0, passwordConcurrency: 16 }, { clientAddress: peerFromHeader });
    await userWithPassword(ctx, 'diver@reef.test');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => signInFrom(ctx, `198.51.100.${n}`, 'diver@reef.test')));
    expect(answers.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  test('on PostgreSQL another instance sees the same count', async () => {
    const first = testContext({ authRateLimitPerMinute: 0 }, { clientAddress: peerFromHeader });
    const second = testContext({ authRateLimitPerMinute: 0 }, { clientAddress: peerFromHeader, db: otherStore(first.db) });
    second.clock = first.clock;
    await userWithPassword(first, 'diver@reef.test');
    for (let n = 1; n <= 5; n++) expect((await signInFrom(n % 2 ? first : second, `198.51.100.${n}`, 'diver@reef.test')).status).toBe(401);
    const next = await signInFrom(second, '198.51.100.6', 'diver@reef.test');
    // SQLite counts in each process's memory; PostgreSQL shares the count through the database.
    expect(next.status).toBe(first.db.engine === 'postgres' ? 429 : 401);
    await second.db.close();
  });
});

describe('password hashes at once', () => {
  test('past the running and queued checks, sign-in answers 503 with Retry-After at once; the rest finish', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    // The real argon2id check, held back until the test lets the queue move.
    const slowPasswords = {
      hash: testPasswords.hash,
      verify: async (p: string, h: string) => (started++, await held, testPasswords.verify(p, h)),
    };
    const ctx = testContext(
      { authRateLimitPerMinute: 0, passwordConcurrency: 1 },
      { clientAddress: peerFromHeader, passwords: slowPasswords },
    );
    await userWithPassword(ctx, 'diver@reef.test');
    // Ten at once: one runs and four queue (4 per slot) while the first is held; the other five are turned away.
    let settled = 0;
    const answers = Array.from({ length: 10 }, (_, n) => signInFrom(ctx, `198.51.100.${n}`, `p${n}@reef.test`).finally(() => settled++));
    // Until the five are turned away and the one admitted reaches the hash (on PostgreSQL its
    // account count is a round trip first).
    for (let waited = 0; (settled < 5 || started < 1) && waited < 5000; waited += 5) await Bun.sleep(5);
    const startedWhileHeld = started;
    release();
    expect(startedWhileHeld).toBe(1);
    const statuses = await Promise.all(answers);
    expect(statuses.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 503, 503, 503, 503, 503]);
    const refused = statuses.find((r) => r.status === 503)!;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.text()).toContain('Too many sign-ins are being checked at once');
    expect((await signInFrom(ctx, '198.51.100.99', 'diver@reef.test', password)).status).toBe(303);
  });
});
