// The streamed zip archive read back by a reader apart from the writer's fflate (yauzl, from
// npm): small archives stay classic; past 65,535 entries the ZIP64 end records carry the count.
// (The 4 GiB offsets take the same records; no test writes 4 GiB.)
import { expect, test } from 'bun:test';
import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import yauzl from 'yauzl';
import { zipStream, type ZipEntry } from '../src/lib/zip-stream';

async function* entries(count: number): AsyncGenerator<ZipEntry> {
  async function* text(content: string): AsyncGenerator<string> {
    yield content;
  }
  for (let i = 0; i < count; i++) yield { name: `photos/${i}.txt`, compress: i % 2 === 0, chunks: text(`entry ${i}\n`) };
}

async function archive(count: number): Promise<Uint8Array> {
  return new Uint8Array(await new Response(zipStream(entries(count), new Date(2026, 4, 4, 13, 22, 8))).arrayBuffer());
}

/**
 * yauzl (the reader of extract-zip, written apart from fflate): the entry count from the central
 * directory it finds, each entry's sizes as it checks them, its CRC-32 against the bytes it
 * inflates, and the first and last entries' text.
 */
async function readWithYauzl(
  bytes: Uint8Array,
): Promise<{ count: number; bad: string | null; first: string; last: string; methods: Map<string, number> }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file!))),
  );
  const texts: string[] = [];
  const methods = new Map<string, number>();
  let bad: string | null = null;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream!.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream!.on('error', reject);
        stream!.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (crc32(bytes) !== entry.crc32) bad ??= entry.fileName;
          texts.push(bytes.toString());
          methods.set(entry.fileName, entry.compressionMethod);
          zip.readEntry();
        });
      }),
    );
    zip.readEntry();
  });
  return { count: texts.length, bad, first: texts[0]!, last: texts.at(-1)!, methods };
}

test('a small archive: classic end record, read by fflate and yauzl; text deflated, the rest stored', async () => {
  const bytes = await archive(3);
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(['photos/0.txt', 'photos/1.txt', 'photos/2.txt']);
  expect(strFromU8(files['photos/1.txt']!)).toBe('entry 1\n');
  const read = await readWithYauzl(bytes);
  expect(read).toMatchObject({ count: 3, bad: null, first: 'entry 0\n', last: 'entry 2\n' });
  // Deflated (8) and stored (0), as each entry asked.
  expect([...read.methods]).toEqual([
    ['photos/0.txt', 8],
    ['photos/1.txt', 0],
    ['photos/2.txt', 8],
  ]);
  expect(Buffer.from(bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(-1);
});

test('70,000 entries: the ZIP64 end records hold the count; yauzl reads every entry', async () => {
  const count = 70_000;
  const bytes = await archive(count);
  expect(Buffer.from(bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
  expect(await readWithYauzl(bytes)).toMatchObject({ count, bad: null, first: 'entry 0\n', last: `entry ${count - 1}\n` });
}, 120_000);
