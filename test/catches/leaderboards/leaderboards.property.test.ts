// Property test: random sequences of create, update, delete and verify through the real
// HTTP app. After every sequence each board, under every filter, equals a reference
// computed here from the catches; after every write, replaying the leaderboard.updated
// events in order reproduces the top 10 of every default-filter board.
import { expect, test } from 'bun:test';
import fc from 'fast-check';
import { engine, testContext, type TestContext } from '../../support';
import { addPhoto, json } from '../verifications/helpers';

const speciesNames = ['Wahoo', 'Hogfish', 'Mutton snapper'];
const years = [2024, 2025, 2026];
const tierNames = ['unverified', 'bronze', 'silver', 'gold'] as const;
const gearNames = ['speargun', 'polespear', 'sling', 'other'] as const;
const boards = ['heaviest', 'total-weight', 'catch-count', 'deepest'] as const;
const diverCount = 12;

interface ModelCatch {
  id: string;
  seq: number;
  diver: string;
  species: string;
  weight: number;
  depth: number;
  year: number;
  diveType: 'freedive' | 'scuba';
  gear: (typeof gearNames)[number] | null;
  tier: number;
}

interface Filter {
  species: string | null;
  season: number | null;
  diveType: 'freedive' | 'scuba' | null;
  gear: (typeof gearNames)[number] | null;
  minTier: number;
}

interface RefEntry {
  rank: number;
  value: number;
  diver: string;
  catchId?: string;
}

const weight = fc.constantFrom(1, 2.5, 10.1, 20.2, 30.3, 40);
const depth = fc.constantFrom(10, 20, 33.5, 60);
const caughtFields = {
  weight_lbs: weight,
  depth_ft: depth,
  species: fc.constantFrom(...speciesNames),
  year: fc.constantFrom(...years),
  dive_type: fc.constantFrom('freedive' as const, 'scuba' as const),
  gear: fc.constantFrom(null, ...gearNames),
};

const action = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), diver: fc.nat(diverCount - 1), ...caughtFields }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), patch: fc.record(caughtFields, { requiredKeys: [] }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('verify' as const), pick: fc.nat(), tier: fc.constantFrom(...tierNames) }) },
);

const caughtAt = (year: number): string => `${year}-03-01T12:00:00Z`;

function matches(c: ModelCatch, f: Filter): boolean {
  return (
    (f.species === null || c.species === f.species) &&
    (f.season === null || c.year === f.season) &&
    (f.diveType === null || c.diveType === f.diveType) &&
    (f.gear === null || c.gear === f.gear) &&
    c.tier >= f.minTier
  );
}

/** The board as the contract defines it, from the catches alone. */
function referenceBoard(catches: ModelCatch[], board: (typeof boards)[number], f: Filter): RefEntry[] {
  const byDiver = new Map<string, ModelCatch[]>();
  for (const c of catches.filter((c) => matches(c, f))) byDiver.set(c.diver, [...(byDiver.get(c.diver) ?? []), c]);
  const rows = [...byDiver].map(([diver, list]) => {
    const ordered = [...list].sort((a, b) => a.seq - b.seq);
    if (board === 'catch-count') return { diver, value: list.length };
    if (board === 'total-weight') return { diver, value: list.reduce((sum, c) => sum + Math.round(c.weight * 10_000), 0) / 10_000 };
    const key = board === 'heaviest' ? 'weight' : 'depth';
    const best = Math.max(...list.map((c) => c[key]));
    return { diver, value: best, catchId: ordered.find((c) => c[key] === best)!.id };
  });
  rows.sort((a, b) => b.value - a.value || (a.diver < b.diver ? -1 : 1));
  return rows.map((row) => ({ ...row, rank: rows.findIndex((r) => r.value === row.value) + 1 }));
}

async function readBoard(ctx: TestContext, key: string, board: string, f: Filter): Promise<{ entries: RefEntry[]; total: number }> {
  const query = new URLSearchParams({ per_page: '100', min_tier: tierNames[f.minTier] });
  if (f.species !== null) query.set('species', f.species);
  if (f.season !== null) query.set('season', String(f.season));
  if (f.diveType !== null) query.set('dive_type', f.diveType);
  if (f.gear !== null) query.set('gear', f.gear);
  const response = await ctx.request('GET', `/v1/leaderboards/${board}?${query}`, { key });
  expect(response.status).toBe(200);
  const body = await json(response);
  const entries = body.data.map((e: { rank: number; value: number; diver: { id: string }; catch?: { id: string } }) => {
    const entry: RefEntry = { rank: e.rank, value: e.value, diver: e.diver.id };
    if (e.catch) entry.catchId = e.catch.id;
    return entry;
  });
  return { entries, total: body.total };
}

const defaultScopes = (): { species: string | null; season: number | null }[] =>
  [null, ...speciesNames].flatMap((species) => [null, ...years].map((season) => ({ species, season })));

test(
  'boards equal a reference and leaderboard.updated events replay every top-10 change',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 60 }), async (actions) => {
        const ctx = testContext();
        const divers = await Promise.all(
          Array.from({ length: diverCount }, (_, i) => ctx.user(`diver${String(i).padStart(2, '0')}@example.com`)),
        );
        const verifier = await ctx.user('vic@example.com', 'verifier');
        const speciesIds = new Map<string, string>();
        for (const name of speciesNames)
          speciesIds.set(name, (await ctx.db.get<{ id: string }>('SELECT id FROM species WHERE common_name = ?', name))!.id);
        const catches: ModelCatch[] = [];
        const photos = new Map<string, string>();
        const replayed = new Map<string, Map<string, number>>();
        let seq = 0;
        let lastEventPk = 0;

        for (const step of actions) {
          const target = step.kind === 'create' ? undefined : catches[step.pick % Math.max(catches.length, 1)];
          if (step.kind === 'create') {
            const owner = divers[step.diver];
            const response = await ctx.request('POST', '/v1/catches', {
              key: owner.key,
              body: {
                species: step.species,
                weight_lbs: step.weight_lbs,
                depth_ft: step.depth_ft,
                caught_at: caughtAt(step.year),
                dive_type: step.dive_type,
                gear: step.gear,
              },
            });
            expect(response.status).toBe(201);
            const id = (await json(response)).id;
            photos.set(id, await addPhoto(ctx, id));
            catches.push({
              id,
              seq: seq++,
              diver: owner.id,
              species: step.species,
              weight: step.weight_lbs,
              depth: step.depth_ft,
              year: step.year,
              diveType: step.dive_type,
              gear: step.gear,
              tier: 0,
            });
          } else if (target && step.kind === 'update') {
            const { year, ...fields } = step.patch;
            const body = { ...fields, ...(year === undefined ? {} : { caught_at: caughtAt(year) }) };
            if (Object.keys(body).length === 0) continue;
            const owner = divers.find((d) => d.id === target.diver)!;
            const response = await ctx.request('PATCH', `/v1/catches/${target.id}`, { key: owner.key, body });
            expect(response.status).toBe(200);
            const reset =
              (fields.weight_lbs !== undefined && fields.weight_lbs !== target.weight) ||
              (fields.species !== undefined && fields.species !== target.species);
            if (reset) target.tier = 0;
            target.weight = fields.weight_lbs ?? target.weight;
            target.depth = fields.depth_ft ?? target.depth;
            target.species = fields.species ?? target.species;
            target.year = year ?? target.year;
            target.diveType = fields.dive_type ?? target.diveType;
            if (fields.gear !== undefined) target.gear = fields.gear;
            expect((await json(response)).verification_tier).toBe(tierNames[target.tier]);
          } else if (target && step.kind === 'delete') {
            const owner = divers.find((d) => d.id === target.diver)!;
            expect((await ctx.request('DELETE', `/v1/catches/${target.id}`, { key: owner.key })).status).toBe(204);
            catches.splice(catches.indexOf(target), 1);
          } else if (target && step.kind === 'verify') {
            const photo = photos.get(target.id)!;
            const evidence = {
              photo_ids: [photo],
              weigh_photo_id: photo,
              scale_certified_on: '2026-01-01',
              witness: { name: 'Wes Witness' },
            };
            const response = await ctx.request('POST', `/v1/catches/${target.id}/verifications`, {
              key: verifier.key,
              body: { tier: step.tier, evidence },
            });
            const scubaGold = step.tier === 'gold' && target.diveType === 'scuba';
            expect(response.status).toBe(scubaGold ? 422 : 201);
            if (!scubaGold) target.tier = tierNames.indexOf(step.tier);
          } else continue;

          // Replay this write's leaderboard.updated events onto the last known top 10s.
          const events = await ctx.db.all<{ pk: number; data: string }>(
            "SELECT pk, data FROM events WHERE type = 'leaderboard.updated' AND pk > ? ORDER BY pk",
            lastEventPk,
          );
          for (const event of events) {
            lastEventPk = event.pk;
            const { object } = JSON.parse(event.data);
            const key = `${object.board}|${object.species_id}|${object.season}`;
            const top = replayed.get(key) ?? new Map<string, number>();
            for (const change of object.changes) {
              expect(top.get(change.diver.id) ?? null).toBe(change.old_rank);
              if (change.new_rank === null) top.delete(change.diver.id);
              else top.set(change.diver.id, change.new_rank);
            }
            replayed.set(key, top);
          }
          for (const scope of defaultScopes())
            for (const board of boards) {
              const reference = referenceBoard(catches, board, { ...scope, diveType: null, gear: null, minTier: 2 }).slice(0, 10);
              const key = `${board}|${scope.species === null ? null : speciesIds.get(scope.species)}|${scope.season}`;
              const top = replayed.get(key) ?? new Map();
              expect(Object.fromEntries(top)).toEqual(Object.fromEntries(reference.map((e) => [e.diver, e.rank])));
            }
        }

        // Every board under every kind of filter, through HTTP (two values of each, to stay fast;
        // the other species, years and gears are still in the data).
        const reader = divers[0].key;
        for (const species of [null, ...speciesNames.slice(0, 2)])
          for (const season of [null, ...years.slice(1)])
            for (const diveType of [null, 'freedive' as const, 'scuba' as const])
              for (const gear of [null, 'speargun' as const, 'other' as const])
                for (let minTier = 0; minTier < 4; minTier++)
                  for (const board of boards) {
                    const filter: Filter = { species, season, diveType, gear, minTier };
                    const expected = referenceBoard(catches, board, filter);
                    const actual = await readBoard(ctx, reader, board, filter);
                    expect(actual).toEqual({ entries: expected, total: expected.length });
                  }
      }),
      { numRuns: 12, seed: 20260504, endOnFailure: true },
    );
    // Every write reads the boards it changes: on PostgreSQL each of those reads is a round trip.
  },
  engine === 'postgres' ? 600_000 : 120_000,
);
