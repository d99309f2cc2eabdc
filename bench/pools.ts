// The URL pools of the list benchmarks, read off the benchmark's data (SQLite or PostgreSQL):
// 20,000 distinct paths each, more than any cache of the server holds, written to
// bench/out/pool-<name>.txt for bench/varied.lua. Also the data's landmarks the cached-path
// cases ask for: the biggest species, one with ~0.4% of the catches, page 10,000's cursor.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../src/db/store';
import { root } from './lib';
import { noteWords } from './note-words';

export interface ListPools {
  list20: string;
  list100: string;
  after: string;
  q: string;
}

export interface DataLandmarks {
  total: number;
  big: { id: string; n: number };
  small: { id: string; n: number };
  /** The catch page 10,000 of 20 starts after, in the default order (newest first). */
  deep: { id: string };
  bySpecies: { id: string; n: number }[];
  someCatchIds: string[];
}

const poolSize = 20_000;
const randomInt = (from: number, to: number): number => from + Math.floor(Math.random() * (to - from + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
/** Filters whose exact total comes from the counter tables, and none. */
const filters = [
  '',
  'verification_tier=unverified',
  'min_tier=silver',
  'min_tier=gold',
  'verification_tier=bronze,silver',
  'dive_type=freedive',
  'dive_type=scuba',
];

export async function dataLandmarks(db: Sql): Promise<DataLandmarks> {
  const total = (await db.get<{ n: number }>('SELECT sum(n) AS n FROM catch_counts_total'))!.n;
  const bySpecies = await db.all<{ id: string; n: number }>(
    'SELECT s.id, sum(c.n) AS n FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY n DESC',
  );
  const small = bySpecies.reduce((best, s) => (Math.abs(s.n / total - 0.004) < Math.abs(best.n / total - 0.004) ? s : best));
  const deep = (await db.get<{ id: string }>('SELECT id FROM catches ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 199999'))!;
  const maxPk = (await db.get<{ pk: number }>('SELECT max(pk) AS pk FROM catches'))!.pk;
  const randomPks = Array.from({ length: 20_000 }, () => 1 + Math.floor(Math.random() * maxPk));
  const someCatchIds = (await db.all<{ id: string }>(`SELECT id FROM catches WHERE pk IN (${randomPks.join(',')})`)).map((r) => r.id);
  return { total, big: bySpecies[0], small, deep, bySpecies, someCatchIds };
}

function pool(name: string, path: () => string): string {
  const paths = new Set<string>();
  while (paths.size < poolSize) paths.add(path());
  const file = join(root, 'bench/out', `pool-${name}.txt`);
  writeFileSync(file, `${[...paths].join('\n')}\n`);
  return file;
}

const query = (...parts: string[]): string => parts.filter((p) => p !== '').join('&');

/** Writes the four list pools from the data's landmarks; returns their files. */
export function writeListPools({ bySpecies, total, someCatchIds }: DataLandmarks): ListPools {
  /** Half the time a species as traffic picks it (by its share of catches: the 35% one often), half the time any species with catches. */
  const cumulative: number[] = [];
  for (const s of bySpecies) cumulative.push((cumulative.at(-1) ?? 0) + s.n);
  const randomSpecies = (): string =>
    Math.random() < 0.5 ? pick(bySpecies).id : bySpecies[cumulative.findIndex((sum) => sum > Math.random() * total)].id;
  return {
    list20: pool(
      'list20',
      () => `/v1/catches?${query(`species_id=${randomSpecies()}`, pick(filters), 'per_page=20', `page=${randomInt(1, 10)}`)}`,
    ),
    list100: pool(
      'list100',
      () =>
        `/v1/catches?${query(`species_id=${randomSpecies()}`, pick(filters), `per_page=${randomInt(1, 100)}`, `page=${randomInt(1, 10)}`)}`,
    ),
    after: pool('after', () => `/v1/catches?after=${pick(someCatchIds)}&per_page=${randomInt(1, 100)}`),
    q: pool(
      'q',
      () =>
        `/v1/catches?${query(`q=${pick(noteWords)}${Math.random() < 0.5 ? `+${pick(noteWords)}` : ''}`, `per_page=${randomInt(1, 100)}`, `page=${randomInt(1, 10)}`)}`,
    ),
  };
}
