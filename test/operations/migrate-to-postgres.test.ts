// A club moves from its SQLite file to PostgreSQL: a database built by the bulk importer and the
// API (catches, photos, a verification, a webhook with deliveries, an OAuth app, keys) is copied
// with migrate-to-postgres, and everything readable through the API is equal afterwards. Runs in
// the PostgreSQL run (it needs a server); CATCHD_TEST_MIGRATE_CATCHES sets the import's size.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToPostgres, TargetNotEmpty } from '../../src/db/migrate-to-postgres';
import { PostgresStore } from '../../src/db/postgres-store';
import { importCatchesFile } from '../../src/modules/catches/import';
import { filePhotos } from '../../src/modules/catches/photos/storage';
import { registerApp } from '../developers/oauth/helpers';
import { form, png } from '../catches/species/images';
import { emptyPostgresDatabase, engine, freshSqliteDatabase, testContext, testNow } from '../support';
import { cli } from './server-process';

/** Enough catches for about ten statements of the copy (its batches are 60,000 values a statement). */
const catchCount = Number(process.env.CATCHD_TEST_MIGRATE_CATCHES ?? 20_000);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test.skipIf(engine !== 'postgres')(
  `a club of ${catchCount} catches moves to PostgreSQL with everything readable unchanged`,
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catchd-migrate-src-'));
    dirs.push(dataDir);
    const sqlite = await freshSqliteDatabase();

    // The logbook, through the bulk importer.
    const species = ['Wahoo', 'Hogfish', 'Mutton snapper', 'Grey triggerfish', 'Mahi-mahi'];
    const lines = Array.from({ length: catchCount }, (_, i) =>
      JSON.stringify({
        diver_email: `diver${i % 97}@club.test`,
        species: species[i % species.length],
        weight_lbs: 1 + ((i * 7919) % 400) / 10,
        depth_ft: 10 + (i % 60),
        dive_type: i % 3 === 0 ? 'scuba' : 'freedive',
        caught_at: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
        notes: i % 10 === 0 ? 'reef ledge drift' : undefined,
        verification_tier: i % 11 === 0 ? 'silver' : undefined,
      }),
    );
    const logbook = join(dataDir, 'logbook.jsonl');
    writeFileSync(logbook, `${lines.join('\n')}\n`);
    expect((await importCatchesFile(sqlite, logbook, testNow)).imported).toBe(catchCount);

    // Then the API: keys, photos, a verification, a webhook with deliveries, an OAuth app.
    const club = testContext({ dataDir }, { db: sqlite });
    const diver = await club.user('ana@club.test');
    const verifier = await club.user('vera@club.test', 'verifier');
    expect(
      (await club.request('POST', '/v1/webhooks', { key: diver.key, body: { url: 'https://hooks.club.test/catchd', events: ['*'] } }))
        .status,
    ).toBe(201);
    const created = (await (
      await club.request('POST', '/v1/catches', {
        key: diver.key,
        body: { species: 'Wahoo', weight_lbs: 61.5, depth_ft: 40, notes: 'personal best' },
      })
    ).json()) as { id: string };
    const photo = (await (
      await club.request('POST', `/v1/catches/${created.id}/photos`, { key: diver.key, body: form(png(6, 4), 'wahoo.png', 'image/png') })
    ).json()) as { id: string };
    expect(
      (
        await club.request('POST', `/v1/catches/${created.id}/verifications`, {
          key: verifier.key,
          body: { tier: 'bronze', evidence: { photo_ids: [photo.id] } },
        })
      ).status,
    ).toBe(201);
    const app = await registerApp(club, diver.key);

    // The copy.
    const url = await emptyPostgresDatabase();
    const target = await PostgresStore.open(url);
    const photos = filePhotos(dataDir);
    const readPhoto = async (id: string) => {
      const bytes = await photos.get(id);
      return bytes ? new Uint8Array(await bytes.arrayBuffer()) : null;
    };
    const progress: [number, number | null][] = [];
    const report = await migrateToPostgres(sqlite.sqlite.filename, target, readPhoto, (done, total) => progress.push([done, total]));
    expect(report.rows.catches).toBe(catchCount + 1);
    expect(report.photos).toBe(1);
    // Progress counts every row and photo once, towards the total known from the start.
    const copied = Object.values(report.rows).reduce((sum, n) => sum + n, 0) + report.photos;
    expect(progress.at(-1)).toEqual([copied, copied]);
    expect(progress.every(([done], i) => i === 0 || done >= progress[i - 1]![0])).toBe(true);
    // A second copy into the same database is refused, and changes nothing.
    await expect(migrateToPostgres(sqlite.sqlite.filename, target, readPhoto)).rejects.toBeInstanceOf(TargetNotEmpty);

    // Everything readable through the API is equal (another data dir: nothing comes from files).
    const elsewhere = mkdtempSync(join(tmpdir(), 'catchd-migrate-dst-'));
    dirs.push(elsewhere);
    const moved = testContext({ dataDir: elsewhere }, { db: target });
    const same = async (path: string, key = diver.key): Promise<void> => {
      const [before, after] = await Promise.all([club.request('GET', path, { key }), moved.request('GET', path, { key })]);
      expect({ path, status: after.status, body: await after.text() }).toEqual({ path, status: before.status, body: await before.text() });
    };
    const speciesId = (await sqlite.get<{ id: string }>("SELECT id FROM species WHERE scientific_name = 'Acanthocybium solandri'"))!.id;
    for (const path of [
      '/v1/catches?per_page=100',
      '/v1/catches?per_page=100&page=7',
      `/v1/catches?species_id=${speciesId}&min_tier=silver&per_page=50&page=3`,
      '/v1/catches?q=reef&per_page=20',
      `/v1/catches/${created.id}`,
      `/v1/catches/${created.id}/verifications`,
      `/v1/species/${speciesId}`,
      '/v1/species?q=snapper',
      '/v1/leaderboards/heaviest?min_tier=unverified&per_page=100',
      '/v1/leaderboards/catch-count?min_tier=unverified&per_page=100',
      `/v1/leaderboards/total-weight?species=Wahoo&season=2024&per_page=100`,
      '/v1/leaderboards/heaviest?min_tier=silver&per_page=100',
      '/v1/events?per_page=100',
      '/v1/webhooks',
      '/v1/apps',
      '/v1/me',
      `/v1/photos/${photo.id}`,
    ])
      await same(path);
    // The OAuth app's secret hash came along: its client credentials still work.
    const token = await moved.app.handle(
      new Request('http://catchd.test/oauth/token', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${btoa(`${app.client.client_id}:${app.secret!}`)}`,
        },
        body: 'grant_type=client_credentials',
      }),
    );
    expect(token.status).toBe(200);
    // New rows continue after the copied keys.
    expect(
      (await moved.request('POST', '/v1/catches', { key: diver.key, body: { species: 'Hogfish', weight_lbs: 3, depth_ft: 20 } })).status,
    ).toBe(201);
    await target.close();
    await sqlite.close();
  },
  300_000,
);

test.skipIf(engine !== 'postgres')(
  'the command copies a data dir, says what to change, and refuses a database that is not empty',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catchd-migrate-cli-'));
    dirs.push(dataDir);
    const sqliteOnly = { CATCHD_DATABASE_URL: '' };
    await cli(dataDir, ['keys', 'create', '--email', 'ana@club.test', '--scopes', 'all'], sqliteOnly);
    const url = await emptyPostgresDatabase();
    expect(await cli(dataDir, ['migrate-to-postgres', url], sqliteOnly)).toContain('stop the server before copying');
    const child = Bun.spawn([process.execPath, join(import.meta.dir, '../../src/index.ts'), 'migrate-to-postgres', url], {
      env: { ...process.env, CATCHD_DATA_DIR: dataDir, CATCHD_DATABASE_URL: '' },
      stderr: 'pipe',
      stdout: 'pipe',
    });
    expect(await child.exited).toBe(1);
    expect(await new Response(child.stderr).text()).toContain('not empty');
  },
);
