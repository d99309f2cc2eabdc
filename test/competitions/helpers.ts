// Shared set-up of the competition tests: people, a competition at a chosen status, catches.
import { type TestContext, testNow } from '../support';

export const hour = 3600;
export const iso = (seconds: number): string => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The window of the test competitions: from an hour after the test clock's start, for six hours. */
export const startsAt = testNow + hour;
export const endsAt = startsAt + 6 * hour;

export interface Cast {
  admin: { id: string; key: string };
  weighmaster: { id: string; key: string };
  divers: { id: string; key: string }[];
}

export async function cast(ctx: TestContext, divers = 4): Promise<Cast> {
  const admin = await ctx.user('admin@club.test', 'admin');
  const weighmaster = await ctx.user('weigh@club.test', 'verifier');
  const people = [];
  for (let i = 0; i < divers; i++) people.push(await ctx.user(`diver${i}@club.test`, 'diver'));
  return { admin, weighmaster, divers: people };
}

export async function body(response: Response): Promise<any> {
  return response.json();
}

/** Creates (and, unless `draft`, publishes) a competition; answers its id. */
export async function competition(ctx: TestContext, people: Cast, fields: Record<string, unknown> = {}, draft = false): Promise<string> {
  const created = await ctx.request('POST', '/v1/competitions', {
    key: people.admin.key,
    body: {
      name: 'Club cup',
      starts_at: iso(startsAt),
      ends_at: iso(endsAt),
      time_zone: 'Europe/Lisbon',
      entry: 'open',
      weighmasters: [people.weighmaster.id],
      ...fields,
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id } = await body(created);
  if (!draft) {
    const published = await ctx.request('POST', `/v1/competitions/${id}/publish`, { key: people.admin.key });
    if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  }
  return id;
}

export async function enter(ctx: TestContext, id: string, key: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.request('POST', `/v1/competitions/${id}/entries`, { key, body: fields });
  if (response.status !== 201) throw new Error(`enter: ${response.status} ${await response.text()}`);
  return (await body(response)).id;
}

export async function logCatch(ctx: TestContext, key: string, fields: Record<string, unknown>): Promise<string> {
  const response = await ctx.request('POST', '/v1/catches', {
    key,
    body: { species: 'Wahoo', depth_ft: 30, caught_at: iso(startsAt + hour), ...fields },
  });
  if (response.status !== 201) throw new Error(`catch: ${response.status} ${await response.text()}`);
  return (await body(response)).id;
}

export async function weigh(ctx: TestContext, people: Cast, id: string, catchId: string, weightKg: number, decision = 'accepted') {
  return ctx.request('POST', `/v1/competitions/${id}/weigh-ins`, {
    key: people.weighmaster.key,
    body: { catch_id: catchId, weight_kg: weightKg, decision },
  });
}
