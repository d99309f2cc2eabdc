// One species: attribution of every value, live records from catches (with privacy), and
// admin edits. Through real HTTP on a fresh seeded database.
import { describe, expect, test } from 'bun:test';
import { testContext } from '../../support';

const ctx = testContext();
const owner = await ctx.user('owner@example.com', 'diver');
const other = await ctx.user('other@example.com', 'diver');
const verifier = await ctx.user('verifier@example.com', 'verifier');
const admin = await ctx.user('admin@example.com', 'admin');

const speciesIdOf = async (scientificName: string): Promise<string> =>
  (await ctx.db.get<{ id: string }>('SELECT id FROM species WHERE scientific_name = ?', scientificName))!.id;

async function json(method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await ctx.request(method, path, { key, body });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe('attribution', () => {
  test('every name of every shipped species says its source and licence', async () => {
    let seen = 0;
    for (let page = 1; ; page++) {
      const { body } = await json('GET', `/v1/species?per_page=100&page=${page}`, owner.key);
      for (const species of body.data) {
        expect(species.common_names.length).toBeGreaterThan(0);
        expect(species.common_names.filter((n: any) => n.primary).map((n: any) => n.name)).toEqual([species.common_name]);
        for (const name of species.common_names) {
          expect(name.source).toMatch(/^(fao_asfis_2025|wikipedia_en|iusa_records)$/);
          expect(name.licence).toBeTruthy();
        }
        expect(species.attribution.common_name.length).toBe(1);
        expect(species.attribution.taxonomy).toEqual([{ source: 'fao_asfis_2025', licence: 'CC BY-NC-SA 3.0 IGO', url: null }]);
        if (species.region_tags.length > 0) expect(species.attribution.region_tags.length).toBeGreaterThan(0);
        if (species.max_length_cm !== null) expect(species.attribution.max_length_cm.length).toBeGreaterThan(0);
        seen++;
      }
      if (!body.has_more) break;
    }
    expect(seen).toBeGreaterThanOrEqual(400);
  });

  test('curated names carry their page; FAO names stay FAO', async () => {
    const { body } = await json('GET', `/v1/species/${await speciesIdOf('Seriola rivoliana')}`, owner.key);
    const byName = Object.fromEntries(body.common_names.map((n: any) => [n.name, n]));
    expect(byName['almaco jack']).toMatchObject({ source: 'iusa_records', url: 'http://iusarecords.com/ViewRecord.aspx?id=647' });
    for (const n of body.common_names.filter((n: any) => n.name !== 'almaco jack')) expect(n.source).toBe('fao_asfis_2025');
  });

  test('reference records have weight in both units, holder, date, place, category, source and licence', async () => {
    const { body } = await json('GET', `/v1/species/${await speciesIdOf('Acanthocybium solandri')}`, owner.key);
    expect(body.records.reference.length).toBeGreaterThan(0);
    for (const record of body.records.reference) {
      expect(record.weight_lbs).toBeCloseTo(record.weight_kg / 0.45359237, 1);
      expect(record.source).toStartWith('http');
      expect(record.licence).toBeTruthy();
      expect(Object.keys(record)).toEqual(expect.arrayContaining(['holder', 'date', 'place', 'category']));
    }
    expect(body.attribution.records.map((a: any) => a.source)).toContain('iusa_records');
  });
});

const marginatusId = await speciesIdOf('Epinephelus marginatus');
describe('live records', () => {
  const speciesId = marginatusId;
  const logCatch = async (weight_lbs: number, depth_ft: number, tier: number, key = owner.key): Promise<string> => {
    const { status, body } = await json('POST', '/v1/catches', key, {
      species: 'mérou noir',
      weight_lbs,
      depth_ft,
      location: { lat: 43.123456, lon: 5.987654, name: 'secret reef' },
    });
    expect(status).toBe(201);
    await ctx.db.run('UPDATE catches SET tier = ? WHERE id = ?', tier, body.id);
    return body.id;
  };
  const records = async (key = owner.key) => (await json('GET', `/v1/species/${speciesId}`, key)).body.records;

  test('heaviest per tier-or-higher, deepest of bronze or higher, every catch counted; next read sees a heavier catch', async () => {
    expect(await records()).toMatchObject({ heaviest: { bronze: null, silver: null, gold: null }, deepest: null, catch_count: 0 });
    await logCatch(40, 120, 0); // unverified: counted, never a record
    const bronze = await logCatch(20, 30, 1);
    const silver = await logCatch(15, 50, 2);
    const gold = await logCatch(12, 20, 3);
    let now = await records();
    expect(now.heaviest.bronze.id).toBe(bronze);
    expect(now.heaviest.silver.id).toBe(silver);
    expect(now.heaviest.gold.id).toBe(gold);
    expect(now.deepest.id).toBe(silver);
    expect(now.catch_count).toBe(4);

    const heavier = await logCatch(25, 10, 3, other.key);
    now = await records();
    expect([now.heaviest.bronze.id, now.heaviest.silver.id, now.heaviest.gold.id]).toEqual([heavier, heavier, heavier]);
    expect(now.catch_count).toBe(5);
    const list = (await json('GET', '/v1/species?q=dusky%20grouper', owner.key)).body;
    expect(list.data[0].catch_count).toBe(5);

    expect((await json('DELETE', `/v1/catches/${heavier}`, other.key)).status).toBe(204);
    now = await records();
    expect(now.heaviest.gold.id).toBe(gold);
    expect(now.catch_count).toBe(4);
  });

  test('records show locations with the viewer\u2019s privacy', async () => {
    const top = (await records(owner.key)).heaviest.bronze;
    expect(top.diver.id).toBe(owner.id);
    expect(top.location).toEqual({ lat: 43.123456, lon: 5.987654, name: 'secret reef', precise: true });
    expect((await records(verifier.key)).heaviest.bronze.location.precise).toBe(true);
    expect((await records(other.key)).heaviest.bronze.location).toEqual({ lat: 43.1, lon: 6, precise: false });
  });

  test('unknown species is 404', async () => {
    for (const id of ['sp_01m83vdxevfzxb3tne96e7pb0p', 'nope', 'catch_01m83vdxevfzxb3tne96e7pb0p'])
      expect((await json('GET', `/v1/species/${id}`, owner.key)).status).toBe(404);
  });
});

describe('admin edits', () => {
  const newSpecies = {
    scientific_name: 'Testus fishus',
    common_name: 'Test fish',
    common_names: [
      {
        name: 'Poisson d\u2019essai',
        lang: 'fr',
        source: 'wikipedia_fr',
        licence: 'CC BY-SA 4.0',
        url: 'https://fr.wikipedia.org/wiki/Test',
      },
    ],
    family: 'Testidae',
    region_tags: ['mediterranean'],
    max_length_cm: 80,
    reference_records: [{ weight_kg: 9.5, holder: 'A. Diver', organisation: 'IUSA', source: 'https://example.org/r/1' }],
  };

  test('an admin adds a species; values are attributed; search and catches find it', async () => {
    const created = await json('POST', '/v1/species', admin.key, newSpecies);
    expect(created.status).toBe(201);
    expect(created.body.common_names).toEqual([
      { name: 'Test fish', lang: 'en', primary: true, source: 'local', licence: 'entered on this server by its administrators', url: null },
      {
        name: 'Poisson d\u2019essai',
        lang: 'fr',
        primary: false,
        source: 'wikipedia_fr',
        licence: 'CC BY-SA 4.0',
        url: 'https://fr.wikipedia.org/wiki/Test',
      },
    ]);
    expect(created.body.attribution.taxonomy.map((a: any) => a.source)).toEqual(['local']);
    expect(created.body.attribution.max_length_cm.map((a: any) => a.source)).toEqual(['local']);
    expect(created.body.records.reference[0]).toMatchObject({ weight_kg: 9.5, weight_lbs: 20.94, holder: 'A. Diver' });
    expect((await json('GET', '/v1/species?q=poisson%20d', owner.key)).body.data[0].id).toBe(created.body.id);
    expect((await json('POST', '/v1/catches', owner.key, { species: 'test fish', weight_lbs: 3, depth_ft: 10 })).status).toBe(201);
    expect((await json('POST', '/v1/species', admin.key, newSpecies)).status).toBe(409);
  });

  test('PATCH changes what it names; arrays replace; null clears', async () => {
    const id = await speciesIdOf('Testus fishus');
    expect((await json('GET', '/v1/species?q=trial', owner.key)).body.total).toBe(0); // now a cached answer
    const patched = await json('PATCH', `/v1/species/${id}`, admin.key, {
      common_name: 'Trial fish',
      max_length_cm: null,
      common_names: [],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      common_name: 'Trial fish',
      max_length_cm: null,
      family: 'Testidae',
      region_tags: ['mediterranean'],
    });
    expect(patched.body.common_names.map((n: any) => n.name)).toEqual(['Trial fish']);
    expect(patched.body.attribution.max_length_cm).toEqual([]);
    expect((await json('GET', '/v1/species?q=trial', owner.key)).body.data.map((s: any) => s.id)).toEqual([id]);
    const fao = await json('PATCH', `/v1/species/${await speciesIdOf('Epinephelus marginatus')}`, admin.key, { family: 'Serranidae' });
    expect(fao.body.attribution.taxonomy.map((a: any) => a.source)).toEqual(['local', 'fao_asfis_2025']);
    expect((await json('PATCH', `/v1/species/${id}`, admin.key, { scientific_name: 'Epinephelus marginatus' })).status).toBe(409);
    expect((await json('PATCH', '/v1/species/sp_01m83vdxevfzxb3tne96e7pb0p', admin.key, { family: 'X' })).status).toBe(404);
  });

  test('a source naming a prototype member (constructor, toString) is an unknown source: no licence, never a 500', async () => {
    const id = await speciesIdOf('Epinephelus marginatus');
    const patched = await json('PATCH', `/v1/species/${id}`, admin.key, {
      common_name: 'Proto grouper',
      common_name_source: 'constructor',
      common_names: [{ name: 'Protobarsch', lang: 'de', source: 'toString' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.common_names.map((n: any) => [n.source, n.licence])).toEqual([
      ['constructor', null],
      ['toString', null],
    ]);
  });

  test.each([
    ['a diver', () => owner.key, newSpecies, 403],
    ['not a binomial', () => admin.key, { ...newSpecies, scientific_name: 'testus' }, 422],
    ['an unknown field', () => admin.key, { ...newSpecies, scientific_name: 'Testus secundus', colour: 'red' }, 422],
    [
      'a bad language code',
      () => admin.key,
      { ...newSpecies, scientific_name: 'Testus secundus', common_names: [{ name: 'x', lang: 'French' }] },
      422,
    ],
    [
      'too many names',
      () => admin.key,
      {
        ...newSpecies,
        scientific_name: 'Testus secundus',
        common_names: Array.from({ length: 51 }, (_, i) => ({ name: `n${i}`, lang: 'en' })),
      },
      422,
    ],
    ['a negative length', () => admin.key, { ...newSpecies, scientific_name: 'Testus secundus', max_length_cm: -1 }, 422],
    ['an empty common name', () => admin.key, { ...newSpecies, scientific_name: 'Testus secundus', common_name: '' }, 422],
  ])('POST by %s is %d', async (_name, key, body, status) => {
    const response = await json('POST', '/v1/species', key(), body);
    expect(response.status).toBe(status);
    if (status === 422) expect(response.body.errors.length).toBeGreaterThan(0);
    expect(await ctx.db.get("SELECT count(*) AS n FROM species WHERE scientific_name = 'Testus secundus'")).toEqual({ n: 0 });
  });
});
