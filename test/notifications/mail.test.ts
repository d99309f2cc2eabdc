// Notifications by mail, through a real SMTP receiver: at once or as a daily digest, never a
// mail per event (50 events, one mail), each with a one-click unsubscribe (RFC 8058) that
// works without signing in and stops that kind alone; two instances send each mail once.
import { describe, expect, test } from 'bun:test';
import type { Store } from '../../src/db/store';
import { clubSettings } from '../../src/identity/club';
import { smtpMailer } from '../../src/lib/mailer';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { mailRound, type MailingDeps } from '../../src/modules/notifications/mailing';
import { notifyRound } from '../../src/modules/notifications/notifier';
import { otherStore, testContext, type TestContext } from '../support';
import { inbox, linkIn, plain, smtpUrl } from '../people/joining/smtp';

type Person = { id: string; key: string };

const mailer = smtpMailer(smtpUrl, 'catchd@club.test');

function mailing(ctx: TestContext, db: Store = ctx.db): MailingDeps {
  return {
    db,
    send: (message) => mailer.send(message),
    baseUrl: 'http://catchd.test',
    randomBytes: ctx.deps.randomBytes,
    log: () => {},
    club: () => clubSettings(db, ctx.deps.config),
  };
}

const mailsTo = (address: string): string[] => inbox.filter((m) => m.to.includes(address)).map((m) => plain(m.raw));

async function choose(ctx: TestContext, person: Person, body: unknown): Promise<void> {
  expect((await ctx.request('PATCH', '/v1/me/notification-settings', { key: person.key, body })).status).toBe(200);
}

/** `count` catches of `diver`, each asking for verification; the notifier makes their notifications. */
async function requests(ctx: TestContext, diver: Person, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const created = await ctx.request('POST', '/v1/catches', {
      key: diver.key,
      body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 5 + i },
    });
    await requestVerification(ctx.db, diver.id, (await created.json()).id, { evidence: {}, note: null }, ctx.clock.now);
  }
  while ((await notifyRound(ctx.db)) > 0);
}

describe('mail', () => {
  test('instant and daily: 50 events make one mail each; off makes none; each is sent once', async () => {
    const ctx = testContext();
    const tag = crypto.randomUUID().slice(0, 8);
    const admin = await ctx.user(`ada-${tag}@club.test`, 'admin');
    const vera = await ctx.user(`vera-${tag}@club.test`, 'verifier');
    await ctx.user(`victor-${tag}@club.test`, 'verifier');
    const dina = await ctx.user(`dina-${tag}@club.test`, 'diver');
    await choose(ctx, admin, { verification_requested: { email: 'instant' } });
    await choose(ctx, vera, { verification_requested: { email: 'daily', in_app: false } });
    await requests(ctx, dina, 50);
    // Vera turned the app off: her notifications are for the mail alone, not in her list.
    expect((await (await ctx.request('GET', '/v1/me/notifications', { key: vera.key })).json()).total).toBe(0);

    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(1);
    const [instant, ...others] = mailsTo(`ada-${tag}@club.test`);
    expect(others).toEqual([]);
    expect(instant).toContain('Subject: catchd: 50 notifications');
    expect(instant!.match(/A catch waits for verification/g)).toHaveLength(50);
    expect(instant).toMatch(/List-Unsubscribe:\s+<http:\/\/catchd\.test\/unsubscribe\/[\w.-]+>/);
    expect(instant).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo(`vera-${tag}@club.test`)).toEqual([]);

    // The day passes: Vera's digest goes, once; nothing goes twice.
    ctx.clock.now += 86_400 - 1;
    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(0);
    ctx.clock.now += 1;
    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(1);
    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(0);
    const digests = mailsTo(`vera-${tag}@club.test`);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.match(/http:\/\/catchd\.test\/catches\/catch_/g)).toHaveLength(50);
    expect(mailsTo(`victor-${tag}@club.test`)).toEqual([]);
    expect(mailsTo(`dina-${tag}@club.test`)).toEqual([]);
  });

  test('one-click unsubscribe: no sign-in, that kind alone, a forged or altered link changes nothing', async () => {
    const ctx = testContext();
    const tag = crypto.randomUUID().slice(0, 8);
    const admin = await ctx.user(`ada-${tag}@club.test`, 'admin');
    const dina = await ctx.user(`dina-${tag}@club.test`, 'diver');
    await choose(ctx, admin, { verification_requested: { email: 'instant' }, sign_up_waiting: { email: 'weekly' } });
    await requests(ctx, dina, 1);
    await mailRound(mailing(ctx), ctx.clock.now);
    const [mail] = mailsTo(`ada-${tag}@club.test`);
    const link = linkIn(mail!.slice(mail!.indexOf('To stop these mails')));
    expect(link).toStartWith('/unsubscribe/');
    const settings = async () => (await ctx.request('GET', '/v1/me/notification-settings', { key: admin.key })).json();

    const post = (path: string) =>
      ctx.app.handle(
        new Request(`http://catchd.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
    const [payload, signature] = link.slice('/unsubscribe/'.length).split('.');
    const otherKind = Buffer.from(`${admin.id}:sign_up_waiting`).toString('base64url');
    for (const forged of [
      `/unsubscribe/${otherKind}.${signature}`,
      `/unsubscribe/${payload}.${signature!.slice(1)}x`,
      '/unsubscribe/nonsense',
    ]) {
      const answer = await post(forged);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
    }
    expect((await settings()).verification_requested.email).toBe('instant');

    const shown = await ctx.app.handle(new Request(`http://catchd.test${link}`));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('A diver asks for a catch to be verified');
    const done = await post(link);
    expect(done.status).toBe(200);
    const after = await settings();
    expect(after.verification_requested).toEqual({ in_app: true, email: 'off', push: false });
    expect(after.sign_up_waiting.email).toBe('weekly');
    // No more mail of that kind.
    await requests(ctx, dina, 1);
    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(0);
  });

  test('two instances on one database send each mail once', async () => {
    const ctx = testContext();
    const tag = crypto.randomUUID().slice(0, 8);
    const admins: Person[] = [];
    for (let i = 0; i < 6; i++) {
      const admin = await ctx.user(`admin${i}-${tag}@club.test`, 'admin');
      await choose(ctx, admin, { verification_requested: { email: 'instant' } });
      admins.push(admin);
    }
    const dina = await ctx.user(`dina-${tag}@club.test`, 'diver');
    await requests(ctx, dina, 3);
    const second = otherStore(ctx.db);
    try {
      const sent = await Promise.all([mailRound(mailing(ctx), ctx.clock.now), mailRound(mailing(ctx, second), ctx.clock.now)]);
      expect(sent[0]! + sent[1]!).toBe(admins.length);
      for (const admin of admins) expect(mailsTo(`admin${admins.indexOf(admin)}-${tag}@club.test`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
