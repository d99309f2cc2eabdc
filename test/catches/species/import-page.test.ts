// The admin's species CSV import keeps the uploaded file on the server between preview and
// apply: the apply form carries only an id, so the file applied is the file uploaded (entities,
// markup, quotes, any script), on any instance; someone else's, an unknown or an expired id
// is a readable 404 page and changes nothing.
import { describe, expect, test } from 'bun:test';
import { FormBrowser, formFields, userWithPassword } from '../../developers/oauth/helpers';
import { otherStore, testContext, type TestContext } from '../../support';

async function admin(ctx: TestContext, email: string): Promise<FormBrowser> {
  await userWithPassword(ctx, email, 'admin');
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

function postMultipart(ctx: TestContext, browser: FormBrowser, path: string, form: FormData): Promise<Response> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return ctx.app.handle(new Request(`${ctx.deps.config.baseUrl}${path}`, { method: 'POST', headers: { cookie }, body: form }));
}

const changedName = 'Barber &amp; "surgeon" <b>fish</b>';
const addedName = "Ünïcode fish 魚 'quoted' &lt;";
const otherNames = 'fr:Chirurgien & marron;es:Cirujano ñandú';

/** The seed's first species renamed, and a new one: the names as a CSV writes them (quotes doubled). */
async function trickyCsv(): Promise<string> {
  const [header, first] = (await Bun.file('db/seed/species.csv').text()).split('\n');
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const changed = first.replace('Barber surgeonfish', quoted(changedName)).replace('fr:Chirurgien marron', otherNames);
  const added = first.replace('Acanthurus bahianus', 'Testus inventus').replace('Barber surgeonfish', quoted(addedName));
  return [header, changed, added].join('\r\n');
}

/** Uploads the CSV for a preview; returns the preview page. */
async function preview(ctx: TestContext, browser: FormBrowser, csv: string): Promise<string> {
  const fields = formFields(await (await browser.send('GET', '/admin/species/import')).text());
  const upload = new FormData();
  upload.set('csrf_token', fields.csrf_token);
  upload.set('csv', new File([csv], 'species.csv', { type: 'text/csv' }));
  const answer = await postMultipart(ctx, browser, '/admin/species/import', upload);
  expect(answer.status).toBe(200);
  return answer.text();
}

const names = (ctx: TestContext) =>
  ctx.db.all<{ common_name: string }>(
    "SELECT common_name FROM species WHERE scientific_name IN ('Acanthurus bahianus', 'Testus inventus') ORDER BY scientific_name",
  );

describe('species CSV import', () => {
  test('the file is applied exactly as uploaded, once', async () => {
    const ctx = testContext();
    const browser = await admin(ctx, 'admin@reef.test');
    const page = await preview(ctx, browser, await trickyCsv());
    expect(page).toContain('1 to add, 1 to update');
    const applied = await browser.send('POST', '/admin/species/import/apply', formFields(page));
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain('1 added, 1 updated');
    expect(await names(ctx)).toEqual([{ common_name: changedName }, { common_name: addedName }]);
    const french = await ctx.db.get<{ name: string }>(
      "SELECT n.name FROM species_names n JOIN species s ON s.pk = n.species_pk WHERE s.scientific_name = 'Acanthurus bahianus' AND n.lang = 'fr'",
    );
    expect(french?.name).toBe('Chirurgien & marron');
    // The file itself never went to the browser.
    expect(page).not.toContain('name="csv"');
    // Applied once: the id is spent.
    const again = await browser.send('POST', '/admin/species/import/apply', formFields(page));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('applied already: upload the file again');
  });

  test('another instance applies it (the file is in the database)', async () => {
    const ctx = testContext();
    const other = testContext({}, { db: otherStore(ctx.db) });
    const browser = await admin(ctx, 'admin@reef.test');
    const page = await preview(ctx, browser, await trickyCsv());
    const elsewhere = new FormBrowser(other);
    for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
    const applied = await elsewhere.send('POST', '/admin/species/import/apply', formFields(page));
    expect(await applied.text()).toContain('1 added, 1 updated');
    expect(await names(ctx)).toEqual([{ common_name: changedName }, { common_name: addedName }]);
    await other.db.close();
  });

  const refused: [
    string,
    (ctx: TestContext, own: FormBrowser, fields: Record<string, string>) => Promise<[FormBrowser, Record<string, string>]>,
  ][] = [
    [
      'another admin’s upload',
      async (ctx, _own, fields) => {
        const other = await admin(ctx, 'other@reef.test');
        const own = formFields(await (await other.send('GET', '/admin/species/import')).text());
        return [other, { csrf_token: own.csrf_token, upload: fields.upload }];
      },
    ],
    ['an unknown id', async (_ctx, own, fields) => [own, { ...fields, upload: 'spu_nothing-here' }]],
    [
      'an upload older than an hour',
      async (ctx, own, fields) => {
        ctx.clock.now += 3601;
        return [own, fields];
      },
    ],
  ];
  for (const [what, setUp] of refused)
    test(`${what} is a readable 404 page and changes nothing`, async () => {
      const ctx = testContext();
      const own = await admin(ctx, 'admin@reef.test');
      const page = await preview(ctx, own, await trickyCsv());
      const before = await names(ctx);
      const [browser, fields] = await setUp(ctx, own, formFields(page));
      const answer = await browser.send('POST', '/admin/species/import/apply', fields);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(await answer.text()).toContain('This preview is unknown, older than an hour, or applied already');
      expect(await names(ctx)).toEqual(before);
    });
});
