// Generates schema.d.ts (the types of every path, operation and model) from the OpenAPI
// document the server serves, with openapi-typescript. Run from the repository root:
//   npm run client:generate
// test/client.test.ts fails when the committed schema.d.ts is out of step with the document.
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { SqliteStore } from '../../src/db/sqlite-store';
import { MetricsRegistry } from '../../src/lib/metrics';
import { cryptoRandomBytes } from '../../src/lib/secrets';
import { openRequestLog } from '../../src/db/request-log/buffer';

export const schemaFile = new URL('./schema.d.ts', import.meta.url);

/** The document as a fresh installation serves it at /openapi.json (the server URL fixed, so the output is stable). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ CATCHD_BASE_URL: 'http://localhost:3000' });
  const db = SqliteStore.over(openDatabase(':memory:'));
  const app = createApp({
    db,
    config,
    now: () => Math.floor(Date.now() / 1000),
    randomBytes: cryptoRandomBytes,
    photoUrl: (id) => `${config.baseUrl}/v1/photos/${id}`,
    log: () => {},
    fetch: (url, init) => fetch(url, init),
    resolve: async () => [],
    random: Math.random,
    clientAddress: () => null,
    metrics: new MetricsRegistry(),
    passwords: { hash: (password) => Bun.password.hash(password), verify: (password, hash) => Bun.password.verify(password, hash) },
    requestLog: openRequestLog(db, { log: () => {}, maxRows: config.requestLogMaxRows }),
  });
  const response = await app.handle(new Request(`${config.baseUrl}/openapi.json`));
  const document = (await response.json()) as Record<string, unknown>;
  await db.close();
  return document;
}

export async function generateSchema(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as never, { silent: true, alphabetize: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

if (import.meta.main) {
  await Bun.write(schemaFile, await generateSchema());
  console.log(`wrote ${schemaFile.pathname}`);
}
