// With outgoing mail (CATCHD_SMTP_URL), an applicant confirms the address by a mailed link
// before an admin can approve, and hears the decision by mail. A real SMTP receiver
// (smtp-server) listens on 127.0.0.1; catchd sends through nodemailer.
import { afterAll, expect, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import { confirmationsPerClientPerHour } from '../../src/modules/developers/mailing';
import { setPreferences } from '../../src/identity/preferences';
import { FormBrowser, formFields, userWithPassword } from './oauth/helpers';
import { testContext } from '../support';

interface Received {
  to: string[];
  raw: string;
}

const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Quoted-printable soft line breaks joined, `=3D` decoded: the text as written. */
const plain = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('confirm by mail, then approval, then the decision by mail', async () => {
  const ctx = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'catchd <no-reply@catchd.test>' });
  const ana = await ctx.user('ana@example.com');
  const admin = await ctx.user('admin@example.com', 'admin');
  const applied = await ctx.request('POST', '/v1/developer-applications', {
    key: ana.key,
    body: { name: 'Ana', email: 'ana.dev@example.com', building: 'A logbook' },
  });
  const application = (await applied.json()) as { id: string; email_confirmed: boolean };
  expect(application.email_confirmed).toBe(false);
  expect(inbox).toHaveLength(1);
  expect(inbox[0]!.to).toEqual(['ana.dev@example.com']);
  const link = /http:\/\/catchd\.test(\/developers\/confirm-email\?token=\S+)/.exec(plain(inbox[0]!.raw))![1]!;

  // Not before the address is confirmed.
  const early = await ctx.request('POST', `/v1/developer-applications/${application.id}/approve`, { key: admin.key });
  expect(early.status).toBe(409);
  expect(((await early.json()) as { code: string }).code).toBe('email_unconfirmed');

  expect((await ctx.request('GET', link)).status).toBe(200);
  expect((await ctx.request('GET', link)).status).toBe(404); // once only
  expect((await ctx.request('GET', '/developers/confirm-email?token=made-up')).status).toBe(404);
  expect(
    ((await (await ctx.request('GET', '/v1/developer-access', { key: ana.key })).json()) as { application: { email_confirmed: boolean } })
      .application.email_confirmed,
  ).toBe(true);

  expect((await ctx.request('POST', `/v1/developer-applications/${application.id}/approve`, { key: admin.key })).status).toBe(200);
  expect(inbox).toHaveLength(2);
  expect(inbox[1]!.to).toEqual(['ana.dev@example.com']);
  expect(inbox[1]!.raw).toContain('Subject: Your catchd developer access is approved');
  expect((await ctx.request('POST', '/v1/keys', { key: ana.key, body: { name: 'ci', scopes: ['catches:read'] } })).status).toBe(201);
});

/** A quoted-printable mail as the text its recipient reads (UTF-8 bytes `=C5=BE` decoded too). */
const readable = (raw: string): string =>
  plain(raw).replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));

test('mail speaks the applicant’s language: their own setting, or the page they applied on', async () => {
  const ctx = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}` });
  const admin = await ctx.user('admin@example.com', 'admin');
  // Through the API: the applicant's own setting (Croatian), for the link and for the decision.
  const iva = await ctx.user('iva@example.com');
  await setPreferences(ctx.db, iva.id, { language: 'hr' }, ctx.clock.now);
  const applied = await ctx.request('POST', '/v1/developer-applications', {
    key: iva.key,
    body: { name: 'Iva', email: 'iva@example.com', building: 'x' },
  });
  const { id } = (await applied.json()) as { id: string };
  const confirmation = readable(inbox.at(-1)!.raw);
  expect(confirmation).toContain('netko je s ovom adresom zatražio pristup za programere');
  await ctx.request('GET', /http:\/\/catchd\.test(\/developers\/confirm-email\?token=\S+)/.exec(confirmation)![1]!);
  expect((await ctx.request('POST', `/v1/developer-applications/${id}/approve`, { key: admin.key })).status).toBe(200);
  expect(readable(inbox.at(-1)!.raw)).toContain('sada možete izrađivati API ključeve');
  // On the portal's form: the page's language, which heard the browser.
  await userWithPassword(ctx, 'luc@example.com');
  const luc = new FormBrowser(ctx, { 'accept-language': 'fr-FR,fr;q=0.9' });
  expect((await luc.signIn('luc@example.com')).status).toBe(303);
  const form = formFields(await (await luc.send('GET', '/developers')).text());
  const sent = await luc.send('POST', '/developers/apply', { ...form, name: 'Luc', email: 'luc@example.com', building: 'x' });
  expect(sent.status).toBe(303);
  const french = readable(inbox.at(-1)!.raw);
  expect(inbox.at(-1)!.to).toEqual(['luc@example.com']);
  expect(french).toContain('quelqu’un a demandé un accès développeur à catchd');
});

test('the confirmation API takes the token too; without mail nothing needs confirming', async () => {
  const ctx = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}` });
  const bo = await ctx.user('bo@example.com');
  await ctx.request('POST', '/v1/developer-applications', { key: bo.key, body: { name: 'Bo', email: 'bo@example.com', building: 'x' } });
  const token = /token=(\S+)/.exec(plain(inbox.at(-1)!.raw))![1]!;
  const other = await ctx.user('other@example.com');
  expect(
    (await ctx.request('POST', '/v1/developer-applications/confirm-email', { body: { token: decodeURIComponent(token) } })).status,
  ).toBe(401);
  expect(
    (await ctx.request('POST', '/v1/developer-applications/confirm-email', { key: other.key, body: { token: decodeURIComponent(token) } }))
      .status,
  ).toBe(404);
  const confirmed = await ctx.request('POST', '/v1/developer-applications/confirm-email', {
    key: bo.key,
    body: { token: decodeURIComponent(token) },
  });
  expect(confirmed.status).toBe(200);
  expect(((await confirmed.json()) as { email_confirmed: boolean }).email_confirmed).toBe(true);

  const sent = inbox.length;
  const quiet = testContext({ developerAccess: 'approval' });
  const cy = await quiet.user('cy@example.com');
  const admin = await quiet.user('admin@example.com', 'admin');
  const application = (await (
    await quiet.request('POST', '/v1/developer-applications', { key: cy.key, body: { name: 'Cy', email: 'cy@example.com', building: 'x' } })
  ).json()) as { id: string; email_confirmed: boolean };
  expect(application.email_confirmed).toBe(true);
  expect((await quiet.request('POST', `/v1/developer-applications/${application.id}/approve`, { key: admin.key })).status).toBe(200);
  expect(inbox.length).toBe(sent);
});

test('mail carries none of the applicant’s words, only fixed text and the link', async () => {
  const ctx = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}` });
  const eve = await ctx.user('eve@example.com');
  const admin = await ctx.user('admin@example.com', 'admin');
  const words = {
    name: 'Your bank: call +1 555 0100',
    email: 'victim@example.com',
    building: 'Claim your prize at https://evil.example/win',
  };
  const application = (await (await ctx.request('POST', '/v1/developer-applications', { key: eve.key, body: words })).json()) as {
    id: string;
  };
  expect((await ctx.request('POST', `/v1/developer-applications/${application.id}/decline`, { key: admin.key })).status).toBe(200);
  const [confirmation, decision] = inbox.slice(-2).map((mail) => plain(mail.raw));
  for (const mail of [confirmation!, decision!]) {
    expect(mail).toContain('To: victim@example.com');
    // Phrases with spaces or dots, which the Message-ID's UUID and the token's base64url never hold.
    for (const words of ['Your bank', '+1 555 0100', 'Claim your prize', 'evil.example']) expect(mail).not.toContain(words);
  }
  expect(confirmation).toContain('http://catchd.test/developers/confirm-email?token=');
});

test('confirmation mail is limited per address and per client, on the API and the pages alike', async () => {
  const ctx = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}` });
  const sent = inbox.length;
  const apply = async (who: string, email: string) => {
    const { key } = await ctx.user(who);
    return ctx.request('POST', '/v1/developer-applications', { key, body: { name: 'N', email, building: 'x' } });
  };
  const first = await ctx.user('first@example.com');
  const body = { name: 'N', email: 'Target@example.com', building: 'x' };
  expect((await ctx.request('POST', '/v1/developer-applications', { key: first.key, body })).status).toBe(201);
  // Applying again is refused without spending the address's budget.
  expect((await ctx.request('POST', '/v1/developer-applications', { key: first.key, body })).status).toBe(409);
  expect((await apply('second@example.com', 'target@example.com')).status).toBe(201);
  expect((await apply('third@example.com', 'target@EXAMPLE.com')).status).toBe(201);
  const refused = await apply('fourth@example.com', 'target@example.com');
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
  expect(refused.headers.get('retry-after')).toBeTruthy();
  expect(inbox.length - sent).toBe(3);
  expect(await ctx.db.get('SELECT count(*) AS n FROM developer_applications')).toEqual({ n: 3 });

  // A fresh installation: one client address causes five mails an hour, to whichever addresses.
  const other = testContext({ developerAccess: 'approval', smtpUrl: `smtp://127.0.0.1:${port}` });
  const before = inbox.length;
  for (let i = 1; i <= confirmationsPerClientPerHour; i++) {
    const { key } = await other.user(`p${i}@example.com`);
    const body = { name: 'N', email: `p${i}@example.com`, building: 'x' };
    expect((await other.request('POST', '/v1/developer-applications', { key, body })).status).toBe(201);
  }
  // The portal's form shares the budget: a readable 429 page.
  await userWithPassword(other, 'web@example.com');
  const browser = new FormBrowser(other);
  expect((await browser.signIn('web@example.com')).status).toBe(303);
  const form = formFields(await (await browser.send('GET', '/developers')).text());
  const page = await browser.send('POST', '/developers/apply', { ...form, name: 'W', email: 'web@example.com', building: 'x' });
  expect(page.status).toBe(429);
  expect(await page.text()).toContain('Too many requests');
  expect(inbox.length - before).toBe(confirmationsPerClientPerHour);
  // An hour later the client may again.
  other.clock.now += 3600;
  expect((await browser.send('POST', '/developers/apply', { ...form, name: 'W', email: 'web@example.com', building: 'x' })).status).toBe(
    303,
  );
});
