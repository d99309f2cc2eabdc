// Notifications speak their reader's language: one notification stored once is worded in the
// page's language in the list and the bell, in the person's own (else the club's) in the API,
// the mail and the push payload; a notification stored in English before keeps its words.
import { describe, expect, test } from 'bun:test';
import { clubSettings } from '../../src/identity/club';
import { setPreferences } from '../../src/identity/preferences';
import { newId } from '../../src/lib/ids';
import { smtpMailer } from '../../src/lib/mailer';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { mailRound, type MailingDeps } from '../../src/modules/notifications/mailing';
import { notifyRound } from '../../src/modules/notifications/notifier';
import { pushPayload } from '../../src/modules/notifications/push/sending';
import { readingOf } from '../../src/modules/notifications/wording';
import { addPhoto, json } from '../catches/verifications/helpers';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { inbox, smtpUrl } from '../people/joining/smtp';
import { readable, subjectOf } from './mail-text';
import { testContext, type TestContext } from '../support';

const mailer = smtpMailer(smtpUrl, 'catchd@club.test');

function mailing(ctx: TestContext): MailingDeps {
  return {
    db: ctx.db,
    send: (message) => mailer.send(message),
    baseUrl: 'http://catchd.test',
    randomBytes: ctx.deps.randomBytes,
    log: () => {},
    club: () => clubSettings(ctx.db, ctx.deps.config),
  };
}

const mailsTo = (address: string): string[] => inbox.filter((m) => m.to.includes(address)).map((m) => m.raw);

async function graded(ctx: TestContext, verifierKey: string, diverKey: string, tier: string): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', { key: diverKey, body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 12 } });
  const catchId = (await json(created)).id;
  const response = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
    key: verifierKey,
    body: { tier, evidence: { photo_ids: [await addPhoto(ctx, catchId)], measurement: { weight_lbs: 1 } } },
  });
  expect(response.status).toBe(201);
  return catchId;
}

describe('notifications in the reader’s language', () => {
  test('a Spanish diver’s grade: the mail, the bell’s list, the API and the push payload in Spanish; the club’s English elsewhere', async () => {
    const ctx = testContext();
    const tag = crypto.randomUUID().slice(0, 8);
    const vera = await ctx.user(`vera-${tag}@club.test`, 'verifier');
    const email = `sofia-${tag}@club.test`;
    const sofiaId = await userWithPassword(ctx, email, 'diver');
    const sofia = await ctx.user(email, 'diver');
    expect(sofia.id).toBe(sofiaId);
    const bruno = await ctx.user(`bruno-${tag}@club.test`, 'diver');
    await setPreferences(ctx.db, sofia.id, { language: 'es' }, ctx.clock.now);
    for (const person of [sofia, bruno])
      expect(
        (await ctx.request('PATCH', '/v1/me/notification-settings', { key: person.key, body: { catch_graded: { email: 'instant' } } }))
          .status,
      ).toBe(200);
    await graded(ctx, vera.key, sofia.key, 'silver');
    await graded(ctx, vera.key, bruno.key, 'bronze');
    while ((await notifyRound(ctx.db)) > 0);
    // Stored once, as values: no sentence in any language.
    const stored = await ctx.db.get<{ data: string }>(
      "SELECT data FROM notifications WHERE user_id = ? AND kind = 'catch_graded'",
      sofia.id,
    );
    expect(JSON.parse(stored!.data)).toEqual({
      path: expect.stringMatching(/^\/catches\/catch_/),
      say: { species: 'Wahoo', tier: 'silver', previous_tier: 'unverified', note: null },
    });

    expect(await mailRound(mailing(ctx), ctx.clock.now)).toBe(2);
    const [mail] = mailsTo(email);
    expect(subjectOf(mail!)).toBe('catchd: Tu captura recibió el nivel plata');
    expect(readable(mail!)).toContain('Un verificador asignó a tu captura de Wahoo el nivel plata (antes: sin verificar).');
    expect(readable(mail!)).toContain('Para dejar de recibir estos correos (y solo estos)');
    expect(readable(mail!)).not.toContain('You get this mail');
    const [english] = mailsTo(`bruno-${tag}@club.test`);
    expect(subjectOf(english!)).toBe('catchd: Your catch was graded bronze');

    // The bell's list speaks the page's language: hers, whatever the browser asks for.
    const browser = new FormBrowser(ctx, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect((await browser.signIn(email)).status).toBe(303);
    const list = await (await browser.send('GET', '/notifications')).text();
    expect(list).toContain('<html lang="es"');
    expect(list).toContain('Tu captura recibió el nivel plata');
    expect(list).toContain('sin leer');
    expect(list).not.toContain('Your catch was graded');

    // The API speaks her language too; kind and path stay as they are.
    const listed = await json(await ctx.request('GET', '/v1/me/notifications', { key: sofia.key }));
    expect(listed.data.find((n: { kind: string }) => n.kind === 'catch_graded')).toMatchObject({
      kind: 'catch_graded',
      title: 'Tu captura recibió el nivel plata',
      path: expect.stringMatching(/^\/catches\/catch_/),
    });
    // Back to the club's language: English here, then Italian once the club speaks it.
    await setPreferences(ctx.db, sofia.id, { language: null }, ctx.clock.now);
    const club = await clubSettings(ctx.db, ctx.deps.config);
    const row = (await ctx.db.get<{ id: string; data: string }>(
      "SELECT id, data FROM notifications WHERE user_id = ? AND kind = 'catch_graded'",
      sofia.id,
    ))!;
    expect(pushPayload(row.id, 'catch_graded', row.data, readingOf({ language: 'es', units: null }, club)).title).toBe(
      'Tu captura recibió el nivel plata',
    );
    expect(
      pushPayload(row.id, 'catch_graded', row.data, readingOf({ language: null, units: null }, { ...club, language: 'it' })).title,
    ).toBe('La tua cattura ha ottenuto il livello argento');
    const again = await json(await ctx.request('GET', '/v1/me/notifications', { key: sofia.key }));
    expect(again.data.find((n: { kind: string }) => n.kind === 'catch_graded').title).toBe('Your catch was graded silver');
  });

  test('one notification, several readers: each in their own language; an English row stored before stays as it was', async () => {
    const ctx = testContext();
    const admin = await ctx.user('ada@club.test', 'admin');
    const vera = await ctx.user('vera@club.test', 'verifier');
    const dina = await ctx.user('dina@club.test', 'diver');
    await setPreferences(ctx.db, admin.id, { language: 'hr' }, ctx.clock.now);
    await setPreferences(ctx.db, vera.id, { language: 'el' }, ctx.clock.now);
    const created = await ctx.request('POST', '/v1/catches', { key: dina.key, body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 7 } });
    await requestVerification(ctx.db, dina.id, (await json(created)).id, { evidence: {}, note: null }, ctx.clock.now);
    while ((await notifyRound(ctx.db)) > 0);
    const titleFor = async (key: string) =>
      (await json(await ctx.request('GET', '/v1/me/notifications', { key }))).data.map((n: { title: string }) => n.title);
    expect(await titleFor(admin.key)).toEqual(['Ulov čeka provjeru']);
    expect(await titleFor(vera.key)).toEqual(['Μια ψαριά περιμένει επαλήθευση']);

    await ctx.db.run(
      'INSERT INTO notifications (id, user_id, kind, event_id, data, created_at, in_app, email) VALUES (?, ?, ?, ?, ?, ?, 1, NULL)',
      newId('ntf'),
      admin.id,
      'sign_up_waiting',
      'evt_legacy',
      JSON.stringify({ title: 'A sign-up waits for you', text: 'Nina asks to join the club.', path: '/admin/people#sign-ups' }),
      ctx.clock.now + 1,
    );
    expect(await titleFor(admin.key)).toEqual(['A sign-up waits for you', 'Ulov čeka provjeru']);
  });
});
