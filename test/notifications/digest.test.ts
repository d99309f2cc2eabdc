// The admins' weekly club digest: a week's activity (here some 50 events) in one mail per admin
// who keeps it, in each admin's language, with the club's name; nobody else gets it; its
// one-click unsubscribe needs no sign-in and stops the digest alone; two instances send it once.
import { describe, expect, test } from 'bun:test';
import type { Store } from '../../src/db/store';
import { clubSettings } from '../../src/identity/club';
import { setPreferences } from '../../src/identity/preferences';
import { smtpMailer } from '../../src/lib/mailer';
import { lastWeek } from '../../src/modules/notifications/digest';
import { Notifier } from '../../src/modules/notifications/notifier';
import { addPhoto, json } from '../catches/verifications/helpers';
import { inbox, linkIn, smtpUrl } from '../people/joining/smtp';
import { otherStore, testContext, testNow, type TestContext } from '../support';
import { readable, subjectOf } from './mail-text';

type Person = { id: string; key: string };

const mailer = smtpMailer(smtpUrl, 'catchd@club.test');
const day = 86_400;

function notifier(ctx: TestContext, db: Store = ctx.db): Notifier {
  const club = () => clubSettings(db, ctx.deps.config);
  return new Notifier({
    db,
    log: () => {},
    now: () => ctx.clock.now,
    club,
    mailing: {
      db,
      send: (message) => mailer.send(message),
      baseUrl: 'http://catchd.test',
      randomBytes: ctx.deps.randomBytes,
      log: () => {},
      club,
    },
  });
}

const mailsTo = (address: string): string[] => inbox.filter((m) => m.to.includes(address)).map((m) => m.raw);

async function logged(ctx: TestContext, diver: Person, weight: number): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: 'Wahoo', depth_ft: 30, weight_lbs: weight },
  });
  expect(created.status).toBe(201);
  return (await json(created)).id;
}

describe('the club digest', () => {
  // testNow is Monday 2026-05-04 13:22 UTC.
  const utc = (month: number, date: number, hours = 0) => Date.UTC(2026, month - 1, date, hours) / 1000;
  test.each([
    ['UTC', testNow, utc(4, 27), utc(5, 4), '2026-04-27', '2026-05-03'],
    ['UTC', utc(5, 4), utc(4, 27), utc(5, 4), '2026-04-27', '2026-05-03'],
    ['UTC', utc(5, 4) - 1, utc(4, 20), utc(4, 27), '2026-04-20', '2026-04-26'],
    // Athens (UTC+3 in May): Monday begins at 21:00 UTC on Sunday.
    ['Europe/Athens', testNow, utc(4, 26, 21), utc(5, 3, 21), '2026-04-27', '2026-05-03'],
    ['Europe/Athens', utc(5, 3, 22), utc(4, 26, 21), utc(5, 3, 21), '2026-04-27', '2026-05-03'],
    // São Paulo (UTC-3): at 01:00 UTC on Monday it is still Sunday there.
    ['America/Sao_Paulo', utc(5, 4, 1), utc(4, 20, 3), utc(4, 27, 3), '2026-04-20', '2026-04-26'],
    // Paris springs forward on Sunday 29 March: that week has 167 hours.
    ['Europe/Paris', utc(3, 31), utc(3, 22, 23), utc(3, 29, 22), '2026-03-23', '2026-03-29'],
  ])('lastWeek in %s at %i: Monday to Monday on the club’s clock', (zone, now, start, end, from, to) => {
    expect(lastWeek(now, zone)).toEqual({ start, end, from, to });
  });

  test('a week of activity: one mail per admin in their language, nobody else; one-click stop of the digest alone; two instances send once', async () => {
    const ctx = testContext();
    const tag = crypto.randomUUID().slice(0, 8);
    const address = (name: string) => `${name}-${tag}@club.test`;
    const ada = await ctx.user(address('ada'), 'admin');
    await ctx.user(address('alan'), 'admin');
    const olga = await ctx.user(address('olga'), 'admin');
    const vera = await ctx.user(address('vera'), 'verifier');
    const dina = await ctx.user(address('dina'), 'diver');
    const dario = await ctx.user(address('dario'), 'diver');
    await setPreferences(ctx.db, ada.id, { language: 'fr' }, ctx.clock.now);
    expect((await ctx.request('PATCH', '/v1/club', { key: ada.key, body: { name: 'Cabo Reef' } })).status).toBe(200);
    const choose = async (person: Person, body: unknown) =>
      expect((await ctx.request('PATCH', '/v1/me/notification-settings', { key: person.key, body })).status).toBe(200);
    await choose(olga, { club_digest: { email: 'off' } });
    await choose(ada, { verification_requested: { email: 'weekly' } });
    // A verifier or a diver asking for the digest is still not sent it: it is for admins.
    await choose(vera, { club_digest: { email: 'instant', in_app: true } });

    // The week: 40 catches, 5 grades, a competition published, three people joining (with the six above).
    for (let i = 0; i < 40; i++) await logged(ctx, i % 2 === 0 ? dina : dario, 5 + i);
    const record = await logged(ctx, dina, 60);
    for (const catchId of [record, ...(await ctx.db.all<{ id: string }>('SELECT id FROM catches ORDER BY pk LIMIT 4')).map((r) => r.id)]) {
      const response = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
        key: vera.key,
        body: { tier: 'silver', evidence: { photo_ids: [await addPhoto(ctx, catchId)], measurement: { weight_lbs: 1 } } },
      });
      expect(response.status).toBe(201);
    }
    for (const name of ['nina', 'noah', 'nora']) await ctx.user(address(name), 'diver');
    const created = await ctx.request('POST', '/v1/competitions', {
      key: ada.key,
      body: {
        name: 'Autumn cup',
        starts_at: new Date((testNow + 30 * day) * 1000).toISOString(),
        ends_at: new Date((testNow + 31 * day) * 1000).toISOString(),
        time_zone: 'UTC',
        entry: 'open',
        weighmasters: [vera.id],
      },
    });
    expect(created.status).toBe(201);
    expect((await ctx.request('POST', `/v1/competitions/${(await json(created)).id}/publish`, { key: ada.key })).status).toBe(200);
    const members = (await ctx.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM users WHERE created_at >= ? AND role <> 'developer'",
      testNow - 13 * 3600,
    ))!.n;
    // Nothing of this week goes before it ends (the week before it was empty: no digest).
    await notifier(ctx).drain();
    expect(mailsTo(address('ada')).filter((m) => subjectOf(m).includes('Cabo Reef'))).toEqual([]);

    // The next Monday: two instances look at once; each admin who keeps the digest gets one mail.
    ctx.clock.now = testNow + 7 * day;
    const second = otherStore(ctx.db);
    try {
      await Promise.all([notifier(ctx).drain(), notifier(ctx, second).drain()]);
      await Promise.all([notifier(ctx).drain(), notifier(ctx, second).drain()]);
    } finally {
      await second.close();
    }
    // One event per week, whichever instance wrote it: the empty week before, and this one.
    expect((await ctx.db.all<{ id: string }>("SELECT id FROM events WHERE type = 'club.digest' ORDER BY pk")).map((e) => e.id)).toEqual([
      `evt_digest_${lastWeek(testNow, 'UTC').start}`,
      `evt_digest_${lastWeek(ctx.clock.now, 'UTC').start}`,
    ]);
    const digestsOf = (name: string) => mailsTo(address(name)).filter((m) => subjectOf(m).includes('Cabo Reef'));
    expect(digestsOf('ada')).toHaveLength(1);
    expect(digestsOf('alan')).toHaveLength(1);
    for (const name of ['olga', 'vera', 'dina', 'dario', 'nina']) expect(digestsOf(name)).toEqual([]);
    // In the app only for whoever turned it on: no admin did.
    expect((await ctx.db.get<{ n: number }>("SELECT count(*) AS n FROM notifications WHERE kind = 'club_digest' AND in_app = 1"))!.n).toBe(
      0,
    );

    const french = readable(digestsOf('ada')[0]!);
    expect(subjectOf(digestsOf('ada')[0]!)).toBe('Cabo Reef : la semaine du 4 mai 2026 au 10 mai 2026');
    for (const line of [
      'Ce qui s’est passé au sein de Cabo Reef du 4 mai 2026 au 10 mai 2026 :',
      `- ${members} nouveaux membres`,
      '- 41 prises déclarées',
      '- 5 niveaux attribués',
      '- 1 nouveau record du club',
      '- 1 compétition publiée',
      'Les temps forts :',
      'Publiées : Autumn cup.',
      'Pour ne plus recevoir ces messages (et seulement ceux-ci) :',
    ])
      expect(french).toContain(line);
    // The weight in the admin's units, written the French way (Intl's no-break space before the unit).
    expect(french).toMatch(/Nouveau record du club pour Wahoo : 27,22\skg, par dina-/);
    const english = readable(digestsOf('alan')[0]!);
    expect(subjectOf(digestsOf('alan')[0]!)).toBe('Cabo Reef: the week of May 4, 2026 to May 10, 2026');
    expect(english).toContain('- 41 catches logged');
    expect(english).toContain('- 5 grades given');

    // Ada stops the digest from its mail, signed out: the digest alone stops.
    const link = linkIn(french.slice(french.indexOf('Pour ne plus recevoir')));
    expect(link).toStartWith('/unsubscribe/');
    const page = await ctx.app.handle(new Request(`http://catchd.test${link}`));
    expect(await page.text()).toContain('Un résumé hebdomadaire de l’activité du club (administrateurs)');
    const stopped = await ctx.app.handle(
      new Request(`http://catchd.test${link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(stopped.status).toBe(200);
    const settings = await json(await ctx.request('GET', '/v1/me/notification-settings', { key: ada.key }));
    expect(settings.club_digest.email).toBe('off');
    expect(settings.verification_requested.email).toBe('weekly');

    // Another week: Alan's digest comes, Ada's does not.
    await logged(ctx, dina, 3);
    ctx.clock.now = testNow + 14 * day;
    await notifier(ctx).drain();
    expect(digestsOf('alan')).toHaveLength(2);
    expect(digestsOf('ada')).toHaveLength(1);
  });
});
