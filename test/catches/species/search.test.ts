// Species search relevance, filters and paging, through real HTTP.
import { describe, expect, test } from 'bun:test';
import { speciesListBody } from '../../../src/modules/catches/species/read';
import { shippedSpecies, upsertSpecies } from '../../../src/modules/catches/species/service';
import { freshDatabase, otherStore, testContext } from '../../support';

const ctx = testContext();
const reader = await ctx.user('reader@example.com', 'diver', ['species:read']);

async function search(query: string): Promise<{ status: number; body: any }> {
  const response = await ctx.request('GET', `/v1/species?${query}`, { key: reader.key });
  return { status: response.status, body: await response.json() };
}

describe('type-ahead relevance', () => {
  // query → expected first result (scientific name)
  const table: [string, string][] = [
    ['dorado', 'Coryphaena hippurus'],
    ['mahi', 'Coryphaena hippurus'],
    ['Mahi-mahi', 'Coryphaena hippurus'],
    ['coryph', 'Coryphaena hippurus'],
    ['DUSKY GROUPER', 'Epinephelus marginatus'],
    ['mérou noir', 'Epinephelus marginatus'],
    ['merou noir', 'Epinephelus marginatus'],
    ['mero moreno', 'Epinephelus marginatus'],
    ['epinephelus marg', 'Epinephelus marginatus'],
    ['hogfish', 'Lachnolaimus maximus'],
    ['wahoo', 'Acanthocybium solandri'],
    ['mulloway', 'Argyrosomus japonicus'],
    ['jewfish', 'Argyrosomus japonicus'],
    ['yellowtail king', 'Seriola lalandi'],
  ];
  for (const [q, expected] of table)
    test(`${q} → ${expected}`, async () => {
      const { status, body } = await search(`q=${encodeURIComponent(q)}&per_page=5`);
      expect(status).toBe(200);
      expect(body.data[0]?.scientific_name).toBe(expected);
      expect(body.data[0].matched_name).toBeDefined();
    });

  test('grou finds groupers, exact and prefix names first', async () => {
    const { body } = await search('q=grou&per_page=100');
    expect(body.total).toBeGreaterThan(10);
    const names: string[] = body.data.map((s: any) => s.matched_name.name.toLowerCase());
    expect(names.every((n) => /(^|[\s-])grou/.test(n))).toBe(true);
    expect(body.data.filter((s: any) => /grouper/i.test(s.common_name)).length).toBeGreaterThan(10);
  });

  test('mero finds the Spanish grouper names', async () => {
    const { body } = await search('q=mero&per_page=100');
    const spanish = body.data.filter((s: any) => s.matched_name.lang === 'es');
    expect(spanish.length).toBeGreaterThan(3);
    expect(body.data.some((s: any) => s.scientific_name === 'Epinephelus marginatus')).toBe(true);
  });

  test('among equal matches the species caught more often comes first', async () => {
    const diver = await ctx.user('diver@example.com', 'diver', ['catches:write', 'species:read']);
    const before = (await search('q=grouper&per_page=100')).body.data.map((s: any) => s.scientific_name);
    const last = before[before.length - 1];
    const created = await ctx.request('POST', '/v1/catches', { key: diver.key, body: { species: last, weight_lbs: 10, depth_ft: 30 } });
    expect(created.status).toBe(201);
    const after = (await search('q=grouper&per_page=100')).body.data.map((s: any) => s.scientific_name);
    expect(after.indexOf(last)).toBeLessThan(before.indexOf(last));
  });

  test('words that are not in any name find nothing', async () => {
    const { body } = await search('q=zzzzqx');
    expect(body).toMatchObject({ object: 'list', data: [], total: 0, has_more: false });
  });

  test('FTS syntax in q is plain text', async () => {
    for (const q of ['"', 'NEAR(a b)', 'grou*', 'a OR b', '-', '()']) {
      const { status } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    }
  });
});

describe('filters and paging', () => {
  test('family, region and target_group narrow the list', async () => {
    const family = await search('family=epinephelidae&per_page=100');
    expect(family.body.total).toBeGreaterThan(5);
    expect(family.body.data.every((s: any) => s.family === 'Epinephelidae')).toBe(true);
    const region = await search('region=mediterranean&per_page=100');
    expect(region.body.data.every((s: any) => s.region_tags.includes('mediterranean'))).toBe(true);
    const lobsters = await search('target_group=lobster&per_page=100');
    expect(lobsters.body.total).toBe(38);
  });

  test('at least 400 species ship, paged 1–100', async () => {
    const first = await search('per_page=100');
    expect(first.body.total).toBeGreaterThanOrEqual(400);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.has_more).toBe(true);
    const last = await search(`per_page=100&page=${Math.ceil(first.body.total / 100)}`);
    expect(last.body.has_more).toBe(false);
    const sorted = await search('sort=scientific_name&per_page=3');
    expect(sorted.body.data[0].scientific_name <= sorted.body.data[1].scientific_name).toBe(true);
  });

  test.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['per_page=2.5', 'per_page'],
    ['page=0', 'page'],
    ['sort=weight', 'sort'],
    ['region=Not%20A%20Tag', 'region'],
    ['colour=red', 'colour'],
    ['q=', 'q'],
    ['q=a&q=b', 'q'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('%s is 422 naming %s', async (query, field) => {
    const response = await ctx.request('GET', `/v1/species?${query}`, { key: reader.key });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
  });

  test('needs species:read', async () => {
    const other = await ctx.user('nospecies@example.com', 'diver', ['catches:read']);
    expect((await ctx.request('GET', '/v1/species', { key: other.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/species')).status).toBe(401);
  });
});

describe('the in-memory catalogue', () => {
  test('another process\u2019s import shows in the next answer (versions move in the writing transaction)', async () => {
    const server = freshDatabase();
    const read = async () => JSON.parse(new TextDecoder().decode(await speciesListBody(server, { q: 'sunfishy' })));
    expect((await read()).total).toBe(0);
    const cli = otherStore(server);
    const mola = shippedSpecies()[0];
    await upsertSpecies(
      cli,
      [{ ...mola, otherNames: [...mola.otherNames, { name: 'Sunfishy', lang: 'en', source: 'local', licence: null, sourceUrl: null }] }],
      2,
    );
    // The next request arrives in a later turn of the event loop: the store reads the database's version again there.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await read()).data.map((s: any) => s.scientific_name)).toEqual([mola.scientificName]);
    await cli.close();
    await server.close();
  });
});
