// Deterministic import file for benchmarks: N catches (default 1,000,000) over the shipped
// species with a realistic skew — one species ≈ 35% of rows, twenty ≈ 0.4% each, the rest
// ≈ 0.1% — by ~5,000 divers. Same seed, same file.
// Usage: bun bench/generate-catches.ts [count] [out.jsonl]
import { parse } from 'csv-parse/sync';
import seedCsv from '../db/seed/species.csv' with { type: 'text' };
import { noteWords } from './note-words';

const count = Number(process.argv[2] ?? 1_000_000);
const out = process.argv[3] ?? 'bench/out/catches.jsonl';

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261123);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

const species: string[] = (parse(seedCsv, { columns: true }) as { scientific_name: string }[]).map((r) => r.scientific_name);
// The dominant species and the twenty "popular" ones are fixed so benchmarks can name them.
export const dominant = 'Coryphaena hippurus';
const popular = species.filter((s) => s !== dominant).slice(0, 20);
const rest = species.filter((s) => s !== dominant && !popular.includes(s));
function speciesFor(r: number): string {
  if (r < 0.35) return dominant;
  if (r < 0.43) return popular[Math.floor(((r - 0.35) / 0.08) * popular.length)];
  return rest[Math.floor(((r - 0.43) / 0.57) * rest.length)];
}

const spots = [
  { name: 'Molasses Reef', lat: 25.01, lon: -80.37 },
  { name: 'Calanques', lat: 43.2, lon: 5.45 },
  { name: 'Poor Knights', lat: -35.47, lon: 174.74 },
  { name: 'La Paz', lat: 24.14, lon: -110.31 },
  { name: 'Rottnest', lat: -32.0, lon: 115.5 },
  { name: 'Azores', lat: 38.5, lon: -28.6 },
];
const gears = ['speargun', 'speargun', 'speargun', 'polespear', 'sling', 'other'] as const;
const tiers = ['unverified', 'unverified', 'unverified', 'unverified', 'bronze', 'bronze', 'silver', 'gold'] as const;
const start = Date.UTC(2021, 0, 1) / 1000;
const span = 5 * 365 * 86400;

const writer = Bun.file(out).writer();
for (let i = 0; i < count; i++) {
  const spot = pick(spots);
  const caught = start + Math.floor((i / count) * span) - Math.floor(random() * 86400 * 3);
  const line: Record<string, unknown> = {
    diver_email: `diver${Math.floor(random() ** 1.5 * 5000)}@bench.test`,
    species: speciesFor(random()),
    weight_lbs: Math.round((1 + random() ** 3 * 80) * 100) / 100,
    depth_ft: Math.round(5 + random() ** 2 * 120),
    caught_at: new Date(caught * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    created_at: new Date((caught + 3600) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    dive_type: random() < 0.85 ? 'freedive' : 'scuba',
    gear: pick(gears),
    verification_tier: pick(tiers),
    external_id: `bench-${i}`,
  };
  if (random() < 0.6) line.location = { lat: spot.lat + (random() - 0.5) * 0.4, lon: spot.lon + (random() - 0.5) * 0.4, name: spot.name };
  if (random() < 0.5) line.notes = `${pick(noteWords)} ${pick(noteWords)} ${pick(noteWords)}`;
  writer.write(`${JSON.stringify(line)}\n`);
}
await writer.end();
console.log(`wrote ${count} catches to ${out}`);
