// Mails in the recipient's language, read from a real SMTP receiver: the person's own setting,
// else the language of the page where the mail was asked for, else the club's. A password reset
// and an invitation, each decoded as a mail program would (encoded subject, quoted-printable or
// base64 body), so accents and Greek letters are checked as a reader sees them.
import { expect, test } from 'bun:test';
import { setPreferences } from '../../src/identity/preferences';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';
import { inbox, linkIn, smtpUrl } from '../people/joining/smtp';
import { englishLeft } from './english';

/** Bytes written as `=XX` (quoted-printable, RFC 2045) or base64, as UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** A raw mail as its reader sees it: the subject (RFC 2047 words decoded) and the text. */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, words: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(words, 'base64').toString('utf8') : decodeQuotedPrintable(words.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

/** The one mail to `address`, read (a reset goes out without the page waiting for it: this waits). */
async function mailTo(address: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 5000;
  let mail = inbox.find((m) => m.to.includes(address));
  while (!mail && Date.now() < deadline) {
    await Bun.sleep(20);
    mail = inbox.find((m) => m.to.includes(address));
  }
  expect(mail).toBeDefined();
  return readMail(mail!.raw);
}

async function askForReset(ctx: TestContext, email: string, acceptLanguage: string): Promise<void> {
  const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage });
  const page = await (await browser.send('GET', '/reset-password')).text();
  expect((await browser.send('POST', '/reset-password', { ...formFields(page), email })).status).toBe(200);
}

test('a reset mail speaks the page’s language, unless the person chose their own', async () => {
  const ctx = testContext({ smtpUrl });
  await userWithPassword(ctx, 'reset-es@reef.test');
  await askForReset(ctx, 'reset-es@reef.test', 'es-ES,es;q=0.9,en;q=0.5');
  const spanish = await mailTo('reset-es@reef.test');
  expect(spanish.subject).toBe('Pon una contraseña nueva en catchd');
  expect(spanish.text).toContain('Alguien ha pedido poner una contraseña nueva');
  expect(spanish.text).toContain('Si no has sido tú, ignora este correo');
  expect(spanish.text).toContain('-- \ncatchd en http://catchd.test');
  expect(englishLeft(spanish.text, 'es')).toEqual([]);
  // The link in it works, and its page is Spanish too (the same browser's language).
  const link = linkIn(spanish.text);
  const form = await new FormBrowser(ctx, { 'accept-language': 'es' }).send('GET', link);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('<html lang="es"');

  const greek = await userWithPassword(ctx, 'reset-el@reef.test');
  await setPreferences(ctx.db, greek, { language: 'el' }, ctx.clock.now);
  await askForReset(ctx, 'reset-el@reef.test', 'es-ES,es;q=0.9');
  const own = await mailTo('reset-el@reef.test');
  expect(own.subject).toBe('Ορίστε νέο κωδικό για το catchd');
  expect(own.text).toContain('Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα');
});

test('an invitation speaks the inviting page’s language; through the API, the club’s', async () => {
  const ctx = testContext({ smtpUrl });
  await userWithPassword(ctx, 'admin-es@reef.test', 'admin');
  const admin = new FormBrowser(ctx, { 'accept-language': 'es-ES,es;q=0.9' });
  expect((await admin.signIn('admin-es@reef.test')).status).toBe(303);
  const people = await (await admin.send('GET', '/admin/people')).text();
  expect(people).toContain('<html lang="es"');
  const form = { ...formFields(people), email: 'invited-es@reef.test', role: 'diver' };
  expect((await admin.send('POST', '/admin/invitations', form)).status).toBe(303);
  const spanish = await mailTo('invited-es@reef.test');
  expect(spanish.subject).toBe('Te invitan a unirte a catchd');
  expect(spanish.text).toContain('Un administrador te invita a unirte a catchd en http://catchd.test como buceador.');
  expect(spanish.text).toContain('Funciona una vez, hasta el ');
  expect(englishLeft(spanish.text, 'es')).toEqual([]);
  const joinPage = await (await new FormBrowser(ctx, { 'accept-language': 'es' }).send('GET', linkIn(spanish.text))).text();
  expect(joinPage).toContain('Te han invitado como <strong>buceador</strong>');

  const { key } = await ctx.user('api-admin@reef.test', 'admin');
  expect((await ctx.request('PATCH', '/v1/club', { key, body: { language: 'fr' } })).status).toBe(200);
  const created = await ctx.request('POST', '/v1/invitations', {
    key,
    headers: { 'accept-language': 'es' },
    body: { email: 'invited-fr@reef.test', role: 'verifier' },
  });
  expect(created.status).toBe(201);
  const french = await mailTo('invited-fr@reef.test');
  expect(french.subject).toBe('Vous êtes invité à rejoindre catchd');
  expect(french.text).toContain('en tant que vérificateur');
});
