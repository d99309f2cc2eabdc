// The streamed zip archive read back by standard readers (Python's zipfile, Info-ZIP's unzip
// when present): small archives stay classic; past 65,535 entries the ZIP64 end records
// carry the count. (The 4 GiB offsets take the same records; no test writes 4 GiB.)
import { expect, test } from 'bun:test';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { zipStream, type ZipEntry } from '../src/lib/zip-stream';
import { testFilesDir } from './support';

async function* entries(count: number): AsyncGenerator<ZipEntry> {
  async function* text(content: string): AsyncGenerator<string> {
    yield content;
  }
  for (let i = 0; i < count; i++) yield { name: `photos/${i}.txt`, compress: i % 2 === 0, chunks: text(`entry ${i}\n`) };
}

async function archive(count: number, name: string): Promise<{ path: string; bytes: Uint8Array }> {
  const bytes = new Uint8Array(await new Response(zipStream(entries(count), new Date(2026, 4, 4, 13, 22, 8))).arrayBuffer());
  const path = join(testFilesDir, name);
  writeFileSync(path, bytes);
  return { path, bytes };
}

/** Python's zipfile: the entry count, a CRC check of every entry (testzip), and two entries' text. */
function readWithPython(path: string): { count: number; bad: string | null; first: string; last: string } {
  const script = `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
names = z.namelist()
print(json.dumps({"count": len(names), "bad": z.testzip(), "first": z.read(names[0]).decode(), "last": z.read(names[-1]).decode()}))`;
  const run = Bun.spawnSync(['python3', '-c', script, path]);
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString());
}

test('a small archive: classic end record, read by fflate, Python and unzip; text deflated, the rest stored', async () => {
  const { path, bytes } = await archive(3, 'small.zip');
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(['photos/0.txt', 'photos/1.txt', 'photos/2.txt']);
  expect(strFromU8(files['photos/1.txt']!)).toBe('entry 1\n');
  expect(readWithPython(path)).toEqual({ count: 3, bad: null, first: 'entry 0\n', last: 'entry 2\n' });
  expect(Buffer.from(bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(-1);
  if (existsSync('/usr/bin/zipinfo')) {
    const listing = Bun.spawnSync(['zipinfo', path]).stdout.toString();
    expect(listing).toMatch(/defN .* photos\/0\.txt/);
    expect(listing).toMatch(/stor .* photos\/1\.txt/);
  }
});

test('70,000 entries: the ZIP64 end records hold the count; Python and unzip read every entry', async () => {
  const count = 70_000;
  const { path, bytes } = await archive(count, 'many.zip');
  expect(Buffer.from(bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
  expect(readWithPython(path)).toEqual({ count, bad: null, first: 'entry 0\n', last: `entry ${count - 1}\n` });
  if (existsSync('/usr/bin/unzip')) {
    const tested = Bun.spawnSync(['unzip', '-tq', path]);
    expect(tested.stdout.toString()).toContain('No errors detected');
    expect(tested.exitCode).toBe(0);
  }
}, 60_000);
