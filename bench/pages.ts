// Page render times on the imported catches of bench/run.sh (1M by default): the built
// dist/catchd on core 0, one request at a time over keep-alive from this process, so each
// time is the server's whole work for the page (render included) plus one loopback round trip.
// Signed in as an admin (who sees every page). Two figures per page: the cached path (the same
// URL again and again: in-process caches answer most of it) and after a write (another
// connection commits before every request, so every cache keyed on the store's version misses:
// the page's real cost).
// Usage: bun bench/pages.ts <data dir=bench/out/data> [requests per page=200]
import { Database } from 'bun:sqlite';
import { join, resolve } from 'node:path';
import { median, root, startServer } from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const requests = Number(process.argv[3] ?? 200);
const binary = join(root, 'dist/catchd');
const email = 'pages@bench.test';
const password = 'bench-password-1234';

Bun.spawnSync([binary, 'users', 'create', '--email', email, '--password', password, '--role', 'admin'], {
  env: { ...process.env, CATCHD_DATA_DIR: dataDir },
});
const db = new Database(join(dataDir, 'catchd.db'));
const total = db.query<{ n: number }, []>('SELECT sum(n) AS n FROM catch_counts_total').get()!.n;
const big = db
  .query<{ id: string }, []>(
    'SELECT s.id FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY sum(c.n) DESC LIMIT 1',
  )
  .get()!;
const busiest = db
  .query<{ diver_id: string }, []>('SELECT diver_id FROM catch_counts_by_diver GROUP BY diver_id ORDER BY sum(n) DESC LIMIT 1')
  .get()!;
const someCatch = db.query<{ id: string }, []>('SELECT id FROM catches ORDER BY pk DESC LIMIT 1').get()!;
db.exec('PRAGMA busy_timeout = 5000');
/** A commit by another connection (as a second process would make): it moves the store's version. */
const touch = db.query('UPDATE users SET updated_at = updated_at + 1 WHERE email = ?');

const server = await startServer([binary, 'serve'], { CATCHD_DATA_DIR: dataDir, CATCHD_AUTH_RATE_LIMIT: '0' });
try {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const form = await fetch(`${server.url}/sign-in`);
  keep(form);
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await form.text())![1];
  const signedIn = await fetch(`${server.url}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader() },
    body: new URLSearchParams({ csrf_token: csrf, email, password }),
  });
  keep(signedIn);
  if (signedIn.status !== 303) throw new Error(`sign-in failed: ${signedIn.status}`);

  const pages: [string, string, boolean][] = [
    ['all-species heaviest board', '/boards?board=heaviest', true],
    ['heaviest board of the biggest species', `/boards?board=heaviest&species=${big.id}`, true],
    ['total-weight board, season 2024, freedive', '/boards?board=total-weight&season=2024&dive_type=freedive', true],
    ['embeddable board', '/embed/boards?board=heaviest', true],
    ['species page of the biggest species', `/species/${big.id}`, true],
    ['species search q=grou', '/species?q=grou', true],
    ['diver page of the busiest diver', `/divers/${busiest.diver_id}`, true],
    ['one catch', `/catches/${someCatch.id}`, true],
    ['log a catch (form)', '/catches/new', true],
    ['my catches', '/catches', true],
    ['verification queue', '/verify', true],
    ['grading page', `/verify/${someCatch.id}`, true],
    ['admin: people', '/admin/people', true],
  ];
  console.log(`catches: ${total}; ${requests} requests per page, one at a time`);
  console.log('| page | cached path: median ms | p90 ms | after a write: median ms | p90 ms |');
  console.log('|---|---|---|---|---|');
  const time = async (path: string, write: boolean): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < requests + 20; i++) {
      if (write) touch.run(email);
      const started = performance.now();
      const response = await fetch(server.url + path, { headers: { cookie: cookieHeader() } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      if (i >= 20) times.push(performance.now() - started); // the first 20 warm caches and the JIT
    }
    return times;
  };
  const p90 = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)];
  for (const [name, path] of pages) {
    const cached = await time(path, false);
    const written = await time(path, true);
    console.log(
      `| ${name} | ${median(cached).toFixed(2)} | ${p90(cached).toFixed(2)} | ${median(written).toFixed(2)} | ${p90(written).toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
  db.close();
}
