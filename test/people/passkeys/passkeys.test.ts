// Passkeys without a browser: the ceremonies' routes answered by a software authenticator
// (the Chromium test in passkeys-browser.test.ts uses the browser's virtual one), and the
// API's list and removal. A ceremony answer is accepted once, for a challenge this server
// issued to this purpose and person, before it expires, from this origin.
import { describe, expect, test } from 'bun:test';
import { deleteAccount } from '../../../src/modules/people/leaving/service';
import { challengeLifetimeSeconds } from '../../../src/modules/people/passkeys/service';
import { findUserById, upsertUser } from '../../../src/identity/people';
import { toIso } from '../../../src/lib/time';
import { testContext, testPasswords, type TestContext } from '../../support';
import { FormBrowser, formFields, password } from '../../developers/oauth/helpers';
import { SoftAuthenticator } from './soft-authenticator';

const site = { origin: 'http://catchd.test', rpId: 'catchd.test' };

/** A person with a password (for the pages) and an API key (for /v1). */
async function person(ctx: TestContext, email = 'diver@reef.test') {
  const { id, key } = await ctx.user(email);
  await upsertUser(ctx.db, { email, passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return { id, key, browser };
}

async function csrfOf(browser: FormBrowser, path: string): Promise<string> {
  return formFields(await (await browser.send('GET', path)).text()).csrf_token!;
}

async function registrationChallenge(browser: FormBrowser): Promise<{ csrf: string; challenge: string }> {
  const csrf = await csrfOf(browser, '/account');
  const options = await browser.send('POST', '/account/passkeys/options', { csrf_token: csrf });
  expect(options.status).toBe(200);
  const body = (await options.json()) as { challenge: string; rp: { id: string }; authenticatorSelection: { residentKey: string } };
  expect(body.rp.id).toBe('catchd.test');
  expect(body.authenticatorSelection.residentKey).toBe('required');
  return { csrf, challenge: body.challenge };
}

async function addPasskey(browser: FormBrowser, authenticator: SoftAuthenticator, name = 'Phone'): Promise<Response> {
  const { csrf, challenge } = await registrationChallenge(browser);
  return browser.send('POST', '/account/passkeys', {
    csrf_token: csrf,
    name,
    response: JSON.stringify(authenticator.register(challenge, site)),
  });
}

async function signInChallenge(browser: FormBrowser): Promise<{ csrf: string; challenge: string }> {
  const csrf = await csrfOf(browser, '/sign-in');
  const options = await browser.send('POST', '/sign-in/passkey/options', { csrf_token: csrf });
  expect(options.status).toBe(200);
  const body = (await options.json()) as { challenge: string; allowCredentials?: unknown[] };
  // Discoverable credentials: the server names no one, the authenticator offers what it holds.
  expect(body.allowCredentials ?? []).toEqual([]);
  return { csrf, challenge: body.challenge };
}

const sendSignIn = (browser: FormBrowser, csrf: string, answer: unknown): Promise<Response> =>
  browser.send('POST', '/sign-in/passkey?return_to=%2Fcatches', { csrf_token: csrf, response: JSON.stringify(answer) });

async function problemCode(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return ((await response.json()) as { code: string }).code;
}

describe('adding a passkey and signing in with it', () => {
  test('added on the account page, it signs in with no email or password; the API lists it with its last use', async () => {
    const ctx = testContext();
    const { key, browser } = await person(ctx);
    const authenticator = new SoftAuthenticator();
    const added = await addPasskey(browser, authenticator, '  My phone ');
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ redirect: '/account?done=passkey-added' });
    const listed = (await (await ctx.request('GET', '/v1/me/passkeys', { key })).json()) as { data: Record<string, unknown>[] };
    expect(listed.data).toEqual([
      { id: expect.stringMatching(/^pkey_/), object: 'passkey', name: 'My phone', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(await (await browser.send('GET', '/account')).text()).toContain('My phone');

    ctx.clock.now += 60;
    const stranger = new FormBrowser(ctx);
    const { csrf, challenge } = await signInChallenge(stranger);
    const signedIn = await sendSignIn(stranger, csrf, authenticator.signIn(challenge, site));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ redirect: '/catches' });
    expect(stranger.cookies.has('catchd_session')).toBe(true);
    expect((await stranger.send('GET', '/account')).status).toBe(200);

    const after = (await (await ctx.request('GET', '/v1/me/passkeys', { key })).json()) as { data: { last_used_at: string }[] };
    expect(after.data[0]!.last_used_at).toBe(toIso(ctx.clock.now));
    const activity = (await (await ctx.request('GET', '/v1/me/activity', { key })).json()) as {
      data: { type: string; data: Record<string, string> }[];
    };
    expect(activity.data[0]).toMatchObject({ type: 'sign_in', data: { method: 'passkey' } });
    expect(activity.data.find((e) => e.type === 'passkey_added')).toMatchObject({ data: { name: 'My phone' } });
  });

  test('the sign-in page offers the passkey button only to scripts, and loads the library from this server', async () => {
    const ctx = testContext();
    const page = await (await new FormBrowser(ctx).send('GET', '/sign-in')).text();
    expect(page).toMatch(/<div data-passkeys hidden>[\s\S]*Sign in with a passkey/);
    const script = page.match(/src="(\/assets\/[^"]+\/webauthn\.js)"/);
    expect(script).not.toBeNull();
    const bundle = await ctx.app.handle(new Request(`http://catchd.test${script![1]}`));
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).toContain('SimpleWebAuthnBrowser');
  });

  test('a name must be 1 to 100 characters; renaming and removing work from the page', async () => {
    const ctx = testContext();
    const { key, browser } = await person(ctx);
    expect(await problemCode(await addPasskey(browser, new SoftAuthenticator(), '   '))).toBe('validation_failed');
    expect((await addPasskey(browser, new SoftAuthenticator(), 'Key')).status).toBe(200);
    const [passkey] = ((await (await ctx.request('GET', '/v1/me/passkeys', { key })).json()) as { data: { id: string }[] }).data;
    const csrf = await csrfOf(browser, '/account');
    const renamed = await browser.send('POST', `/account/passkeys/${passkey!.id}/rename`, { csrf_token: csrf, name: 'Laptop' });
    expect(renamed.headers.get('location')).toBe('/account?done=passkey-renamed');
    expect(await (await browser.send('GET', '/account')).text()).toContain('value="Laptop"');
    const removed = await browser.send('POST', `/account/passkeys/${passkey!.id}/remove`, { csrf_token: csrf });
    expect(removed.headers.get('location')).toBe('/account?done=passkey-removed');
    expect(((await (await ctx.request('GET', '/v1/me/passkeys', { key })).json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('ceremony answers that prove nothing are 400 passkey_refused', () => {
  const cases: { name: string; run: (ctx: TestContext, browser: FormBrowser, authenticator: SoftAuthenticator) => Promise<Response> }[] = [
    {
      name: 'a replayed sign-in answer (its challenge is spent)',
      run: async (_ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(_ctx);
        const { csrf, challenge } = await signInChallenge(visitor);
        // A counter of 0 (as synced passkeys report) passes the counter check: only the spent challenge refuses the replay.
        authenticator.counter = -1;
        const answer = authenticator.signIn(challenge, site);
        expect((await sendSignIn(visitor, csrf, answer)).status).toBe(200);
        const again = new FormBrowser(_ctx);
        return sendSignIn(again, await csrfOf(again, '/sign-in'), answer);
      },
    },
    {
      name: 'an expired challenge',
      run: async (ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(ctx);
        const { csrf, challenge } = await signInChallenge(visitor);
        ctx.clock.now += challengeLifetimeSeconds + 1;
        return sendSignIn(visitor, csrf, authenticator.signIn(challenge, site));
      },
    },
    {
      name: 'a challenge this server never issued',
      run: async (ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(ctx);
        return sendSignIn(visitor, await csrfOf(visitor, '/sign-in'), authenticator.signIn('bWFkZS11cC1jaGFsbGVuZ2U', site));
      },
    },
    {
      name: 'a registration challenge used to sign in',
      run: async (ctx, browser, authenticator) => {
        const { challenge } = await registrationChallenge(browser);
        const visitor = new FormBrowser(ctx);
        return sendSignIn(visitor, await csrfOf(visitor, '/sign-in'), authenticator.signIn(challenge, site));
      },
    },
    {
      name: 'an answer made for another site',
      run: async (ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(ctx);
        const { csrf, challenge } = await signInChallenge(visitor);
        return sendSignIn(visitor, csrf, authenticator.signIn(challenge, { origin: 'https://evil.test', rpId: 'catchd.test' }));
      },
    },
    {
      name: 'a signature counter that went back (a cloned authenticator)',
      run: async (ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(ctx);
        const first = await signInChallenge(visitor);
        authenticator.counter = 5;
        expect((await sendSignIn(visitor, first.csrf, authenticator.signIn(first.challenge, site))).status).toBe(200);
        const clone = new FormBrowser(ctx);
        const second = await signInChallenge(clone);
        authenticator.counter = 2;
        return sendSignIn(clone, second.csrf, authenticator.signIn(second.challenge, site));
      },
    },
    {
      name: 'a passkey nobody registered',
      run: async (ctx) => {
        const visitor = new FormBrowser(ctx);
        const { csrf, challenge } = await signInChallenge(visitor);
        return sendSignIn(visitor, csrf, new SoftAuthenticator().signIn(challenge, site));
      },
    },
    {
      name: 'an answer that is not JSON',
      run: async (ctx) => {
        const visitor = new FormBrowser(ctx);
        return visitor.send('POST', '/sign-in/passkey', { csrf_token: await csrfOf(visitor, '/sign-in'), response: '{nope' });
      },
    },
    {
      name: 'an answer that is not a credential',
      run: async (ctx) => {
        const visitor = new FormBrowser(ctx);
        return sendSignIn(visitor, await csrfOf(visitor, '/sign-in'), { id: 'x', response: { clientDataJSON: 1 } });
      },
    },
    {
      name: 'garbage in every field of a credential',
      run: async (ctx, _browser, authenticator) => {
        const visitor = new FormBrowser(ctx);
        const { csrf } = await signInChallenge(visitor);
        const id = Buffer.from(authenticator.credentialId).toString('base64url');
        return sendSignIn(visitor, csrf, {
          id,
          rawId: id,
          type: 'public-key',
          response: { clientDataJSON: '!!', authenticatorData: '', signature: 'zz' },
        });
      },
    },
    {
      name: 'a registration answer replayed (its challenge is spent)',
      run: async (_ctx, browser) => {
        const other = new SoftAuthenticator();
        const { csrf, challenge } = await registrationChallenge(browser);
        const answer = JSON.stringify(other.register(challenge, site));
        expect((await browser.send('POST', '/account/passkeys', { csrf_token: csrf, name: 'A', response: answer })).status).toBe(200);
        // Gone again, so that "already registered" cannot be what refuses the replay.
        await _ctx.db.run("DELETE FROM passkeys WHERE name = 'A'");
        return browser.send('POST', '/account/passkeys', { csrf_token: csrf, name: 'B', response: answer });
      },
    },
    {
      name: "another person's registration challenge",
      run: async (ctx, browser) => {
        const { challenge } = await registrationChallenge(browser);
        const { browser: theirs } = await person(ctx, 'other@reef.test');
        const csrf = await csrfOf(theirs, '/account');
        const answer = JSON.stringify(new SoftAuthenticator().register(challenge, site));
        return theirs.send('POST', '/account/passkeys', { csrf_token: csrf, name: 'Mine', response: answer });
      },
    },
    {
      name: 'an expired registration challenge',
      run: async (ctx, browser) => {
        const { csrf, challenge } = await registrationChallenge(browser);
        ctx.clock.now += challengeLifetimeSeconds + 1;
        const answer = JSON.stringify(new SoftAuthenticator().register(challenge, site));
        return browser.send('POST', '/account/passkeys', { csrf_token: csrf, name: 'Late', response: answer });
      },
    },
  ];

  for (const scenario of cases)
    test(scenario.name, async () => {
      const ctx = testContext();
      const { browser } = await person(ctx);
      const authenticator = new SoftAuthenticator();
      expect((await addPasskey(browser, authenticator)).status).toBe(200);
      const answer = await scenario.run(ctx, browser, authenticator);
      expect(answer.status).toBe(400);
      expect(await problemCode(answer)).toBe('passkey_refused');
    });

  test('a disabled person cannot sign in with their passkey', async () => {
    const ctx = testContext();
    const { id, browser } = await person(ctx);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(browser, authenticator)).status).toBe(200);
    await ctx.db.run('UPDATE users SET disabled_at = ? WHERE id = ?', ctx.clock.now, id);
    const visitor = new FormBrowser(ctx);
    const { csrf, challenge } = await signInChallenge(visitor);
    const answer = await sendSignIn(visitor, csrf, authenticator.signIn(challenge, site));
    expect(answer.status).toBe(400);
    expect(visitor.cookies.has('catchd_session')).toBe(false);
  });

  test('adding a passkey needs a signed-in person (401) and the form token (403)', async () => {
    const ctx = testContext();
    const visitor = new FormBrowser(ctx);
    const csrf = await csrfOf(visitor, '/sign-in');
    const anonymous = await visitor.send('POST', '/account/passkeys/options', { csrf_token: csrf });
    expect(anonymous.status).toBe(401);
    const { browser } = await person(ctx);
    expect((await browser.send('POST', '/account/passkeys/options', { csrf_token: 'forged' })).status).toBe(403);
  });
});

describe('a passkey is a second factor: it must verify the person, and a password sign-in must be finished by it', () => {
  /** The password step of someone with a passkey: the page and its half-done sign-in token. */
  async function passwordStep(
    browser: FormBrowser,
    email: string,
  ): Promise<{ status: number; page: string; fields: Record<string, string> }> {
    const answer = await browser.signIn(email);
    const page = await answer.text();
    return { status: answer.status, page, fields: formFields(page) };
  }

  async function secondStep(browser: FormBrowser, fields: Record<string, string>, authenticator: SoftAuthenticator): Promise<Response> {
    const form = { csrf_token: fields.csrf_token!, token: fields.token! };
    const options = await browser.send('POST', '/sign-in/second-factor/passkey/options', form);
    expect(options.status).toBe(200);
    const body = (await options.json()) as { challenge: string; userVerification: string; allowCredentials: { id: string }[] };
    expect(body.userVerification).toBe('required');
    // The person is known after the password: only their passkeys are asked for.
    expect(body.allowCredentials.map((c) => c.id)).toEqual([Buffer.from(authenticator.credentialId).toString('base64url')]);
    const answer = JSON.stringify(authenticator.signIn(body.challenge, site));
    return browser.send('POST', '/sign-in/second-factor/passkey', { ...form, response: answer });
  }

  test('CATCHD_REQUIRE_SECOND_FACTOR=admins: an admin whose only factor is a passkey does not get in with the password alone', async () => {
    const ctx = testContext({ requireSecondFactor: 'admins' });
    const { id, browser } = await person(ctx, 'admin@reef.test');
    await ctx.db.run("UPDATE users SET role = 'admin' WHERE id = ?", id);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(browser, authenticator)).status).toBe(200);

    const intruder = new FormBrowser(ctx);
    const step = await passwordStep(intruder, 'admin@reef.test');
    expect(step.status).toBe(200);
    expect(step.page).toContain('Use your passkey');
    expect(step.fields.token).toMatch(/^sfp_/);
    expect(intruder.cookies.has('catchd_session')).toBe(false);
    expect((await intruder.send('GET', '/admin/people')).status).toBe(302);
    // A code cannot finish it: there is no authenticator app.
    const code = await intruder.send('POST', '/sign-in/code', { ...step.fields, code: '123456' });
    expect(code.status).toBe(401);
    expect(intruder.cookies.has('catchd_session')).toBe(false);
    // Another person's passkey cannot finish it either.
    const { browser: theirs } = await person(ctx, 'other@reef.test');
    const stranger = new SoftAuthenticator();
    expect((await addPasskey(theirs, stranger)).status).toBe(200);
    const form = { csrf_token: step.fields.csrf_token!, token: step.fields.token! };
    const options = (await (await intruder.send('POST', '/sign-in/second-factor/passkey/options', form)).json()) as { challenge: string };
    const refused = await intruder.send('POST', '/sign-in/second-factor/passkey', {
      ...form,
      response: JSON.stringify(stranger.signIn(options.challenge, site)),
    });
    expect(refused.status).toBe(400);
    expect(intruder.cookies.has('catchd_session')).toBe(false);

    const owner = new FormBrowser(ctx);
    const ownStep = await passwordStep(owner, 'admin@reef.test');
    const finished = await secondStep(owner, ownStep.fields, authenticator);
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ redirect: '/account' });
    expect((await owner.send('GET', '/admin/people')).status).toBe(200);
    // The half-done sign-in is spent.
    const spent = { csrf_token: await csrfOf(owner, '/account'), token: ownStep.fields.token! };
    expect((await owner.send('POST', '/sign-in/second-factor/passkey/options', spent)).status).toBe(400);
  });

  test('a passkey that does not verify the person (no UV flag) is neither added nor accepted for signing in', async () => {
    const ctx = testContext();
    const { browser } = await person(ctx);
    const options = (await (
      await browser.send('POST', '/account/passkeys/options', { csrf_token: await csrfOf(browser, '/account') })
    ).json()) as {
      authenticatorSelection: { userVerification: string };
    };
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const presenceOnly = new SoftAuthenticator();
    presenceOnly.verifiesUser = false;
    const added = await addPasskey(browser, presenceOnly);
    expect(added.status).toBe(400);
    expect(await problemCode(added)).toBe('passkey_refused');

    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(browser, authenticator)).status).toBe(200);
    authenticator.verifiesUser = false;
    const visitor = new FormBrowser(ctx);
    const { csrf, challenge } = await signInChallenge(visitor);
    const refused = await sendSignIn(visitor, csrf, authenticator.signIn(challenge, site));
    expect(refused.status).toBe(400);
    expect(visitor.cookies.has('catchd_session')).toBe(false);
  });
});

describe('GET /v1/me/passkeys and DELETE /v1/me/passkeys/{id}', () => {
  test("each person sees only their own; another's is 404, a made-up id 404 or 422; removing one ends its sign-ins", async () => {
    const ctx = testContext();
    const me = await person(ctx);
    const other = await person(ctx, 'other@reef.test');
    const mine = new SoftAuthenticator();
    expect((await addPasskey(me.browser, mine, 'Mine')).status).toBe(200);
    expect((await addPasskey(other.browser, new SoftAuthenticator(), 'Theirs')).status).toBe(200);
    const list = async (key: string) =>
      ((await (await ctx.request('GET', '/v1/me/passkeys', { key })).json()) as { data: { id: string; name: string }[] }).data;
    const [myPasskey] = await list(me.key);
    const [theirPasskey] = await list(other.key);
    expect(myPasskey!.name).toBe('Mine');
    expect(theirPasskey!.name).toBe('Theirs');

    expect((await ctx.request('DELETE', `/v1/me/passkeys/${theirPasskey!.id}`, { key: me.key })).status).toBe(404);
    expect((await ctx.request('DELETE', '/v1/me/passkeys/pkey_nothing', { key: me.key })).status).toBe(404);
    for (const bad of ['x'.repeat(65), '%00', 'pkey_nothing%27%20OR%201=1'])
      expect([404, 422]).toContain((await ctx.request('DELETE', `/v1/me/passkeys/${bad}`, { key: me.key })).status);
    expect((await ctx.request('GET', '/v1/me/passkeys')).status).toBe(401);
    const reader = await ctx.user('reader@reef.test', 'diver', ['account:read']);
    expect((await ctx.request('DELETE', `/v1/me/passkeys/${myPasskey!.id}`, { key: reader.key })).status).toBe(403);
    expect(await list(other.key)).toHaveLength(1);

    expect((await ctx.request('DELETE', `/v1/me/passkeys/${myPasskey!.id}`, { key: me.key })).status).toBe(204);
    expect(await list(me.key)).toEqual([]);
    expect((await ctx.request('DELETE', `/v1/me/passkeys/${myPasskey!.id}`, { key: me.key })).status).toBe(404);
    const visitor = new FormBrowser(ctx);
    const { csrf, challenge } = await signInChallenge(visitor);
    expect((await sendSignIn(visitor, csrf, mine.signIn(challenge, site))).status).toBe(400);
    const activity = (await (await ctx.request('GET', '/v1/me/activity', { key: me.key })).json()) as { data: { type: string }[] };
    expect(activity.data[0]!.type).toBe('passkey_removed');
  });

  test("deleting the account deletes the person's passkeys", async () => {
    const ctx = testContext();
    const { id, browser } = await person(ctx);
    expect((await addPasskey(browser, new SoftAuthenticator())).status).toBe(200);
    await registrationChallenge(browser);
    await deleteAccount(ctx.db, (await findUserById(ctx.db, id))!, 'keep', ctx.clock.now);
    expect(await ctx.db.get('SELECT id FROM passkeys WHERE user_id = ?', id)).toBeUndefined();
    expect(await ctx.db.get('SELECT challenge FROM passkey_challenges WHERE user_id = ?', id)).toBeUndefined();
  });
});
