// Email addresses: an addr-spec only (`local@domain`), never a name-addr or a list, wherever an
// address comes in (sign-up, invitations, PATCH /v1/me, developer applications, reset-password,
// the admin's people page, `catchd users create`, imports): what is stored is where mail goes,
// and one mailbox is one mail cap. Both engines.
import { describe, expect, test } from 'bun:test';
import { emailAddress } from '../../src/lib/email-address';
import { upsertUser } from '../../src/identity/people';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';
import { smtpUrl } from './joining/smtp';

const strongPassword = 'a long enough password';

/** Addresses whose mail would go elsewhere than the text stored, or nowhere sane. */
const tricks = [
  'n1<victim@x.test>',
  'Victim <victim@x.test>',
  '"victim@x.test"@evil.test',
  'victim@x.test,other@y.test',
  'victim@x.test other@y.test',
  'victim@x.test\nBcc: other@y.test',
  'victim@x.test (comment)',
  'victim@[127.0.0.1]',
  'victim@x..test',
  '.victim@x.test',
  'victim@-x.test',
];

describe('the one check', () => {
  test('an addr-spec is accepted and normalised (trimmed, lower case)', () => {
    expect(emailAddress('  Sam.Diver+reef@Boat.Test ')).toBe('sam.diver+reef@boat.test');
    expect(emailAddress("o'neil@club.test")).toBe("o'neil@club.test");
  });
  test.each(tricks)('refused: %p', (text) => {
    expect(emailAddress(text)).toBeNull();
  });
  test('lengths: 64 for the local part, 254 in all', () => {
    expect(emailAddress(`${'a'.repeat(64)}@x.test`)).not.toBeNull();
    expect(emailAddress(`${'a'.repeat(65)}@x.test`)).toBeNull();
    const label = 'b'.repeat(63);
    expect(emailAddress(`a@${label}.${label}.${label}.test`)).not.toBeNull();
    expect(emailAddress(`a@${label}.${label}.${label}.${label}.test`)).toBeNull();
  });
});

describe('every way in refuses a name-addr, and stores nothing', () => {
  const trick = 'n1<victim@x.test>';
  const stored = async (ctx: ReturnType<typeof testContext>) =>
    (await ctx.db.all<{ email: string }>('SELECT email FROM users')).map((u) => u.email).filter((e) => e.includes('<'));

  test('sign-up (club and early access)', async () => {
    const ctx = testContext({ signup: 'open', developerAccess: 'approval' });
    for (const path of ['/sign-up', '/developers/sign-up']) {
      const browser = new FormBrowser(ctx);
      const form = formFields(await (await browser.send('GET', path)).text());
      const answer = await browser.send('POST', path, {
        ...form,
        email: trick,
        display_name: 'N',
        password: strongPassword,
        building: 'x',
      });
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain('Email must be an email address');
    }
    expect(await ctx.db.all('SELECT email FROM sign_ups')).toEqual([]);
    expect(await stored(ctx)).toEqual([]);
  });

  test('invitations, PATCH /v1/me, developer applications', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const admin = await ctx.user('admin@club.test', 'admin');
    const invited = await ctx.request('POST', '/v1/invitations', { key: admin.key, body: { email: trick, role: 'diver' } });
    expect(invited.status).toBe(422);
    const diver = await ctx.user('diver@club.test');
    const changed = await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { email: trick } });
    expect(changed.status).toBe(422);
    expect((await (await ctx.request('GET', '/v1/me', { key: diver.key })).json()).email).toBe('diver@club.test');
    const applied = await ctx.request('POST', '/v1/developer-applications', {
      key: diver.key,
      body: { name: 'N', email: trick, building: 'An app' },
    });
    expect(applied.status).toBe(422);
    expect(await ctx.db.all('SELECT email FROM invitations')).toEqual([]);
    expect(await ctx.db.all('SELECT email FROM developer_applications')).toEqual([]);
    expect(await stored(ctx)).toEqual([]);
  });

  test('the pages: the admin creates a person, a diver changes their address', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'admin@club.test', 'admin');
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@club.test');
    const people = await (await admin.send('GET', '/admin/people')).text();
    const created = await admin.send('POST', '/admin/people', {
      ...formFields(people),
      email: trick,
      role: 'diver',
      password: strongPassword,
    });
    expect(created.status).toBe(422);
    const account = await (await admin.send('GET', '/account')).text();
    const changed = await admin.send('POST', '/account/profile', { ...formFields(account), display_name: 'Admin', email: trick });
    expect(changed.status).toBe(422);
    expect(await stored(ctx)).toEqual([]);
  });

  test('reset-password sends nothing for a name-addr of a known address', async () => {
    const ctx = testContext({ smtpUrl });
    await userWithPassword(ctx, 'victim@x.test');
    const browser = new FormBrowser(ctx);
    const form = formFields(await (await browser.send('GET', '/reset-password')).text());
    expect((await browser.send('POST', '/reset-password', { ...form, email: trick })).status).toBe(200);
    expect(await ctx.db.all('SELECT user_id FROM password_resets')).toEqual([]);
  });

  test('the CLI and imports (upsertUser) refuse it too', async () => {
    const ctx = testContext();
    await expect(upsertUser(ctx.db, { email: trick }, ctx.clock.now)).rejects.toThrow();
    expect(await stored(ctx)).toEqual([]);
  });
});
