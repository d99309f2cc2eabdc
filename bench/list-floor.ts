// The floor under an uncached list page: the least SQLite work any server must do for one
// varied `per_page=20` page with an exact total on the benchmark database, with no HTTP, no
// framework and no JSON. One species at random (half by share of catches, as in the HTTP
// pools), no filter, page 1–10: the page's 20 rows read in order with every column in one
// statement, their latest verifications and photos, the total from the counter table, and
// JSON.stringify of the rows as read (less than the API's JSON, which is larger).
// Compared with the ceiling, it bounds the ratio any implementation of the endpoint can reach
// on this machine: see docs/benchmarks.md, "The bound".
// Usage: bun bench/list-floor.ts <catchd.db> [pages=5000] [ceiling req/s, to print the bound]
import { Database } from 'bun:sqlite';

const [file, pagesText = '5000', ceilingText] = process.argv.slice(2);
const pages = Number(pagesText);

function measure(mmapBytes: number): number {
  const db = new Database(file, { readonly: true });
  db.exec('PRAGMA cache_size = -8192');
  db.exec(`PRAGMA mmap_size = ${mmapBytes}`);
  const species = db
    .query<{ pk: number; n: number }, []>('SELECT species_pk AS pk, sum(n) AS n FROM catch_counts_by_species GROUP BY species_pk')
    .all();
  const total = species.reduce((sum, s) => sum + s.n, 0);
  const pickSpecies = (): number => {
    if (Math.random() < 0.5) return species[Math.floor(Math.random() * species.length)].pk;
    let left = Math.random() * total;
    for (const s of species) {
      left -= s.n;
      if (left <= 0) return s.pk;
    }
    return species[0].pk;
  };
  const rows = db.query<{ pk: number }, [number, number]>(
    `SELECT c.pk, c.id, c.diver_id, c.species_pk, c.weight_lbs, c.depth_ft, c.length_in, c.tier, c.dive_type, c.gear, c.lat, c.lon,
       c.location_name, c.notes, c.conditions, c.external_id, c.caught_at, c.created_at, c.updated_at
     FROM catches c WHERE c.species_pk = ? ORDER BY c.created_at DESC, c.id DESC LIMIT 21 OFFSET ?`,
  );
  const list = `(${Array(20).fill('?').join(',')})`;
  const verifications = db.query(
    `SELECT v.catch_pk, v.id, v.tier, v.verifier_id, v.note, v.evidence, v.created_at FROM verifications v WHERE v.catch_pk IN ${list} ORDER BY v.pk`,
  );
  const photos = db.query(`SELECT catch_pk, id, content_type, width, height FROM photos WHERE catch_pk IN ${list} ORDER BY pk`);
  const count = db.query<{ n: number }, [number]>('SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_species WHERE species_pk = ?');
  const page = (): void => {
    const speciesPk = pickSpecies();
    const read = rows.all(speciesPk, Math.floor(Math.random() * 10) * 20);
    JSON.stringify(read.slice(0, 20));
    const keys = read.map((row) => row.pk);
    while (keys.length < 21) keys.push(-1);
    const shown = keys.slice(0, 20);
    verifications.all(...shown);
    photos.all(...shown);
    count.get(speciesPk);
  };
  for (let i = 0; i < 500; i++) page(); // warm-up
  const before = process.cpuUsage();
  for (let i = 0; i < pages; i++) page();
  const used = process.cpuUsage(before);
  db.close();
  return (used.user + used.system) / pages;
}

const plain = measure(0);
const mapped = measure(4 * 1024 ** 3);
console.log(
  `SQLite work and JSON of one varied per_page=20 list page, CPU per page: ${plain.toFixed(0)} us with the server's 8 MiB page cache, ${mapped.toFixed(0)} us with the whole file memory-mapped`,
);
if (ceilingText) {
  // The ceiling's own cost per request (parse a request, write a fixed body) comes on top.
  const ceilingMicros = 1e6 / Number(ceilingText);
  const bound = (floor: number): string => (1e6 / (floor + ceilingMicros) / Number(ceilingText)).toFixed(3);
  console.log(
    `with a ceiling of ${ceilingText} req/s (${ceilingMicros.toFixed(1)} us a request), no server can exceed ${bound(plain)} of it (${bound(mapped)} memory-mapped)`,
  );
}
