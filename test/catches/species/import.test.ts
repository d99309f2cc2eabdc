// `catchd species import`: upsert by scientific name, idempotent, every rejection explained.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSpeciesCsv } from '../../../src/modules/catches/species/csv';
import { shippedSpecies, upsertSpecies } from '../../../src/modules/catches/species/service';
import { freshDatabase, testFilesDir, testNow } from '../../support';

const header =
  'scientific_name,scientific_name_authority,common_name,common_name_source,other_common_names,other_common_names_source,family,region_tags,max_length_cm,worms_aphia_id,record_weight_kg,record_holder';

describe('parse and upsert', () => {
  test('re-upserting the shipped table changes nothing', async () => {
    const db = freshDatabase();
    const shipped = shippedSpecies();
    expect(await upsertSpecies(db, shipped, testNow + 60)).toEqual({ added: 0, updated: 0, unchanged: shipped.length });
    const changed = shipped.map((s) => (s.scientificName === 'Epinephelus marginatus' ? { ...s, maxLengthCm: 151 } : s));
    expect(await upsertSpecies(db, changed, testNow + 120)).toEqual({ added: 0, updated: 1, unchanged: shipped.length - 1 });
    expect(await upsertSpecies(db, changed, testNow + 180)).toEqual({ added: 0, updated: 0, unchanged: shipped.length });
  });

  test('every rejected row says which line and why', () => {
    const csv = [
      header,
      'Testus fishus,Me 2026,Test fish,local,fr:Poisson test,local,Testidae,mediterranean,80,123,10,A. Diver',
      ',,Nameless,,,,,,,,,',
      'testus lowercase,,Lower,,,,,,,,,',
      'Testus nocommon,,,,,,,,,,,',
      'Testus fishus,,Again,,,,,,,,,',
      'Testus longus,,Long,,,,,,-3,,,',
      'Testus aphius,,Aphia,,,,,,,12.5,,',
      'Testus heavius,,Heavy,,,,,,,,abc,',
      'Testus regionus,,Region,,,,,Not A Tag,,,,',
    ].join('\n');
    const { rows, rejected } = parseSpeciesCsv(csv);
    expect(rows.map((r) => r.scientificName)).toEqual(['Testus fishus']);
    expect(rejected).toEqual([
      { line: 3, reason: 'scientific_name is empty' },
      { line: 4, reason: 'scientific_name "testus lowercase" is not a binomial like "Genus species"' },
      { line: 5, reason: 'common_name is empty' },
      { line: 6, reason: 'scientific_name "Testus fishus" repeats line 2' },
      { line: 7, reason: 'max_length_cm "-3" is not a number of centimetres in (0, 3000]' },
      { line: 8, reason: 'worms_aphia_id "12.5" is not a whole number' },
      { line: 9, reason: 'record_weight_kg "abc" is not a weight in (0, 2000]' },
      { line: 10, reason: 'region tag "Not A Tag" is not lower_snake_case' },
    ]);
    expect(parseSpeciesCsv('common_name\nFish').rejected).toEqual([{ line: 1, reason: 'missing column(s): scientific_name' }]);
  });
});

test('names take the licence of their source: known ids, or the one the row gives', () => {
  const csv = [
    'scientific_name,common_name,common_name_source,common_name_licence,other_common_names,other_common_names_source',
    'Testus fishus,Test fish,myclub,CC BY 4.0,fr:Poisson test;es:Pez prueba,myclub',
    'Testus secundus,Second fish,worms,,fr:Second,worms',
  ].join('\n');
  const [first, second] = parseSpeciesCsv(csv).rows;
  expect(first.commonNameLicence).toBe('CC BY 4.0');
  expect(first.otherNames.map((n) => [n.name, n.source, n.licence])).toEqual([
    ['Poisson test', 'myclub', 'CC BY 4.0'],
    ['Pez prueba', 'myclub', 'CC BY 4.0'],
  ]);
  expect([second.commonNameLicence, second.otherNames[0].licence]).toEqual(['CC BY 4.0', 'CC BY 4.0']);
});

describe('the CLI', () => {
  const dir = mkdtempSync(join(testFilesDir, 'species-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'species.csv');
  const run = (): { code: number; stdout: string; stderr: string } => {
    const result = Bun.spawnSync([process.execPath, 'src/index.ts', 'species', 'import', file], {
      env: { ...process.env, CATCHD_DATA_DIR: join(dir, 'data') },
      cwd: join(import.meta.dir, '../../..'),
    });
    return { code: result.exitCode, stdout: result.stdout.toString().trim(), stderr: result.stderr.toString().trim() };
  };

  test('adds, then reports unchanged; updates an existing species; explains rejections', () => {
    writeFileSync(
      file,
      [
        header,
        'Testus fishus,Me 2026,Test fish,local,fr:Poisson test,local,Testidae,mediterranean,80,123,10,A. Diver',
        'Epinephelus marginatus,(Lowe 1834),Dusky grouper,fao_asfis_2025,fr:Mérou noir;es:Mero moreno,fao_asfis_2025,Epinephelidae,mediterranean,150,127036,,',
        'Testus,,Bad,,,,,,,,,',
      ].join('\n'),
    );
    const first = run();
    expect(first.stdout).toBe('added 1, updated 1, unchanged 0, rejected 1');
    expect(first.stderr).toContain('line 4: scientific_name "Testus" is not a binomial');
    expect(first.code).toBe(1);
    const second = run();
    expect(second.stdout).toBe('added 0, updated 0, unchanged 2, rejected 1');
  });
});
