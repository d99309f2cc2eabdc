// Scenario tables for /v1/catches against a fresh database each.
import { describe, expect, test } from 'bun:test';
import { cacheCounts } from '../../src/lib/cache-stats';
import { ValidationFailed } from '../../src/lib/problem';
import { listCatches } from '../../src/modules/catches/read';
import { createCatch } from '../../src/modules/catches/write';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { upsertUser } from '../../src/identity/people';
import { freshDatabase, otherStore, testContext, testNow, type TestContext } from '../support';

const mahi = { species: 'Mahi-mahi', weight_lbs: 30, depth_ft: 40 };

async function json(response: Response): Promise<any> {
  return response.json();
}

async function create(ctx: TestContext, key: string, body: Record<string, unknown>): Promise<any> {
  const response = await ctx.request('POST', '/v1/catches', { key, body });
  expect(response.status).toBe(201);
  return json(response);
}

describe('POST /v1/catches', () => {
  const accepted: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'common name, canonical units',
      mahi,
      { species: 'Mahi-mahi', scientific_name: 'Coryphaena hippurus', weight_lbs: 30, depth_ft: 40, dive_type: 'freedive' },
    ],
    ['metric units converted', { species: 'Mahi-mahi', weight_kg: 10, depth_m: 10 }, { weight_lbs: 22.0462, depth_ft: 32.8084 }],
    ['scientific name, any case', { ...mahi, species: 'coryphaena HIPPURUS' }, { species: 'Mahi-mahi' }],
    ['Spanish name typed without accents', { ...mahi, species: 'mero marmol' }, { scientific_name: 'Dermatolepis inermis' }],
    [
      'French name with accents',
      { ...mahi, species: 'Mérou noir' },
      { scientific_name: 'Epinephelus marginatus', species: 'Dusky grouper' },
    ],
    [
      'every optional field',
      {
        ...mahi,
        length_in: 50,
        caught_at: '2026-05-01T10:00:00Z',
        location: { lat: 25.12345, lon: -80.45678, name: 'Molasses Reef' },
        notes: 'Bluewater drift',
        dive_type: 'scuba',
        gear: 'speargun',
        conditions: { visibility_ft: 60, water_temp_f: 78, sea_state: 'calm', current: 'light' },
      },
      {
        length_in: 50,
        caught_at: '2026-05-01T10:00:00Z',
        location: { lat: 25.12345, lon: -80.45678, name: 'Molasses Reef', precise: true },
        gear: 'speargun',
        dive_type: 'scuba',
        conditions: { visibility_ft: 60, water_temp_f: 78, sea_state: 'calm', current: 'light' },
      },
    ],
  ];
  for (const [name, body, expected] of accepted) {
    test(`accepts: ${name}`, async () => {
      const ctx = testContext();
      const diver = await ctx.user('diver@example.test');
      const response = await ctx.request('POST', '/v1/catches', { key: diver.key, body });
      expect(response.status).toBe(201);
      const created = await json(response);
      expect(created).toMatchObject({ ...expected, verification_tier: 'unverified', diver: { id: diver.id } });
      expect(created.id).toMatch(/^catch_[0-7][0-9a-hjkmnp-tv-z]{25}$/);
      expect(created.created_at).toBe('2026-05-04T13:22:08Z');
      expect(response.headers.get('location')).toBe(`http://catchd.test/v1/catches/${created.id}`);
      if (!('caught_at' in body)) expect(created.caught_at).toBe(created.created_at);
      // The 201 is built from the insert itself, not read back: it must be what a read shows.
      const read = await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key });
      expect(await json(read)).toEqual(created);
      expect(read.headers.get('etag')).toBe(response.headers.get('etag'));
      const event = (await ctx.db.get<{ data: string }>("SELECT data FROM events WHERE type = 'catch.created'"))!;
      expect(JSON.parse(event.data).object).toEqual(created);
    });
  }

  const refused: [string, unknown, number, string, string[]][] = [
    ['missing weight and depth', { species: 'Mahi-mahi' }, 422, 'validation_failed', ['weight_lbs', 'depth_ft']],
    ['both weight units', { ...mahi, weight_kg: 3 }, 422, 'validation_failed', ['weight_kg']],
    ['zero weight', { ...mahi, weight_lbs: 0 }, 422, 'validation_failed', ['weight_lbs']],
    ['negative depth', { ...mahi, depth_ft: -1 }, 422, 'validation_failed', ['depth_ft']],
    ['weight as a string', { ...mahi, weight_lbs: '30' }, 422, 'validation_failed', ['weight_lbs']],
    ['unknown species', { ...mahi, species: 'Grooper' }, 422, 'validation_failed', ['species']],
    ['unknown field', { ...mahi, colour: 'blue' }, 422, 'validation_failed', ['colour']],
    ['unknown nested field', { ...mahi, location: { lat: 1, lon: 2, depth: 3 } }, 422, 'validation_failed', ['location.depth']],
    ['latitude out of range', { ...mahi, location: { lat: 91, lon: 0 } }, 422, 'validation_failed', ['location.lat']],
    ['bad dive type', { ...mahi, dive_type: 'snorkel' }, 422, 'validation_failed', ['dive_type']],
    ['bad caught_at', { ...mahi, caught_at: 'yesterday' }, 422, 'validation_failed', ['caught_at']],
    ['caught in the future', { ...mahi, caught_at: '2030-01-01T00:00:00Z' }, 422, 'validation_failed', ['caught_at']],
    ['notes too long', { ...mahi, notes: 'x'.repeat(5001) }, 422, 'validation_failed', ['notes']],
    ['an array body', [mahi], 422, 'validation_failed', []],
    ['malformed JSON', '{"species": ', 400, 'invalid_json', []],
  ];
  for (const [name, body, status, code, fields] of refused) {
    test(`refuses: ${name}`, async () => {
      const ctx = testContext();
      const diver = await ctx.user('diver@example.test');
      const response = await ctx.request('POST', '/v1/catches', { key: diver.key, body });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const problem = await json(response);
      expect(problem).toMatchObject({ status, code });
      for (const field of fields) expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 0 });
    });
  }

  test('an unknown species lists close matches', async () => {
    const ctx = testContext();
    const diver = await ctx.user('diver@example.test');
    const problem = await json(await ctx.request('POST', '/v1/catches', { key: diver.key, body: { ...mahi, species: 'mahi mahi' } }));
    expect(problem.errors[0].message).toContain('Mahi-mahi');
    expect(problem.suggestions).toContain('Mahi-mahi');
  });

  test('Idempotency-Key replays the first answer and creates one catch', async () => {
    const ctx = testContext();
    const diver = await ctx.user('diver@example.test');
    const headers = { 'idempotency-key': 'sync-42' };
    const first = await ctx.request('POST', '/v1/catches', { key: diver.key, body: mahi, headers });
    const again = await ctx.request('POST', '/v1/catches', {
      key: diver.key,
      body: { depth_ft: 40, weight_lbs: 30, species: 'Mahi-mahi' },
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual(await json(first));
    const reused = await ctx.request('POST', '/v1/catches', { key: diver.key, body: { ...mahi, weight_lbs: 31 }, headers });
    expect(reused.status).toBe(422);
    expect((await json(reused)).code).toBe('idempotency_key_reused');
    expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 1 });
  });

  test('parallel requests with one Idempotency-Key create exactly one catch', async () => {
    const ctx = testContext();
    const diver = await ctx.user('diver@example.test');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.request('POST', '/v1/catches', { key: diver.key, body: mahi, headers: { 'idempotency-key': 'boat-1' } }),
      ),
    );
    const bodies = await Promise.all(responses.map(json));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 1 });
  });

  test('Idempotency-Key is per credential', async () => {
    const ctx = testContext();
    const a = await ctx.user('a@example.test');
    const b = await ctx.user('b@example.test');
    const headers = { 'idempotency-key': 'same' };
    const first = await json(await ctx.request('POST', '/v1/catches', { key: a.key, body: mahi, headers }));
    const second = await json(await ctx.request('POST', '/v1/catches', { key: b.key, body: mahi, headers }));
    expect(second.id).not.toBe(first.id);
  });

  test('an Idempotency-Key expires after 24 hours', async () => {
    const ctx = testContext();
    const diver = await ctx.user('diver@example.test');
    const headers = { 'idempotency-key': 'k' };
    const first = await json(await ctx.request('POST', '/v1/catches', { key: diver.key, body: mahi, headers }));
    ctx.clock.now += 24 * 3600 + 1;
    const later = await json(await ctx.request('POST', '/v1/catches', { key: diver.key, body: mahi, headers }));
    expect(later.id).not.toBe(first.id);
  });
});

describe('GET /v1/catches', () => {
  /** Three divers' catches with known values; created a minute apart. */
  async function seeded(): Promise<{ ctx: TestContext; a: { id: string; key: string }; b: { id: string; key: string }; ids: string[] }> {
    const ctx = testContext();
    const a = await ctx.user('a@example.test');
    const b = await ctx.user('b@example.test');
    const rows: [string, Record<string, unknown>][] = [
      [
        a.key,
        {
          species: 'Mahi-mahi',
          weight_lbs: 20,
          depth_ft: 30,
          notes: 'reef edge',
          location: { lat: 25.1234, lon: -80.4567, name: 'Molasses' },
        },
      ],
      [a.key, { species: 'Wahoo', weight_lbs: 50, depth_ft: 60, dive_type: 'scuba', gear: 'speargun' }],
      [b.key, { species: 'Mahi-mahi', weight_lbs: 35, depth_ft: 45, notes: 'weedline', location: { lat: 25.1499, lon: -80.4449 } }],
      [
        b.key,
        {
          species: 'Dusky grouper',
          weight_lbs: 12.5,
          depth_ft: 80,
          caught_at: '2026-04-01T08:00:00Z',
          location: { lat: 43.2, lon: 5.3, name: 'Calanques' },
        },
      ],
      [b.key, { species: 'Wahoo', weight_lbs: 50, depth_ft: 10, gear: 'polespear' }],
    ];
    const ids: string[] = [];
    for (const [key, body] of rows) {
      ids.push((await create(ctx, key, body)).id);
      ctx.clock.now += 60;
    }
    return { ctx, a, b, ids };
  }

  test('filters and sorts, each case by the ids it returns', async () => {
    const { ctx, a, b, ids } = await seeded();
    const cases: [string, number[]][] = [
      ['', [4, 3, 2, 1, 0]],
      ['species=mahi-mahi', [2, 0]],
      ['species=Acanthocybium%20solandri', [4, 1]],
      [`diver_id=${a.id}`, [1, 0]],
      ['min_weight_lbs=35&max_weight_lbs=50', [4, 2, 1]],
      ['min_depth_ft=45&max_depth_ft=60', [2, 1]],
      ['dive_type=scuba', [1]],
      ['gear=polespear', [4]],
      ['q=weedline', [2]],
      ['q=wahoo', [4, 1]],
      ['q=MOLASSES', [0]],
      ['q=mérou', [3]],
      ['caught_before=2026-05-01T00:00:00Z', [3]],
      ['caught_after=2026-05-01T00:00:00Z', [4, 2, 1, 0]],
      ['created_after=2026-05-04T13:23:08Z', [4, 3, 2]],
      ['created_before=2026-05-04T13:23:08Z', [0]],
      ['sort=weight_lbs', [3, 0, 2, 1, 4]],
      ['sort=-weight_lbs', [4, 1, 2, 0, 3]],
      ['sort=depth_ft', [4, 0, 2, 1, 3]],
      ['sort=caught_at', [3, 0, 1, 2, 4]],
      ['bbox=-81,25,-80,26', [2, 0]],
      ['bbox=5,43,6,44', [3]],
      ['near=25.12,-80.45,10', [2, 0]],
      ['near=25.12,-80.45,5', [0]],
      ['verification_tier=unverified', [4, 3, 2, 1, 0]],
      ['verification_tier=gold,silver', []],
      ['min_tier=bronze', []],
      [`species=wahoo&diver_id=${b.id}`, [4]],
    ];
    for (const [query, expected] of cases) {
      const response = await ctx.request('GET', `/v1/catches?${query}`, { key: a.key });
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      const body = await json(response);
      expect({ query, ids: body.data.map((c: { id: string }) => c.id) }).toEqual({ query, ids: expected.map((i) => ids[i]) });
      expect({ query, total: body.total }).toEqual({ query, total: expected.length });
    }
  });

  test('species_id filters by public id, from a species catalogue that follows additions', async () => {
    const { ctx, a, ids } = await seeded();
    const list = async (query: string): Promise<{ ids: string[]; total: number }> => {
      const body = await json(await ctx.request('GET', `/v1/catches?${query}`, { key: a.key }));
      return { ids: body.data.map((c: { id: string }) => c.id), total: body.total };
    };
    const wahoo: string = (await json(await ctx.request('GET', `/v1/catches/${ids[1]}`, { key: a.key }))).species_id;
    // The same id with its last letter changed: well formed, naming no species.
    const noSpecies = wahoo.slice(0, -1) + (wahoo.endsWith('z') ? 'y' : 'z');
    const cases: [string, number[]][] = [
      [`species_id=${wahoo}`, [4, 1]],
      [`species_id=${wahoo}&dive_type=scuba`, [1]],
      [`species_id=${wahoo}&species=wahoo`, [4, 1]],
      [`species_id=${wahoo}&species=mahi-mahi`, []],
      [`species_id=${noSpecies}`, []],
    ];
    for (const [query, expected] of cases)
      expect({ query, ...(await list(query)) }).toEqual({ query, ids: expected.map((i) => ids[i]), total: expected.length });

    const admin = await ctx.user('admin@example.test', 'admin');
    const added = await json(
      await ctx.request('POST', '/v1/species', { key: admin.key, body: { scientific_name: 'Testus fishus', common_name: 'Test fish' } }),
    );
    const caught = await create(ctx, a.key, { species: 'Test fish', weight_lbs: 3, depth_ft: 10 });
    expect(await list(`species_id=${added.id}`)).toEqual({ ids: [caught.id], total: 1 });
  });

  test('invalid parameter values are 422, never ignored', async () => {
    const { ctx, a } = await seeded();
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=abc', 'per_page'],
      ['sort=colour', 'sort'],
      ['verification_tier=platinum', 'verification_tier'],
      ['min_tier=diamond', 'min_tier'],
      ['min_weight_lbs=-1', 'min_weight_lbs'],
      ['caught_after=last-tuesday', 'caught_after'],
      ['near=1,2', 'near'],
      ['near=95,0,10', 'near'],
      ['bbox=0,10,1,5', 'bbox'],
      ['q=%21%21%21', 'q'],
      ['species=notafish', 'species'],
      ['diver_id=bob', 'diver_id'],
      ['after=catch_nope', 'after'],
      ['after=catch_01m83tskjwecrbxxzdmrx2qerh', 'after'],
      ['colour=blue', 'colour'],
      ['skip_total=maybe', 'skip_total'],
    ];
    for (const [query, field] of cases) {
      const response = await ctx.request('GET', `/v1/catches?${query}`, { key: a.key });
      const body = await json(response);
      expect({ query, status: response.status, type: response.headers.get('content-type') }).toEqual({
        query,
        status: 422,
        type: 'application/problem+json',
      });
      expect({ query, fields: body.errors.map((e: { field: string }) => e.field) }).toMatchObject({
        query,
        fields: expect.arrayContaining([field]),
      });
    }
  });

  // The cursor is looked up whatever the sort (its every sort value, by a constant statement), so a
  // cursor of no catch is refused beside the sort.
  test('a sort of no column is refused on its field before any SQL is built from it', async () => {
    const { ctx, a } = await seeded();
    const viewer = { userId: a.id, role: 'diver' as const };
    for (const sort of ['colour', 'toString', '--created_at', 'c.pk; DROP TABLE catches']) {
      const refused = await listCatches(ctx.db, viewer, { sort, after: 'catch_01m83tskjwecrbxxzdmrx2qerh' }, (id) => id).catch((e) => e);
      expect({
        sort,
        refused: refused instanceof ValidationFailed,
        fields: refused.errors?.map((e: { field: string }) => e.field),
      }).toEqual({
        sort,
        refused: true,
        fields: ['sort', 'after'],
      });
    }
  });

  test('pages by number and by cursor, with Link headers and exact totals', async () => {
    const { ctx, a, ids } = await seeded();
    const page1 = await ctx.request('GET', '/v1/catches?per_page=2', { key: a.key });
    const body1 = await json(page1);
    expect(body1).toMatchObject({ total: 5, page: 1, per_page: 2, has_more: true });
    expect(page1.headers.get('link')).toBe('<http://catchd.test/v1/catches?per_page=2&page=2>; rel="next"');
    const page3 = await json(await ctx.request('GET', '/v1/catches?per_page=2&page=3', { key: a.key }));
    expect(page3.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(page3.has_more).toBe(false);

    // Following `next` links walks every match once: by page number, and by cursor.
    for (const start of ['/v1/catches?per_page=2&sort=-weight_lbs', `/v1/catches?per_page=2&sort=-weight_lbs&after=${ids[4]}`]) {
      const seen: string[] = start.includes('after') ? [ids[4]] : [];
      let url: string | null = start;
      while (url) {
        const response: Response = await ctx.request('GET', url, { key: a.key });
        const body = await json(response);
        expect({ url, status: response.status, body: response.status === 200 ? null : body }).toEqual({ url, status: 200, body: null });
        seen.push(...body.data.map((c: { id: string }) => c.id));
        const next = response.headers.get('link')?.match(/<http:\/\/catchd\.test([^>]+)>; rel="next"/);
        url = next ? next[1] : null;
        if (url) expect(url).toContain(start.includes('after') ? 'after=' : 'page=');
      }
      expect(seen).toEqual([4, 1, 2, 0, 3].map((i) => ids[i]));
    }

    const skipped = await json(await ctx.request('GET', '/v1/catches?skip_total=true', { key: a.key }));
    expect(skipped.total).toBeNull();
    const both = await ctx.request('GET', `/v1/catches?page=2&after=${ids[0]}`, { key: a.key });
    expect(both.status).toBe(422);
  });

  test("other divers' coordinates are rounded, in reads and in location filters", async () => {
    const { ctx, a, b, ids } = await seeded();
    const mine = await json(await ctx.request('GET', `/v1/catches/${ids[0]}`, { key: a.key }));
    expect(mine.location).toEqual({ lat: 25.1234, lon: -80.4567, name: 'Molasses', precise: true });
    const theirs = await json(await ctx.request('GET', `/v1/catches/${ids[0]}`, { key: b.key }));
    expect(theirs.location).toEqual({ lat: 25.1, lon: -80.5, precise: false });
    const listed = await json(await ctx.request('GET', `/v1/catches?diver_id=${a.id}`, { key: b.key }));
    expect(listed.data.find((c: { id: string }) => c.id === ids[0]).location.lat).toBe(25.1);
    const verifier = await ctx.user('v@example.test', 'verifier');
    expect((await json(await ctx.request('GET', `/v1/catches/${ids[0]}`, { key: verifier.key }))).location.lat).toBe(25.1234);

    // A tight box around a's exact spot finds it for a, but not for b, who only knows 25.1,-80.5.
    const box = 'bbox=-80.46,25.12,-80.45,25.13';
    expect((await json(await ctx.request('GET', `/v1/catches?${box}`, { key: a.key }))).total).toBe(1);
    expect((await json(await ctx.request('GET', `/v1/catches?${box}`, { key: b.key }))).total).toBe(0);
    expect((await json(await ctx.request('GET', '/v1/catches?bbox=-80.51,25.09,-80.49,25.11', { key: b.key }))).total).toBe(1);
  });

  test('totals stay exact through creates, edits and deletes', async () => {
    const { ctx, a, ids } = await seeded();
    const total = async (query: string): Promise<number> =>
      (await json(await ctx.request('GET', `/v1/catches?${query}`, { key: a.key }))).total;
    expect(await total('species=wahoo')).toBe(2);
    await ctx.request('PATCH', `/v1/catches/${ids[1]}`, { key: a.key, body: { species: 'Mahi-mahi' } });
    expect(await total('species=wahoo')).toBe(1);
    expect(await total('species=mahi-mahi')).toBe(3);
    await ctx.request('DELETE', `/v1/catches/${ids[0]}`, { key: a.key });
    expect(await total('species=mahi-mahi')).toBe(2);
    expect(await total('q=reef')).toBe(0);
    expect(await total('')).toBe(4);
    expect(await total('dive_type=freedive')).toBe(3);
  });
});

describe('GET /v1/catches?q=', () => {
  // 40 catches: "driftline" in 30 of them (common: its pages walk the created order),
  // "ledgerock" in 3 (rare: its matches are gathered and sorted), "wahoo" names a species and
  // is in two notes, one of them a wahoo's (counted once); "mahi" names the species of 32
  // catches (common: near the start its pages walk) and is in two notes, one a wahoo's;
  // "sand" names species no catch is of and is in 10 notes (the overlap is counted from the
  // species' side).
  test('pages and totals of a search match what the catches hold, common word or rare', async () => {
    const ctx = testContext();
    const diver = await ctx.user('search@example.test');
    const made: { id: string; notes: string; species: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const notes = [
        i % 4 !== 3 ? 'driftline' : 'sand',
        i % 13 === 5 ? 'ledgerock' : '',
        i === 7 || i === 10 ? 'wahoo run' : '',
        i === 15 || i === 16 ? 'mahi chase' : '',
      ]
        .join(' ')
        .trim();
      const species = i % 5 === 0 ? 'Wahoo' : 'Mahi-mahi';
      made.push({ id: (await create(ctx, diver.key, { species, weight_lbs: 10 + i, depth_ft: 20, notes })).id, notes, species });
      ctx.clock.now += 60;
    }
    const newestFirst = [...made].reverse();
    const matching = (word: string) =>
      newestFirst.filter((c) => c.notes.split(' ').includes(word) || c.species.toLowerCase().split('-').includes(word));
    const get = async (query: string) => json(await ctx.request('GET', `/v1/catches?${query}`, { key: diver.key }));
    for (const word of ['driftline', 'ledgerock', 'wahoo', 'mahi', 'sand']) {
      const expected = matching(word);
      for (const [page, perPage] of [
        [1, 5],
        [2, 5],
        [6, 5],
        [1, 100],
        [2, 2],
        [3, 2],
      ]) {
        const body = await get(`q=${word}&page=${page}&per_page=${perPage}`);
        const query = `q=${word}&page=${page}&per_page=${perPage}`;
        expect({ query, ids: body.data.map((c: { id: string }) => c.id), total: body.total, has_more: body.has_more }).toEqual({
          query,
          ids: expected.slice((page - 1) * perPage, page * perPage).map((c) => c.id),
          total: expected.length,
          has_more: page * perPage < expected.length,
        });
      }
      // Keyset pages and the other order give the same catches.
      const cursorPage = await get(`q=${word}&after=${expected[1]?.id ?? made[0].id}&per_page=3`);
      expect(cursorPage.data.map((c: { id: string }) => c.id)).toEqual(expected.length > 1 ? expected.slice(2, 5).map((c) => c.id) : []);
      const oldestFirst = await get(`q=${word}&sort=created_at&per_page=4`);
      expect(oldestFirst.data.map((c: { id: string }) => c.id)).toEqual(
        [...expected]
          .reverse()
          .slice(0, 4)
          .map((c) => c.id),
      );
      // With another filter the search is counted over the catches themselves.
      const withSpecies = await get(`q=${word}&species=Mahi-mahi&per_page=100`);
      expect(withSpecies.data.map((c: { id: string }) => c.id)).toEqual(expected.filter((c) => c.species === 'Mahi-mahi').map((c) => c.id));
      expect(withSpecies.total).toBe(expected.filter((c) => c.species === 'Mahi-mahi').length);
    }
    // Edits and deletes move the search's total at once.
    await ctx.request('PATCH', `/v1/catches/${made[0].id}`, { key: diver.key, body: { notes: 'sand' } });
    await ctx.request('DELETE', `/v1/catches/${made[1].id}`, { key: diver.key });
    expect((await get('q=driftline')).total).toBe(28);
  });

  test('the pages of one search share its count until the next write', async () => {
    // The request log's timed flush is a commit: off here, so only other databases' writes move the version.
    const ctx = testContext({ requestLogMaxRows: 0 });
    const diver = await ctx.user('paging@example.test');
    for (let i = 0; i < 6; i++) await create(ctx, diver.key, { ...mahi, notes: 'driftline' });
    const total = async (query: string): Promise<number> =>
      (await json(await ctx.request('GET', `/v1/catches?q=driftline&${query}`, { key: diver.key }))).total;
    const totals = cacheCounts('catch_list_totals');
    // Three pages (new URLs each attempt, so no whole answer is remembered): one count, two
    // hits. On PostgreSQL any commit on the server (another test's timers) moves the version
    // the caches key on: the pattern is due within a few tries, not always on the first. Each
    // try counts other filters (a bound far in the future: the same six catches), so a count
    // remembered by an interrupted try is not the next try's.
    let seen = '';
    for (let attempt = 0; attempt < 12 && seen !== '6,6,6 1 miss 2 hits'; attempt++) {
      const [misses, hits] = [totals.misses, totals.hits];
      const filters = `caught_before=${2100 + attempt}-01-01T00:00:00Z&per_page=${attempt + 1}`;
      const pages = [await total(filters), await total(`${filters}&page=2`), await total(`${filters}&page=3`)];
      seen = `${pages.join()} ${totals.misses - misses} miss ${totals.hits - hits} hits`;
    }
    expect(seen).toBe('6,6,6 1 miss 2 hits');
    // A write starts the count over: the next page has the new total.
    await create(ctx, diver.key, { ...mahi, notes: 'driftline' });
    expect(await total('per_page=2&page=4')).toBe(7);
  });
});

describe('GET, PATCH, DELETE /v1/catches/{id}', () => {
  test('ETag and If-None-Match', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await create(ctx, diver.key, mahi);
    const read = await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key });
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await ctx.request('PATCH', `/v1/catches/${created.id}`, { key: diver.key, body: { notes: 'changed' } });
    const changed = await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  test('PATCH with If-Match: current tag applies, stale tag is 412 and changes nothing', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await create(ctx, diver.key, mahi);
    const etag = (await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key })).headers.get('etag')!;
    const ok = await ctx.request('PATCH', `/v1/catches/${created.id}`, {
      key: diver.key,
      body: { notes: 'first' },
      headers: { 'if-match': etag },
    });
    expect(ok.status).toBe(200);
    const stale = await ctx.request('PATCH', `/v1/catches/${created.id}`, {
      key: diver.key,
      body: { notes: 'second' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect((await json(stale)).code).toBe('precondition_failed');
    expect((await json(await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key }))).notes).toBe('first');
  });

  test('weight or species changes reset a verified catch; other edits keep the tier', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['notes', { notes: 'nice' }, 'silver'],
      ['conditions', { conditions: { visibility_ft: 30 } }, 'silver'],
      ['same weight', { weight_lbs: 30 }, 'silver'],
      ['weight', { weight_lbs: 31 }, 'unverified'],
      ['weight in kg', { weight_kg: 20 }, 'unverified'],
      ['species', { species: 'Wahoo' }, 'unverified'],
    ];
    for (const [name, patch, tier] of cases) {
      const ctx = testContext();
      const diver = await ctx.user('d@example.test');
      const created = await create(ctx, diver.key, mahi);
      await ctx.db.run('UPDATE catches SET tier = 2 WHERE id = ?', created.id);
      ctx.clock.now += 10;
      const response = await ctx.request('PATCH', `/v1/catches/${created.id}`, { key: diver.key, body: patch });
      const body = await json(response);
      expect({ name, status: response.status, tier: body.verification_tier }).toEqual({ name, status: 200, tier });
      if (name !== 'same weight') expect(body.updated_at).toBe('2026-05-04T13:22:18Z');
    }
  });

  test('null clears optional fields', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await create(ctx, diver.key, { ...mahi, notes: 'x', location: { lat: 1, lon: 2 }, gear: 'sling' });
    const body = await json(
      await ctx.request('PATCH', `/v1/catches/${created.id}`, { key: diver.key, body: { notes: null, location: null, gear: null } }),
    );
    expect(body).toMatchObject({ notes: null, location: null, gear: null });
  });

  test('only the owner changes a catch; others get 404 and nothing changes', async () => {
    const ctx = testContext();
    const owner = await ctx.user('owner@example.test');
    const other = await ctx.user('other@example.test');
    const admin = await ctx.user('admin@example.test', 'admin');
    const created = await create(ctx, owner.key, mahi);
    for (const key of [other.key, admin.key]) {
      expect((await ctx.request('PATCH', `/v1/catches/${created.id}`, { key, body: { notes: 'mine now' } })).status).toBe(404);
      expect((await ctx.request('DELETE', `/v1/catches/${created.id}`, { key })).status).toBe(404);
    }
    expect((await ctx.request('GET', `/v1/catches/${created.id}`, { key: other.key })).status).toBe(200);
    const deleted = await ctx.request('DELETE', `/v1/catches/${created.id}`, { key: owner.key });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await ctx.request('GET', `/v1/catches/${created.id}`, { key: owner.key })).status).toBe(404);
    expect((await ctx.request('DELETE', `/v1/catches/${created.id}`, { key: owner.key })).status).toBe(404);
  });

  test('writes record their events in the same transaction', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await create(ctx, diver.key, mahi);
    await ctx.request('PATCH', `/v1/catches/${created.id}`, { key: diver.key, body: { weight_lbs: 31 } });
    await ctx.request('DELETE', `/v1/catches/${created.id}`, { key: diver.key });
    const events = await ctx.db.all<{ type: string; data: string }>('SELECT type, data FROM events ORDER BY pk');
    expect(events.map((e) => e.type)).toEqual(['catch.created', 'catch.updated', 'catch.deleted']);
    expect(JSON.parse(events[1].data)).toMatchObject({ object: { id: created.id, weight_lbs: 31 }, previous: { weight_lbs: 30 } });
  });

  test('/api/v1 serves the same routes', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await json(await ctx.request('POST', '/api/v1/catches', { key: diver.key, body: mahi }));
    const read = await json(await ctx.request('GET', `/v1/catches/${created.id}`, { key: diver.key }));
    expect(read.id).toBe(created.id);
    expect((await json(await ctx.request('GET', '/api/v1/catches', { key: diver.key }))).total).toBe(1);
  });
});

describe('cached reads and other processes', () => {
  // SQLite reads data_version once per event-loop turn; PostgreSQL asks for the snapshot on every read.
  test('own writes show at once; another process\u2019s commit shows from the next event-loop turn', async () => {
    const server = freshDatabase();
    const { user } = await upsertUser(server, { email: 'own@example.test', role: 'diver' }, testNow);
    const { secret: key } = await createApiKey(
      server,
      { userId: user.id, role: 'diver', name: 't', scopes: ['all'], expiresAt: null },
      testNow,
    );
    const ctx = testContext({ requestLogMaxRows: 0 }, { db: server });
    const total = async (): Promise<number> => (await json(await ctx.request('GET', '/v1/catches', { key }))).total;
    expect(await total()).toBe(0);
    // This connection's write, read back in the same turn.
    await create(ctx, key, mahi);
    expect(await total()).toBe(1);
    // The same read again is answered from the cache. On PostgreSQL the version is the whole
    // server's snapshot, which any write to any database moves (another test's timers): a
    // hit is due within a few tries, not on the first.
    let answeredFromCache = false;
    for (let attempt = 0; attempt < 12 && !answeredFromCache; attempt++) {
      const hitsBefore = cacheCounts('catch_list_answers').hits;
      expect(await total()).toBe(1);
      answeredFromCache = cacheCounts('catch_list_answers').hits === hitsBefore + 1;
    }
    expect(answeredFromCache).toBe(true);
    // The CLI or another instance (another store on the same database) logs a catch for the same diver.
    const cli = otherStore(server);
    await createCatch(cli, { userId: user.id, role: 'diver' }, mahi as never, testNow);
    await cli.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await total()).toBe(2);
    await server.close();
  });
});
