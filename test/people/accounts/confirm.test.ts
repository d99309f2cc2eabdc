// "Sudo mode": changes that would let whoever finds a signed-in browser keep the account (another
// email address, a passkey or authenticator app added, a passkey removed, a new API key) need a
// proof from the last few minutes: signing in is one, the confirm page (password, passkey, code)
// renews it and goes back to where the person was. Both engines.
import { describe, expect, test } from 'bun:test';
import { recentProofSeconds } from '../../../src/web/recent-proof';
import { FormBrowser, formFields, password, userWithPassword } from '../../developers/oauth/helpers';
import { testContext, type TestContext } from '../../support';
import { SoftAuthenticator } from '../passkeys/soft-authenticator';

const site = { origin: 'http://catchd.test', rpId: 'catchd.test' };

async function signedIn(ctx: TestContext, email = 'diver@reef.test', role: 'diver' | 'admin' = 'diver') {
  const id = await userWithPassword(ctx, email, role);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return { id, browser };
}

async function post(browser: FormBrowser, from: string, path: string, form: Record<string, string> = {}): Promise<Response> {
  const csrf = formFields(await (await browser.send('GET', from)).text()).csrf_token!;
  return browser.send('POST', path, { csrf_token: csrf, ...form });
}

const emailOf = async (ctx: TestContext, id: string) =>
  (await ctx.db.get<{ email: string }>('SELECT email FROM users WHERE id = ?', id))!.email;

describe('a sensitive change long after signing in asks to confirm first, then goes back', () => {
  test('another email address: the confirm page, a wrong password refused, the right one back to /account', async () => {
    const ctx = testContext();
    const { id, browser } = await signedIn(ctx);
    // Right after signing in, the sign-in is the proof; a name alone never needs one.
    expect((await post(browser, '/account', '/account/profile', { display_name: 'Dee', email: 'diver@reef.test' })).status).toBe(303);
    ctx.clock.now += recentProofSeconds + 1;
    const asked = await post(browser, '/account', '/account/profile', { display_name: 'Dee', email: 'thief@reef.test' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/account/confirm?return_to=%2Faccount');
    expect(await emailOf(ctx, id)).toBe('diver@reef.test');

    const page = await (await browser.send('GET', asked.headers.get('location')!)).text();
    expect(page).toContain('Confirm it is you');
    const wrong = await post(browser, '/account', '/account/confirm?return_to=%2Faccount', { password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That password is not right');
    const right = await post(browser, '/account', '/account/confirm?return_to=%2Faccount', { password });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/account');
    const changed = await post(browser, '/account', '/account/profile', { display_name: 'Dee', email: 'new@reef.test' });
    expect(changed.headers.get('location')).toBe('/account?done=email-changed');
    expect(await emailOf(ctx, id)).toBe('new@reef.test');
  });

  test('adding a passkey: refused to the script (403 confirmation_required), the page links to confirm; a passkey confirms', async () => {
    const ctx = testContext();
    const { browser } = await signedIn(ctx);
    const first = new SoftAuthenticator();
    const options = (await (await post(browser, '/account', '/account/passkeys/options')).json()) as { challenge: string };
    const csrf = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
    const added = await browser.send('POST', '/account/passkeys', {
      csrf_token: csrf,
      name: 'Phone',
      response: JSON.stringify(first.register(options.challenge, site)),
    });
    expect(added.status).toBe(200);

    ctx.clock.now += recentProofSeconds + 1;
    const refused = await post(browser, '/account', '/account/passkeys/options');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('confirmation_required');
    const page = await (await browser.send('GET', '/account')).text();
    expect(page).toContain('href="/account/confirm?return_to=%2Faccount%23passkeys-heading"');
    expect(page).not.toContain('id="add-passkey"');

    const confirmOptions = (await (await post(browser, '/account', '/account/confirm/passkey/options')).json()) as { challenge: string };
    const confirmed = await post(browser, '/account', '/account/confirm/passkey?return_to=%2Faccount', {
      response: JSON.stringify(first.signIn(confirmOptions.challenge, site)),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ redirect: '/account' });
    expect((await post(browser, '/account', '/account/passkeys/options')).status).toBe(200);
  });

  test.each([
    ['setting up an authenticator app', '/account/second-factor/setup', {}, '/account#second-factor'],
    ['creating an API key', '/developers/keys', { name: 'late key', scopes: 'catches:read' }, '/developers/keys'],
    [
      'registering an OAuth app (its secret mints tokens as its owner)',
      '/developers/apps',
      { name: 'Late app', type: 'confidential', redirect_uris: 'https://app.example/cb', scopes: 'catches:read' },
      '/developers/apps',
    ],
  ] as const)('%s', async (_, path, form, back) => {
    const ctx = testContext();
    const { id, browser } = await signedIn(ctx, 'admin@reef.test', 'admin');
    ctx.clock.now += recentProofSeconds + 1;
    const asked = await post(browser, '/account', path, form);
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`/account/confirm?return_to=${encodeURIComponent(back)}`);
    expect(await ctx.db.all('SELECT user_id FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
    expect(await ctx.db.all('SELECT id FROM api_keys WHERE user_id = ?', id)).toEqual([]);
    expect(await ctx.db.all('SELECT id FROM oauth_apps WHERE owner_id = ?', id)).toEqual([]);
    expect((await post(browser, '/account', `/account/confirm?return_to=${encodeURIComponent(back)}`, { password })).status).toBe(303);
    expect((await post(browser, '/account', path, form)).status).toBeLessThan(400);
  });
});
