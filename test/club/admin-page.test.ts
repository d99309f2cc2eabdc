// /admin/club: admins change the club's settings in the browser; pinned ones show as pinned
// and why, and stay; the home page and mails carry the club's name. Both engines.
import { expect, test } from 'bun:test';
import type { MailMessage } from '../../src/lib/mailer';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

test('an admin names the club and picks its zone; CATCHD_SIGNUP shows as pinned and stays', async () => {
  const sent: MailMessage[] = [];
  const ctx = testContext({ signup: 'approval' }, { mailer: { send: async (m) => void sent.push(m) } });
  await userWithPassword(ctx, 'admin@club.test', 'admin');
  const diver = await ctx.user('diver@club.test', 'diver');
  const browser = new FormBrowser(ctx);
  await browser.signIn('admin@club.test');
  const page = await (await browser.send('GET', '/admin/club')).text();
  expect(page).toContain('Pinned by <code>CATCHD_SIGNUP</code>');
  expect(page).toMatch(/<select id="club-signup" name="signup" aria-describedby="club-signup-pinned" disabled>/);
  expect(page).not.toMatch(/<select id="club-units"[^>]*disabled/);

  const refused = await browser.send('POST', '/admin/club', {
    ...formFields(page),
    name: '   ',
    time_zone: 'Europe/Madrid',
    units: 'metric',
    language: 'es',
    season_start: '02-30',
    board_min_tier: 'silver',
  });
  expect(refused.status).toBe(422);
  const refusedText = await refused.text();
  expect(refusedText).toContain('season_start');
  expect(refusedText).toContain('name');

  const saved = await browser.send('POST', '/admin/club', {
    ...formFields(page),
    name: 'Club Submarino Cabo',
    time_zone: 'Europe/Madrid',
    units: 'metric',
    language: 'es',
    season_start: '04-01',
    board_min_tier: 'bronze',
    signup: 'open',
  });
  expect(saved.status).toBe(303);
  const club = (await (await ctx.request('GET', '/v1/club', { key: diver.key })).json()) as Record<string, unknown>;
  expect(club).toMatchObject({ name: 'Club Submarino Cabo', time_zone: 'Europe/Madrid', season_start: '04-01', signup: 'approval' });

  // A visitor whose browser asks for no language reads the club's: Spanish now.
  const home = await (await new FormBrowser(ctx).send('GET', '/')).text();
  expect(home).toContain('<html lang="es"');
  expect(home).toContain('<h1>Club Submarino Cabo</h1>');
  expect(home).toContain('Inicio · Club Submarino Cabo</title>');

  const invited = await browser.send('GET', '/admin/people');
  expect(invited.status).toBe(200);
  const invitation = await ctx.request('POST', '/v1/invitations', {
    key: (await ctx.user('other-admin@club.test', 'admin')).key,
    body: { email: 'new@club.test', role: 'diver' },
  });
  expect(invitation.status).toBe(201);
  // Made through the API, with no page in between: in the club's language, Spanish now.
  expect(sent.map((m) => m.subject)).toContain('Te invitan a unirte a Club Submarino Cabo');
});

test('divers cannot open the page', async () => {
  const ctx = testContext();
  await userWithPassword(ctx, 'diver@club.test', 'diver');
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@club.test');
  expect((await browser.send('GET', '/admin/club')).status).toBe(403);
});
