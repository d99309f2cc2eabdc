// A server for the benchmark, meant to be pinned to one core with taskset:
//   bun bench/serve.ts ceiling <port>        bare Bun.serve answering a fixed 2 KB JSON body
//   bun bench/serve.ts app <port> <db file>  the real app on an existing database
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const [mode, portText, dbPath] = process.argv.slice(2);
const port = Number(portText);

if (mode === 'ceiling') {
  const body = JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, value: 100 - i, diver: { id: `usr_${'x'.repeat(26)}`, display_name: `diver ${i}` } })) }).padEnd(2048, ' ');
  Bun.serve({ port, fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }) });
} else {
  const config = { ...loadConfig({ CATCHD_BASE_URL: `http://127.0.0.1:${port}`, CATCHD_RATE_LIMIT: '0' }), port };
  const db = openDatabase(dbPath);
  const app = createApp({
    db,
    config,
    now: () => Math.floor(Date.now() / 1000),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    photoUrl: (id) => `${config.baseUrl}/v1/photos/${id}`,
    log: () => {},
  });
  Bun.serve({ port, fetch: (request) => app.handle(request) });
}
console.log('ready');
