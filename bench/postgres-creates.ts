// Concurrent creates on PostgreSQL, for two builds of catchd side by side in alternating
// rounds (e.g. before and after a change), each as a ratio to the Bun.serve ceiling measured
// in the same round. Each build gets a new database on the server of `url`; wrk posts catches
// on 32 connections (bench/post-catch.lua) and counts 503 busy answers instead of failing.
//   npx bun bench/postgres-creates.ts postgres://postgres@127.0.0.1:5432/postgres dist/catchd /tmp/catchd-before [seconds=5] [rounds=3]
import { SQL } from 'bun';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createKey, median, root, startCeiling, startServer, wrkRun } from './lib';

const [serverUrl, ...rest] = process.argv.slice(2);
if (!serverUrl?.startsWith('postgres'))
  throw new Error('usage: npx bun bench/postgres-creates.ts <postgres url> <binary> [binary] [seconds] [rounds]');
const binaries = rest.filter((arg) => !/^\d+$/.test(arg)).map((path) => resolve(path));
const [seconds = 5, rounds = 3] = rest.filter((arg) => /^\d+$/.test(arg)).map(Number);

/** A new, empty database on the server, migrated by the binary's first start. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new SQL(serverUrl);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

const ceiling = await startCeiling();
const results = new Map<string, { ratio: number; rps: number; busy: number }[]>();
for (let round = 0; round < rounds; round++)
  for (const [index, binary] of binaries.entries()) {
    const env = {
      CATCHD_DATABASE_URL: await freshDatabase(`catchd_bench_creates_${index}`),
      CATCHD_DATA_DIR: mkdtempSync(join(tmpdir(), 'catchd-creates-')),
    };
    const key = createKey(binary, env);
    const server = await startServer([binary, 'serve'], env);
    const top = wrkRun(ceiling.url, { seconds });
    const creates = Bun.spawnSync([
      'taskset',
      '-c',
      '1',
      'wrk',
      '-t1',
      '-c32',
      `-d${seconds}s`,
      '--latency',
      '-H',
      `Authorization: Bearer ${key}`,
      '-s',
      join(root, 'bench/post-catch.lua'),
      `${server.url}/v1/catches`,
    ]).stdout.toString();
    await server.stop();
    const requests = Number(/(\d+) requests in/.exec(creates)?.[1] ?? 0);
    const busy = Number(/Non-2xx or 3xx responses: (\d+)/.exec(creates)?.[1] ?? 0);
    const answered = (Number(/Requests\/sec:\s+([\d.]+)/.exec(creates)?.[1] ?? 0) * (requests - busy)) / Math.max(requests, 1);
    const list = results.get(binary) ?? [];
    list.push({ ratio: answered / top.rps, rps: answered, busy: busy / Math.max(requests, 1) });
    results.set(binary, list);
    console.log(
      `round ${round + 1} ${binary}: ${answered.toFixed(0)} creates/s answered 201 (ceiling ${top.rps.toFixed(0)}), ${busy} of ${requests} answered 503 busy`,
    );
  }
await ceiling.stop();
for (const [binary, list] of results)
  console.log(
    `${binary}: median ${median(list.map((r) => r.rps)).toFixed(0)} creates/s, ratio ${median(list.map((r) => r.ratio)).toFixed(4)}, 503 busy ${(median(list.map((r) => r.busy)) * 100).toFixed(1)}% (32 connections, ${seconds} s, ${rounds} rounds)`,
  );
