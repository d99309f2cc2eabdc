// The web app without JavaScript (forms posted as a browser would, cookies kept): every core
// flow works with plain HTML forms, CSRF is enforced, and errors are pages, not JSON.
import { describe, expect, test } from 'bun:test';
import { findCatch } from '../../src/modules/catches/read';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { png } from '../catches/species/images';
import { testContext } from '../support';

async function signedIn(email: string, role: 'diver' | 'verifier' | 'admin' = 'diver') {
  const ctx = testContext();
  await userWithPassword(ctx, email, role);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return { ctx, browser };
}

describe('log a catch without JavaScript', () => {
  test('the form creates one catch, even when sent twice with the same idempotency key', async () => {
    const { ctx, browser } = await signedIn('diver@reef.test');
    const page = await browser.send('GET', '/catches/new');
    expect(page.status).toBe(200);
    const fields = formFields(await page.text());
    expect(fields.idempotency_key).toBeTruthy();
    const form = {
      ...fields,
      species: 'Grey triggerfish',
      weight: '2.5',
      weight_unit: 'kg',
      depth: '12',
      depth_unit: 'm',
      dive_type: 'freedive',
      gear: 'speargun',
      caught_at: '',
      lat: '25.1234',
      lon: '-80.4321',
      location_name: 'Ledge',
      notes: 'first of the day',
    };
    const first = await browser.send('POST', '/catches', form);
    expect(first.status).toBe(303);
    const second = await browser.send('POST', '/catches', form);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    const id = first.headers.get('location')!.split('?')[0].split('/').pop()!;
    const record = (await findCatch(ctx.db, id))!;
    expect(record.weight_lbs).toBeCloseTo(2.5 / 0.45359237, 3);
    expect(record.depth_ft).toBeCloseTo(12 / 0.3048, 3);
    expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 1 });
    const list = await (await browser.send('GET', '/catches')).text();
    expect(list).toContain(`/catches/${id}`);
    const detail = await (await browser.send('GET', `/catches/${id}`)).text();
    expect(detail).toContain('Grey triggerfish');
    expect(detail).toContain('25.1234');
  });

  test('an unknown species comes back as the form with the problem and the typed values', async () => {
    const { browser } = await signedIn('diver@reef.test');
    const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
    const answer = await browser.send('POST', '/catches', {
      ...fields,
      species: 'Blue unicornfish of Mars',
      weight: '3',
      weight_unit: 'lb',
      depth: '10',
      depth_unit: 'ft',
      dive_type: 'freedive',
    });
    expect(answer.status).toBe(422);
    const page = await answer.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('value="Blue unicornfish of Mars"');
  });

  // The form is checked with the API's model: what the API refuses, the page refuses beside the
  // field it names (the field marked invalid and described by it), and nothing is stored.
  const refusedForms: [string, Record<string, string>, string, string][] = [
    [
      'a weight past the limit (1e308 kg would be stored as Infinity)',
      { weight: '1e308', weight_unit: 'kg' },
      'weight',
      'This must be at most 2,268 kg.',
    ],
    ['a negative depth', { depth: '-5' }, 'depth', 'This must be at least 0 ft.'],
    ['a dive type that is not offered', { dive_type: 'zzz' }, 'dive_type', 'This must be one of &quot;freedive&quot;, &quot;scuba&quot;'],
    ['a gear that is not offered', { gear: 'trident' }, 'gear', 'This must be one of'],
    ['a latitude past the pole', { lat: '91', lon: '0' }, 'lat', 'This must be at most 90.'],
    ['notes past 5,000 characters', { notes: 'x'.repeat(5001) }, 'notes', 'This must be at most 5000 characters long'],
  ];
  for (const [what, change, field, message] of refusedForms)
    test(`${what} is refused as the API refuses it, beside its field`, async () => {
      const { ctx, browser } = await signedIn('diver@reef.test');
      const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
      const good = { species: 'Grey triggerfish', weight: '3', weight_unit: 'lb', depth: '10', depth_unit: 'ft', dive_type: 'freedive' };
      const answer = await browser.send('POST', '/catches', { ...fields, ...good, ...change });
      expect(answer.status).toBe(422);
      const page = await answer.text();
      expect(page).toMatch(new RegExp(`id="${field}"[^>]*aria-(invalid="true"|describedby="${field}-problem)`));
      const beside = new RegExp(`<p class="error field-problem" id="${field}-problem">([^<]*)</p>`).exec(page)?.[1];
      expect(beside).toContain(message);
      expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 0 });
    });

  test('evidence the API would refuse is refused on the page, with the typed form kept', async () => {
    const { ctx, browser } = await signedIn('diver@reef.test');
    const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
    const created = await browser.send('POST', '/catches', {
      ...fields,
      species: 'Grey triggerfish',
      weight: '3',
      weight_unit: 'lb',
      depth: '10',
      depth_unit: 'ft',
      dive_type: 'freedive',
    });
    const id = created.headers.get('location')!.split('/')[2].split('?')[0];
    const form = formFields(await (await browser.send('GET', `/catches/${id}/verification`)).text());
    const cases: [Record<string, string>, string][] = [
      [{ measured_weight: '6000' }, 'Measured weight must be at most 2,267.96 kg'],
      [{ measured_length: 'long' }, 'Measured length must be a number'],
      [{ scale_certified_on: '15/01/2026' }, 'Scale certified on is not in the expected form'],
      [{ witness_name: 'W'.repeat(201) }, 'Witness name must be at most 200 characters long'],
    ];
    for (const [change, message] of cases) {
      const answer = await browser.send('POST', `/catches/${id}/verification`, { ...form, ...change });
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain(message);
    }
    expect(await ctx.db.get('SELECT count(*) AS n FROM verification_requests')).toEqual({ n: 0 });
  });

  test('a form without the CSRF token is refused and stores nothing', async () => {
    const { ctx, browser } = await signedIn('diver@reef.test');
    const answer = await browser.send('POST', '/catches', { species: 'Grey triggerfish', weight: '3', depth: '10', dive_type: 'freedive' });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('This form expired');
    expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 0 });
  });

  test('edit, then delete only after the confirmation page', async () => {
    const { ctx, browser } = await signedIn('diver@reef.test');
    const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
    const created = await browser.send('POST', '/catches', {
      ...fields,
      species: 'Grey triggerfish',
      weight: '3',
      weight_unit: 'lb',
      depth: '10',
      depth_unit: 'ft',
      dive_type: 'freedive',
    });
    const id = created.headers.get('location')!.split('?')[0].split('/').pop()!;
    const editFields = formFields(await (await browser.send('GET', `/catches/${id}/edit`)).text());
    const edit = await (await browser.send('GET', `/catches/${id}/edit`)).text();
    // In the diver's units (the club's metric): 3 lb is 1.3608 kg.
    expect(edit).toContain('value="1.3608"');
    const saved = await browser.send('POST', `/catches/${id}/edit`, {
      ...editFields,
      species: 'Grey triggerfish',
      weight: '4',
      weight_unit: 'lb',
      depth: '10',
      depth_unit: 'ft',
      dive_type: 'scuba',
      caught_at: '2026-05-01T10:00',
      tz_offset: '0',
      notes: 'edited',
    });
    expect(saved.status).toBe(303);
    expect((await findCatch(ctx.db, id))!.weight_lbs).toBe(4);
    expect((await findCatch(ctx.db, id))!.dive_type).toBe('scuba');
    const confirm = await browser.send('GET', `/catches/${id}/delete`);
    expect(await confirm.text()).toContain('Delete this catch?');
    expect(await findCatch(ctx.db, id)).not.toBeNull();
    const deleted = await browser.send(
      'POST',
      `/catches/${id}/delete`,
      formFields(await (await browser.send('GET', `/catches/${id}/delete`)).text()),
    );
    expect(deleted.status).toBe(303);
    expect(await findCatch(ctx.db, id)).toBeNull();
  });

  test('visitors are sent to sign in; unknown pages are HTML 404 pages', async () => {
    const ctx = testContext();
    const visitor = new FormBrowser(ctx);
    const answer = await visitor.send('GET', '/catches/new');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/sign-in?return_to=%2Fcatches%2Fnew');
    const missing = await visitor.send('GET', '/catches/catch_nope/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
  });
});

describe('disabling a person (users service, used by the admin page and honoured by the API)', () => {
  test('a disabled diver loses their session and API key; the last admin cannot be disabled', async () => {
    const { ctx, browser } = await signedIn('diver@reef.test');
    const diver = await ctx.user('keyed@reef.test');
    const admin = await ctx.user('boss@reef.test', 'admin');
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(200);
    const { setUserDisabled } = await import('../../src/identity/people');
    await setUserDisabled(ctx.db, diver.id, true, ctx.clock.now);
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(401);
    const sessionUser = (await ctx.db.get<{ id: string }>('SELECT id FROM users WHERE email = ?', 'diver@reef.test'))!;
    await setUserDisabled(ctx.db, sessionUser.id, true, ctx.clock.now);
    expect((await browser.send('GET', '/catches')).status).toBe(302);
    expect((await browser.signIn('diver@reef.test')).status).toBe(401);
    await expect(setUserDisabled(ctx.db, admin.id, true, ctx.clock.now)).rejects.toThrow('last active admin');
    await setUserDisabled(ctx.db, diver.id, false, ctx.clock.now);
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(200);
  });
});

describe('adding a person on the admin page', () => {
  test('the password rule is the one the CLI applies: too short comes back as the form, nobody is added', async () => {
    const { ctx, browser } = await signedIn('boss@reef.test', 'admin');
    const fields = formFields(await (await browser.send('GET', '/admin/people')).text());
    const person = { email: 'new@reef.test', display_name: 'New', role: 'diver' };
    const short = await browser.send('POST', '/admin/people', { ...fields, ...person, password: 'eleven char' });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('must be at least 12 characters');
    expect(await ctx.db.get('SELECT id FROM users WHERE email = ?', 'new@reef.test')).toBeUndefined();
    const added = await browser.send('POST', '/admin/people', { ...fields, ...person, password: 'twelve chars' });
    expect(added.status).toBe(303);
    expect(await ctx.db.get('SELECT role FROM users WHERE email = ?', 'new@reef.test')).toEqual({ role: 'diver' });
  });
});

describe('the admin species catalogue', () => {
  /** A multipart form post with the browser's cookies (FormBrowser posts urlencoded forms only). */
  async function postMultipart(
    ctx: Awaited<ReturnType<typeof signedIn>>['ctx'],
    browser: FormBrowser,
    path: string,
    form: FormData,
  ): Promise<Response> {
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return ctx.app.handle(new Request(`${ctx.deps.config.baseUrl}${path}`, { method: 'POST', headers: { cookie }, body: form }));
  }

  test('edited names are found by the species search; a CSV import is previewed before anything is written', async () => {
    const { ctx, browser } = await signedIn('admin@reef.test', 'admin');
    const species = (await ctx.db.get<{ id: string }>("SELECT id FROM species WHERE scientific_name = 'Balistes capriscus'"))!;
    const editPage = await (await browser.send('GET', `/admin/species/${species.id}`)).text();
    const saved = await browser.send('POST', `/admin/species/${species.id}`, {
      ...formFields(editPage),
      common_name: 'Grey triggerfish',
      other_names: 'es: Pez ballesta gris\nfr: Baliste cabri',
    });
    expect(saved.status).toBe(303);
    const suggest = (await (await browser.send('GET', '/species/suggest?q=ballesta%20gr')).json()) as { data: { id: string }[] };
    expect(suggest.data.map((s) => s.id)).toContain(species.id);
    const refused = await browser.send('POST', `/admin/species/${species.id}`, {
      ...formFields(editPage),
      common_name: 'Grey triggerfish',
      other_names: 'no language here',
    });
    expect(refused.status).toBe(422);

    const seed = (await Bun.file('db/seed/species.csv').text()).split('\n');
    const changed = seed[1].replace('Barber surgeonfish', 'Brown barber surgeonfish');
    const added = seed[1].replace('Acanthurus bahianus', 'Testus inventus').replace('Barber surgeonfish', 'Invented fish');
    const csv = [seed[0], changed, added].join('\n');
    const fields = formFields(await (await browser.send('GET', '/admin/species/import')).text());
    const upload = new FormData();
    upload.set('csrf_token', fields.csrf_token);
    upload.set('csv', new File([csv], 'species.csv', { type: 'text/csv' }));
    const preview = await postMultipart(ctx, browser, '/admin/species/import', upload);
    expect(preview.status).toBe(200);
    const previewPage = await preview.text();
    expect(previewPage).toContain('1 to add, 1 to update');
    expect(previewPage).toContain('Invented fish');
    expect(await ctx.db.get("SELECT id FROM species WHERE scientific_name = 'Testus inventus'")).toBeUndefined();
    const apply = new FormData();
    apply.set('csrf_token', fields.csrf_token);
    apply.set('upload', formFields(previewPage).upload);
    const applied = await postMultipart(ctx, browser, '/admin/species/import/apply', apply);
    expect(await applied.text()).toContain('1 added, 1 updated');
    expect(await ctx.db.get("SELECT common_name FROM species WHERE scientific_name = 'Acanthurus bahianus'")).toEqual({
      common_name: 'Brown barber surgeonfish',
    });
  });

  test('names and photo credits the API would refuse are refused on the page, nothing changed', async () => {
    const { ctx, browser } = await signedIn('admin@reef.test', 'admin');
    const species = (await ctx.db.get<{ id: string; common_name: string }>(
      "SELECT id, common_name FROM species WHERE scientific_name = 'Balistes capriscus'",
    ))!;
    const fields = formFields(await (await browser.send('GET', `/admin/species/${species.id}`)).text());
    const cases: [Record<string, string>, string][] = [
      [{ common_name: 'G'.repeat(121), other_names: '' }, 'Common name must be at most 120 characters long'],
      [
        { common_name: 'Grey triggerfish', other_names: 'es: Pez ballesta\n\nes-MX: Cochino' },
        'Other names line 3: Lang is not in the expected form',
      ],
      [
        { common_name: 'Grey triggerfish', other_names: `fr: ${'B'.repeat(121)}` },
        'Other names line 1: Name must be at most 120 characters long',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await browser.send('POST', `/admin/species/${species.id}`, { ...fields, ...change });
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain(message);
    }
    const photo = new FormData();
    photo.set('csrf_token', fields.csrf_token);
    photo.set('file', new File([png(64, 48)], 'fish.png', { type: 'image/png' }));
    photo.set('license', 'L'.repeat(201));
    photo.set('author', 'Ana');
    const refusedPhoto = await postMultipart(ctx, browser, `/admin/species/${species.id}/photos`, photo);
    expect(refusedPhoto.status).toBe(422);
    expect(await ctx.db.get('SELECT count(*) AS n FROM photos WHERE species_pk IS NOT NULL')).toEqual({ n: 0 });
    expect(await ctx.db.get('SELECT common_name FROM species WHERE id = ?', species.id)).toEqual({ common_name: species.common_name });
  });

  test('a diver cannot open the catalogue', async () => {
    const { browser } = await signedIn('diver@reef.test');
    expect((await browser.send('GET', '/admin/species')).status).toBe(403);
  });
});

describe("a diver's page", () => {
  test('best catch of each species, heaviest first, fifty species a page', async () => {
    const { ctx, browser } = await signedIn('busy@reef.test');
    const diver = await ctx.user('many@reef.test');
    const species = await ctx.db.all<{ id: string; name: string }>('SELECT id, scientific_name AS name FROM species ORDER BY pk LIMIT 52');
    // Two catches of the first species: only the heavier one is listed.
    const log = async (speciesName: string, weight: number): Promise<string> => {
      const answer = await ctx.request('POST', '/v1/catches', {
        key: diver.key,
        body: { species: speciesName, weight_lbs: weight, depth_ft: 20, dive_type: 'freedive' },
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const best: string[] = [];
    for (const [i, s] of species.entries()) best.push(await log(s.name, 3 - i / 100));
    const lighter = await log(species[0].name, 1);
    const entries = (html: string): number => (html.match(/<li>/g) ?? []).length;
    const first = await (await browser.send('GET', `/divers/${diver.id}`)).text();
    expect(first).toContain('52 species');
    expect(first).toContain('Page 1 of 2');
    // Heaviest first; a species' lighter catch is not shown.
    expect(first.indexOf(`/catches/${best[0]}`)).toBeGreaterThan(0);
    expect(first.indexOf(`/catches/${best[0]}`)).toBeLessThan(first.indexOf(`/catches/${best[1]}`));
    expect(first).not.toContain(`/catches/${lighter}`);
    const second = await (await browser.send('GET', `/divers/${diver.id}?page=2`)).text();
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain(`/catches/${best[51]}`);
    expect(entries(first) - entries(second)).toBe(48);
    // Nonsense and out-of-range pages show the nearest page, never an error.
    for (const page of ['abc', '-3', '1e99', '999'])
      expect((await browser.send('GET', `/divers/${diver.id}?page=${page}`)).status).toBe(200);
    expect(await (await browser.send('GET', `/divers/${diver.id}?page=999`)).text()).toContain('Page 2 of 2');
  });
});
