// The diver's list page (/catches) reads its filters with the API's list query model
// (CatchListQuery): every filter of GET /v1/catches works there, a bad value is a readable 422
// page naming the field, and the filter form's empty fields and the page's own names (a
// notice) are left out.
import { expect, test } from 'bun:test';
import { createCatch } from '../../src/modules/catches/write';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

async function diverWithCatches() {
  const ctx = testContext();
  const diver = await userWithPassword(ctx, 'lister@reef.test');
  const caughtAt = new Date((ctx.clock.now - 3600) * 1000).toISOString();
  const log = (species: string, weight_lbs: number, depth_ft: number) =>
    createCatch(
      ctx.db,
      { userId: diver, role: 'diver' },
      { species, weight_lbs, depth_ft, dive_type: 'freedive', caught_at: caughtAt },
      ctx.clock.now,
    );
  const light = await log('Grey triggerfish', 2, 20);
  const heavy = await log('Grey triggerfish', 30, 40);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn('lister@reef.test')).status).toBe(303);
  return { browser, light, heavy };
}

const listed = async (browser: FormBrowser, query: string) => {
  const answer = await browser.send('GET', `/catches?${query}`);
  return { status: answer.status, text: await answer.text() };
};

test('the filters of the form, with its empty fields and a notice beside them', async () => {
  const { browser, light, heavy } = await diverWithCatches();
  const { status, text } = await listed(browser, 'min_weight_lbs=10&max_weight_lbs=&species=&q=&sort=-weight_lbs&notice=deleted');
  expect(status).toBe(200);
  expect(text).toContain(`/catches/${heavy.id}`);
  expect(text).not.toContain(`/catches/${light.id}`);
});

test('a filter of the API that the form does not show works too', async () => {
  const { browser, light, heavy } = await diverWithCatches();
  const later = await listed(browser, 'created_after=2100-01-01T00:00:00Z');
  expect(later.status).toBe(200);
  expect(later.text).not.toContain(`/catches/${light.id}`);
  expect(later.text).not.toContain(`/catches/${heavy.id}`);
  const earlier = await listed(browser, 'created_after=2000-01-01T00:00:00Z&max_depth_ft=30');
  expect(earlier.text).toContain(`/catches/${light.id}`);
  expect(earlier.text).not.toContain(`/catches/${heavy.id}`);
});

test('a bad value is a 422 page that names the field, never a 500', async () => {
  const { browser } = await diverWithCatches();
  for (const [query, field] of [
    ['min_weight_lbs=heavy', 'min_weight_lbs'],
    ['sort=sideways', 'sort'],
    ['dive_type=teleport', 'dive_type'],
  ] as const) {
    const { status, text } = await listed(browser, query);
    expect(status, query).toBe(422);
    expect(text, query).toContain(field);
    expect(text, query).toContain('<html');
  }
});
