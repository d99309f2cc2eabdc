// The typed client in clients/typescript: in step with the served document, and working.
import { expect, test } from 'bun:test';
import { createCatchdClient } from '../clients/typescript';
import { generateSchema, schemaFile } from '../clients/typescript/generate';
import { testContext } from './support';

test('clients/typescript/schema.d.ts is generated from the current /openapi.json (npm run client:generate)', async () => {
  expect(await Bun.file(schemaFile).text()).toBe(await generateSchema());
});

test('the client logs, reads and pages catches with typed requests and answers', async () => {
  const ctx = testContext();
  const ana = await ctx.user('ana@example.com');
  const catchd = createCatchdClient({ baseUrl: 'http://catchd.test/', credential: ana.key, fetch: (request) => ctx.app.handle(request) });
  const created = await catchd.POST('/v1/catches', { body: { species: 'Wahoo', weight_kg: 12.4, depth_m: 14 } });
  expect(created.response.status).toBe(201);
  expect(created.data!.species).toBe('Wahoo');
  const listed = await catchd.GET('/v1/catches', { params: { query: { per_page: 5 } } });
  expect(listed.data!.data.map((c) => c.id)).toEqual([created.data!.id]);
  const missing = await catchd.GET('/v1/catches/{id}', { params: { path: { id: 'catch_01h455vb4pex5vsknk084sn02q' } } });
  expect(missing.response.status).toBe(404);
  expect(missing.error).toMatchObject({ code: 'not_found', status: 404 });
});
