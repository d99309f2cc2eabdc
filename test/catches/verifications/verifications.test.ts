// Verification ladder: every refusal (table-driven), then the accepted paths, history,
// the catch's `verification` field and the catch.verified event.
import { beforeEach, describe, expect, test } from 'bun:test';
import { testContext, type TestContext } from '../../support';
import { addPhoto, json } from './helpers';

let ctx: TestContext;
let diver: { id: string; key: string };
let verifier: { id: string; key: string };
let catchId: string;
let scubaId: string;
let photo: string;
let weighPhoto: string;
let foreignPhoto: string;

async function logCatch(key: string, body: Record<string, unknown>): Promise<string> {
  const response = await ctx.request('POST', '/v1/catches', { key, body: { species: 'Wahoo', weight_lbs: 40, depth_ft: 30, ...body } });
  expect(response.status).toBe(201);
  return (await json(response)).id;
}

beforeEach(async () => {
  ctx = testContext();
  diver = await ctx.user('ann.diver@example.com', 'diver');
  await ctx.db.run("UPDATE users SET display_name = 'Ann Diver' WHERE id = ?", diver.id);
  verifier = await ctx.user('vic@example.com', 'verifier');
  catchId = await logCatch(diver.key, {});
  scubaId = await logCatch(diver.key, { dive_type: 'scuba' });
  photo = await addPhoto(ctx, catchId);
  weighPhoto = await addPhoto(ctx, catchId);
  foreignPhoto = await addPhoto(ctx, scubaId);
});

const goldEvidence = () => ({
  photo_ids: [photo],
  weigh_photo_id: weighPhoto,
  measurement: { weight_lbs: 40, method: 'certified scale' },
  scale_certified_on: '2026-01-15',
  witness: { name: 'Wes Witness', contact: 'wes@example.com' },
});

interface Refusal {
  name: string;
  who?: () => Promise<string>;
  target?: () => string;
  body: (catchId: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  status: number;
  code: string;
  errors?: () => { field: string; message: string }[];
}

const refusals: Refusal[] = [
  {
    name: 'own catch',
    who: async () => (await ctx.user('vera@example.com', 'verifier')).key,
    target: () => 'own',
    // The verifier's own catch, with its own photo: only ownership can refuse it.
    body: async (id) => ({ tier: 'bronze', evidence: { photo_ids: [await addPhoto(ctx, id)] } }),
    status: 403,
    code: 'forbidden',
  },
  {
    name: 'diver role',
    who: async () => (await ctx.user('dan@example.com', 'diver')).key,
    body: () => ({ tier: 'bronze', evidence: { photo_ids: [photo] } }),
    status: 403,
    code: 'insufficient_scope',
  },
  {
    name: 'admin key without verifications:write',
    who: async () => (await ctx.user('ada@example.com', 'admin', ['catches:read'])).key,
    body: () => ({ tier: 'bronze', evidence: { photo_ids: [photo] } }),
    status: 403,
    code: 'insufficient_scope',
  },
  {
    name: 'unknown catch',
    target: () => 'catch_01jq0000000000000000000000',
    body: () => ({ tier: 'unverified' }),
    status: 404,
    code: 'not_found',
  },
  { name: 'malformed catch id', target: () => 'nope', body: () => ({ tier: 'unverified' }), status: 404, code: 'not_found' },
  { name: 'unknown tier', body: () => ({ tier: 'platinum' }), status: 422, code: 'validation_failed' },
  {
    name: 'unknown evidence field',
    body: () => ({ tier: 'bronze', evidence: { photo_ids: [photo], selfie: true } }),
    status: 422,
    code: 'validation_failed',
  },
  {
    name: 'bronze without a photo',
    body: () => ({ tier: 'bronze' }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.photo_ids', message: 'bronze needs a photo of the fish' }],
  },
  {
    name: 'bronze with an empty photo list',
    body: () => ({ tier: 'bronze', evidence: { photo_ids: [] } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.photo_ids', message: 'bronze needs a photo of the fish' }],
  },
  {
    name: 'bronze citing another catch\u2019s photo',
    body: () => ({ tier: 'bronze', evidence: { photo_ids: [photo, foreignPhoto] } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.photo_ids[1]', message: 'is not a photo of this catch' }],
  },
  {
    name: 'silver without photo, measurement or witness',
    body: () => ({ tier: 'silver', note: 'looks big' }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [
      { field: 'evidence.photo_ids', message: 'silver needs a photo of the fish' },
      { field: 'evidence.measurement', message: 'silver needs a measurement (weight_lbs or length_in) or a witness' },
    ],
  },
  {
    name: 'silver with a photo and only a measurement method',
    body: () => ({ tier: 'silver', evidence: { photo_ids: [photo], measurement: { method: 'eyeballed' } } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.measurement', message: 'silver needs a measurement (weight_lbs or length_in) or a witness' }],
  },
  {
    name: 'silver with the diver as witness',
    body: () => ({ tier: 'silver', evidence: { photo_ids: [photo], witness: { name: 'ANN DIVER' } } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.witness', message: 'must be neither the diver nor the verifier' }],
  },
  {
    name: 'silver with the verifier\u2019s email as witness contact',
    body: () => ({ tier: 'silver', evidence: { photo_ids: [photo], witness: { name: 'Someone', contact: 'Vic@Example.com' } } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.witness', message: 'must be neither the diver nor the verifier' }],
  },
  {
    name: 'gold with nothing',
    body: () => ({ tier: 'gold' }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [
      { field: 'evidence.weigh_photo_id', message: 'gold needs a photo of the weighing' },
      { field: 'evidence.scale_certified_on', message: 'gold needs the date the scale was certified' },
      { field: 'evidence.witness', message: 'gold needs a disinterested witness' },
    ],
  },
  {
    name: 'gold with the verifier as witness',
    body: () => ({ tier: 'gold', evidence: { ...goldEvidence(), witness: { name: 'vic' } } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.witness', message: 'must be neither the diver nor the verifier' }],
  },
  {
    name: 'gold with a weighing photo of another catch',
    body: () => ({ tier: 'gold', evidence: { ...goldEvidence(), weigh_photo_id: foreignPhoto } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.weigh_photo_id', message: 'is not a photo of this catch' }],
  },
  {
    name: 'gold with a scale certified in the future',
    body: () => ({ tier: 'gold', evidence: { ...goldEvidence(), scale_certified_on: '2027-01-01' } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.scale_certified_on', message: 'must be a real date, not in the future' }],
  },
  {
    name: 'gold with an impossible certification date',
    body: () => ({ tier: 'gold', evidence: { ...goldEvidence(), scale_certified_on: '2026-02-30' } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'evidence.scale_certified_on', message: 'must be a real date, not in the future' }],
  },
  {
    name: 'gold for a scuba catch',
    target: () => 'scuba',
    body: () => ({ tier: 'gold', evidence: { ...goldEvidence(), photo_ids: [foreignPhoto], weigh_photo_id: foreignPhoto } }),
    status: 422,
    code: 'evidence_insufficient',
    errors: () => [{ field: 'dive_type', message: 'gold needs a freedive catch: record keepers do not accept scuba catches' }],
  },
];

describe('refused verifications', () => {
  for (const refusal of refusals) {
    test(refusal.name, async () => {
      const key = (await refusal.who?.()) ?? verifier.key;
      const target = refusal.target?.();
      let id = catchId;
      if (target === 'own') id = await logCatch(key, {});
      else if (target === 'scuba') id = scubaId;
      else if (target !== undefined) id = target;
      const response = await ctx.request('POST', `/v1/catches/${id}/verifications`, { key, body: await refusal.body(id) });
      expect(response.status).toBe(refusal.status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      const problem = await json(response);
      expect(problem.code).toBe(refusal.code);
      if (refusal.errors) expect(problem.errors).toEqual(refusal.errors());
      // Nothing changed.
      const history = await ctx.request('GET', `/v1/catches/${catchId}/verifications`, { key: diver.key });
      expect((await json(history)).data).toEqual([]);
      const stored = (await ctx.db.get<{ n: number }>("SELECT count(*) AS n FROM events WHERE type = 'catch.verified'"))!;
      expect(stored.n).toBe(0);
    });
  }
});

describe('accepted verifications', () => {
  test('climb to gold, step down, history oldest first, shown on the catch', async () => {
    const steps = [
      { tier: 'bronze', evidence: { photo_ids: [photo] } },
      { tier: 'silver', evidence: { photo_ids: [photo], witness: { name: 'Wes Witness' } } },
      { tier: 'gold', note: 'IUSA-grade', evidence: goldEvidence() },
      { tier: 'silver', note: 'scale paperwork expired', evidence: { photo_ids: [photo], measurement: { length_in: 55 } } },
      { tier: 'unverified', note: 'withdrawn' },
    ];
    const previous = ['unverified', 'bronze', 'silver', 'gold', 'silver'];
    for (const [i, step] of steps.entries()) {
      ctx.clock.now += 60;
      const response = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, { key: verifier.key, body: step });
      expect(response.status).toBe(201);
      const made = await json(response);
      expect(made).toMatchObject({
        tier: step.tier,
        previous_tier: previous[i],
        verifier: { id: verifier.id, display_name: 'vic' },
        note: step.note ?? null,
      });
      expect(made.id).toMatch(/^ver_/);
      const shown = await json(await ctx.request('GET', `/v1/catches/${catchId}`, { key: diver.key }));
      expect(shown.verification_tier).toBe(step.tier);
      expect(shown.verification).toEqual(made);
    }
    const history = (await json(await ctx.request('GET', `/v1/catches/${catchId}/verifications`, { key: diver.key }))).data;
    expect(history.map((v: { tier: string }) => v.tier)).toEqual(steps.map((s) => s.tier));
    expect(history.map((v: { previous_tier: string }) => v.previous_tier)).toEqual(previous);
    expect(history[2].evidence).toEqual(goldEvidence());
    const verified = (await ctx.db.all<{ data: string }>("SELECT data FROM events WHERE type = 'catch.verified' ORDER BY pk")).map((r) =>
      JSON.parse(r.data),
    );
    expect(verified.map((e) => [e.previous.verification_tier, e.object.verification_tier])).toEqual(
      steps.map((s, i) => [previous[i], s.tier]),
    );
  });

  test('admins verify; re-confirming a tier is recorded without a catch.verified event', async () => {
    const admin = await ctx.user('ada@example.com', 'admin');
    for (let i = 0; i < 2; i++) {
      const response = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
        key: admin.key,
        body: { tier: 'bronze', evidence: { photo_ids: [photo] } },
      });
      expect(response.status).toBe(201);
    }
    const events = (await ctx.db.get<{ n: number }>("SELECT count(*) AS n FROM events WHERE type = 'catch.verified'"))!;
    expect(events.n).toBe(1);
    expect((await json(await ctx.request('GET', `/v1/catches/${catchId}/verifications`, { key: diver.key }))).data).toHaveLength(2);
  });

  test('an edit of weight resets the tier and hides the stale verification; notes keep it', async () => {
    await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
      key: verifier.key,
      body: { tier: 'bronze', evidence: { photo_ids: [photo] } },
    });
    const noted = await json(await ctx.request('PATCH', `/v1/catches/${catchId}`, { key: diver.key, body: { notes: 'speared at dawn' } }));
    expect(noted.verification_tier).toBe('bronze');
    expect(noted.verification.tier).toBe('bronze');
    const reweighed = await json(await ctx.request('PATCH', `/v1/catches/${catchId}`, { key: diver.key, body: { weight_lbs: 41 } }));
    expect(reweighed.verification_tier).toBe('unverified');
    expect(reweighed.verification).toBeNull();
  });

  test('reading the history needs catches:read; unknown catches are 404', async () => {
    const noScope = await ctx.user('nos@example.com', 'diver', ['leaderboards:read']);
    expect((await ctx.request('GET', `/v1/catches/${catchId}/verifications`, { key: noScope.key })).status).toBe(403);
    expect((await ctx.request('GET', `/v1/catches/${catchId}/verifications`)).status).toBe(401);
    expect((await ctx.request('GET', '/v1/catches/catch_01jq0000000000000000000000/verifications', { key: diver.key })).status).toBe(404);
    expect((await ctx.request('GET', `/api/v1/catches/${catchId}/verifications`, { key: diver.key })).status).toBe(200);
  });
});
