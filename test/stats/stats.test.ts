// Charts of issue 43: GET /v1/stats/catches sums exactly what GET /v1/catches lists for the same
// filters, and the charts of the diver's, the club's and a species' pages draw the API's
// numbers (in the reader's units); who sees the club's charts. Both engines.
import { beforeAll, describe, expect, test } from 'bun:test';
import { fromCanonical } from '../../src/lib/units';
import { setPublicAreas } from '../../src/identity/settings';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';

interface Stats {
  total: { catches: number; weight_lbs: number; divers: number };
  by_month: { month: string; catches: number; weight_lbs: number; divers: number }[];
  by_species: {
    species: { id: string; common_name: string };
    catches: number;
    weight_lbs: number;
    heaviest_lbs: number;
    deepest_ft: number;
  }[];
  weights: { from_lbs: number; to_lbs: number; catches: number }[];
  bests: { catch_id: string; species: { id: string }; caught_at: string; weight_lbs: number }[];
}
interface ListedCatch {
  id: string;
  species_id: string;
  weight_lbs: number;
  depth_ft: number;
  caught_at: string;
}

let ctx: TestContext;
let diver: { id: string; key: string };
let other: { id: string; key: string };
const species = ['Wahoo', 'Grey triggerfish', 'Dentex dentex', 'Mutton snapper'];

beforeAll(async () => {
  ctx = testContext();
  await userWithPassword(ctx, 'diver@stats.test', 'diver');
  diver = await ctx.user('diver@stats.test', 'diver');
  await userWithPassword(ctx, 'admin@stats.test', 'admin');
  other = await ctx.user('other@stats.test', 'diver');
  // 2025, the diver: 40 catches over 4 species, months 1-12 (some empty), weights 0.5-40 lb; the other diver 12.
  for (let n = 0; n < 52; n++) {
    const who = n < 40 ? diver : other;
    const month = (n * 7) % 12 === 4 ? 3 : (n * 7) % 12;
    const caught = new Date(Date.UTC(2025, month, 1 + (n % 27), 6 + (n % 12)));
    const response = await ctx.request('POST', '/v1/catches', {
      key: who.key,
      body: {
        species: species[n % species.length],
        weight_lbs: Math.round((0.5 + ((n * 37) % 80) / 2) * 100) / 100,
        depth_ft: 10 + ((n * 13) % 90),
        caught_at: caught.toISOString(),
      },
    });
    expect(response.status).toBe(201);
  }
  // One the year before: outside the season's filters.
  await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: 'Wahoo', weight_lbs: 55, depth_ft: 70, caught_at: '2024-12-31T23:30:00Z' },
  });
});

const season = 'caught_after=2024-12-31T23:59:59Z&caught_before=2026-01-01T00:00:00Z';

async function stats(query: string, key = diver.key): Promise<Stats> {
  const response = await ctx.request('GET', `/v1/stats/catches?${query}`, { key });
  expect(response.status).toBe(200);
  return (await response.json()) as Stats;
}

async function listed(query: string): Promise<{ total: number; data: ListedCatch[] }> {
  const data: ListedCatch[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const response = await ctx.request('GET', `/v1/catches?${query}&per_page=100&page=${page}`, { key: diver.key });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; data: ListedCatch[]; has_more: boolean };
    total = body.total;
    data.push(...body.data);
    if (!body.has_more) return { total, data };
  }
}

const sum = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('GET /v1/stats/catches', () => {
  test('by month and in all: the catch list of each month', async () => {
    const filters = `diver_id=${diver.id}&${season}`;
    const answer = await stats(filters);
    const all = await listed(filters);
    expect(answer.total).toEqual({ catches: all.total, weight_lbs: sum(all.data.map((c) => c.weight_lbs)), divers: 1 });
    expect(answer.total.catches).toBe(40);
    expect(answer.by_month.length).toBeGreaterThan(6);
    for (const month of answer.by_month) {
      const [year, m] = month.month.split('-').map(Number);
      const next = new Date(Date.UTC(year, m, 1)).toISOString();
      const before = new Date(Date.UTC(year, m - 1, 1) - 1000).toISOString();
      const inMonth = await listed(`diver_id=${diver.id}&caught_after=${before}&caught_before=${next}`);
      expect(month.catches).toBe(inMonth.total);
      expect(month.weight_lbs).toBeCloseTo(sum(inMonth.data.map((c) => c.weight_lbs)), 2);
      expect(month.divers).toBe(1);
    }
    expect(sum(answer.by_month.map((m) => m.catches))).toBe(all.total);
  });

  test('by species, the weights histogram and the bests: computed again from the listed catches', async () => {
    const filters = `diver_id=${diver.id}`;
    const answer = await stats(filters);
    const all = await listed(`${filters}&sort=caught_at`);
    for (const entry of answer.by_species) {
      const mine = all.data.filter((c) => c.species_id === entry.species.id);
      expect(entry.catches).toBe((await listed(`${filters}&species_id=${entry.species.id}`)).total);
      expect(entry.catches).toBe(mine.length);
      expect(entry.weight_lbs).toBeCloseTo(sum(mine.map((c) => c.weight_lbs)), 2);
      expect(entry.heaviest_lbs).toBe(Math.max(...mine.map((c) => c.weight_lbs)));
      expect(entry.deepest_ft).toBe(Math.max(...mine.map((c) => c.depth_ft)));
    }
    expect(sum(answer.weights.map((b) => b.catches))).toBe(all.total);
    for (const [n, bin] of answer.weights.entries()) {
      const last = n === answer.weights.length - 1;
      const inBin = all.data.filter(
        (c) => c.weight_lbs >= bin.from_lbs && (c.weight_lbs < bin.to_lbs || (last && c.weight_lbs === bin.to_lbs)),
      );
      expect(bin.catches).toBe(inBin.length);
    }
    const best = new Map<string, number>();
    const bests = all.data.filter((c) => {
      const beats = c.weight_lbs > (best.get(c.species_id) ?? 0);
      if (beats) best.set(c.species_id, c.weight_lbs);
      return beats;
    });
    expect(answer.bests.map((b) => b.catch_id)).toEqual(bests.map((c) => c.id));
  });

  test('the club: every diver; the catch list’s refusals', async () => {
    const club = await stats(season);
    expect(club.total.catches).toBe((await listed(season)).total);
    expect(club.total.divers).toBe(2);
    // Personal bests are a diver's: without diver_id, none (they would sort every catch of the club).
    expect(club.bests).toEqual([]);
    expect(Math.max(...club.by_month.map((m) => m.divers))).toBe(2);
    const bad = await ctx.request('GET', '/v1/stats/catches?caught_after=yesterday&min_weight_lbs=-1', { key: diver.key });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
    expect((await ctx.request('GET', '/v1/stats/catches?page=2', { key: diver.key })).status).toBe(422);
    expect((await ctx.request('GET', '/v1/stats/catches')).status).toBe(401);
  });
});

/** The values a chart draws: the data-value of its bars (or dots). */
function drawn(html: string, chart: string, mark = 'rect class="bar"'): number[] {
  const figure = html.split(`<figure class="chart" id="${chart}">`)[1]?.split('</figure>')[0];
  if (figure === undefined) throw new Error(`no chart ${chart}`);
  return [...figure.matchAll(new RegExp(`<${mark}[^>]*data-value="([^"]+)"`, 'g'))].map((m) => Number(m[1]));
}

describe('pages', () => {
  test('the diver’s season draws the API’s numbers, weights in the reader’s kilograms', async () => {
    const browser = new FormBrowser(ctx);
    await browser.signIn('diver@stats.test');
    const page = await browser.send('GET', `/divers/${diver.id}/stats?year=2025`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const answer = await stats(`diver_id=${diver.id}&${season}`);
    const months = Array.from({ length: 12 }, (_, n) => answer.by_month.find((m) => m.month === `2025-${String(n + 1).padStart(2, '0')}`));
    expect(drawn(html, 'catches-by-month')).toEqual(months.map((m) => m?.catches ?? 0));
    expect(drawn(html, 'weight-by-month')).toEqual(months.map((m) => fromCanonical('weight', m?.weight_lbs ?? 0, 'metric')));
    expect(drawn(html, 'species-mix')).toEqual(answer.by_species.map((s) => s.catches));
    const always = await stats(`diver_id=${diver.id}`);
    expect(drawn(html, 'personal-bests', 'circle class="dot"')).toEqual(
      always.bests.map((b) => fromCanonical('weight', b.weight_lbs, 'metric')),
    );
    const club = await stats('');
    const clubBest = new Map(club.by_species.map((s) => [s.species.id, s.heaviest_lbs]));
    expect(drawn(html, 'weight-against-club', 'line class="mark"')).toEqual(
      always.by_species.map((s) => fromCanonical('weight', clubBest.get(s.species.id)!, 'metric')),
    );
    // Each drawing has its accessible name and its numbers as a table.
    expect(html).toContain('role="img" aria-labelledby="catches-by-month-title catches-by-month-desc"');
    expect(html).toContain('<title id="catches-by-month-title">Catches by month</title>');
    expect(html).toContain('Weight landed by month (kg)');
    expect(html).not.toContain(' style=');
  });

  test('the club’s page: admins, and everyone once the boards are public', async () => {
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@stats.test');
    const html = await (await admin.send('GET', '/stats?year=2025')).text();
    const club = await stats(season);
    const months = Array.from({ length: 12 }, (_, n) => club.by_month.find((m) => m.month === `2025-${String(n + 1).padStart(2, '0')}`));
    expect(drawn(html, 'active-divers')).toEqual(months.map((m) => m?.divers ?? 0));
    expect(drawn(html, 'catches-by-month')).toEqual(months.map((m) => m?.catches ?? 0));

    const member = new FormBrowser(ctx);
    await member.signIn('diver@stats.test');
    const closed = await (await member.send('GET', '/stats')).text();
    expect(closed).not.toContain('id="active-divers"');
    expect(closed).toContain(`/divers/${diver.id}/stats`);
    const visitor = new FormBrowser(ctx);
    expect((await visitor.send('GET', '/stats')).status).toBe(302);
    await setPublicAreas(ctx.db, ['leaderboards', 'species', 'divers'], ctx.clock.now);
    const open = await visitor.send('GET', '/stats?year=2025');
    expect(open.status).toBe(200);
    expect(drawn(await open.text(), 'catches-by-month')).toEqual(months.map((m) => m?.catches ?? 0));
    await setPublicAreas(ctx.db, [], ctx.clock.now);
  });

  test('a species’ weights: the histogram of the API, its records marked', async () => {
    const wahoo = (await stats(`species=Wahoo`)).by_species[0].species.id;
    const browser = new FormBrowser(ctx);
    await browser.signIn('diver@stats.test');
    const html = await (await browser.send('GET', `/stats/species/${wahoo}`)).text();
    const answer = await stats(`species_id=${wahoo}`);
    expect(drawn(html, 'weights')).toEqual(answer.weights.map((b) => b.catches));
    expect(html).toContain('world record');
    expect((await browser.send('GET', '/stats/species/sp_nothing')).status).toBe(404);
  });
});
