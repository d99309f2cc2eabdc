// A zip archive written while it is read: entries one after another, each from an async
// source of chunks, pulled only as fast as the reader takes them, so an archive of any size
// holds a chunk or two in memory (and a small record per entry for the central directory).
// fflate deflates the text; the container is written here because fflate's streaming Zip has
// no ZIP64: past 65,535 entries or 4 GiB the archive gets the ZIP64 records (APPNOTE 4.3.14-16,
// 4.5.3), which every current reader (Info-ZIP, Python, 7-Zip, Windows, macOS) understands.
import { crc32 } from 'node:zlib';
import { Deflate } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive. */
  name: string;
  /** Text is deflated; photos are compressed already and are stored as they are. */
  compress: boolean;
  chunks: AsyncIterable<Uint8Array | string>;
}

const encoder = new TextEncoder();
const max16 = 0xffff;
const max32 = 0xffffffff;
/** Sizes are written after the data (bit 3), names are UTF-8 (bit 11). */
const flags = 0x0808;
const deflated = 8;
const stored = 0;
/** Central directory headers written per chunk. */
const directoryBatch = 1024;

interface Written {
  name: Uint8Array;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** Little-endian fields into a fresh buffer. */
class Fields {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  private at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }
  u16(value: number): this {
    this.view.setUint16(this.at, value, true);
    this.at += 2;
    return this;
  }
  u32(value: number): this {
    this.view.setUint32(this.at, value, true);
    this.at += 4;
    return this;
  }
  u64(value: number): this {
    this.view.setBigUint64(this.at, BigInt(value), true);
    this.at += 8;
    return this;
  }
  raw(bytes: Uint8Array): this {
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
    return this;
  }
}

/** MS-DOS time and date (two-second steps, local time as zip tools read them). */
function dosTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function localHeader(entry: Written, at: { time: number; day: number }): Uint8Array {
  return new Fields(30 + entry.name.length)
    .u32(0x04034b50)
    .u16(20)
    .u16(flags)
    .u16(entry.method)
    .u16(at.time)
    .u16(at.day)
    .u32(0)
    .u32(0)
    .u32(0)
    .u16(entry.name.length)
    .u16(0)
    .raw(entry.name).bytes;
}

/** After the data: its CRC and sizes, 64-bit when either size needs it (readers take the sizes from the central directory). */
function dataDescriptor(entry: Written): Uint8Array {
  if (entry.compressed < max32 && entry.size < max32)
    return new Fields(16).u32(0x08074b50).u32(entry.crc).u32(entry.compressed).u32(entry.size).bytes;
  return new Fields(24).u32(0x08074b50).u32(entry.crc).u64(entry.compressed).u64(entry.size).bytes;
}

function centralHeader(entry: Written, at: { time: number; day: number }): Uint8Array {
  // The ZIP64 extra field holds, in this order, whichever values do not fit in 32 bits.
  const large = [entry.size, entry.compressed, entry.offset].filter((value) => value >= max32);
  const extra = large.length === 0 ? 0 : 4 + 8 * large.length;
  const version = large.length === 0 ? 20 : 45;
  const header = new Fields(46 + entry.name.length + extra)
    .u32(0x02014b50)
    .u16(version)
    .u16(version)
    .u16(flags)
    .u16(entry.method)
    .u16(at.time)
    .u16(at.day)
    .u32(entry.crc)
    .u32(Math.min(entry.compressed, max32))
    .u32(Math.min(entry.size, max32))
    .u16(entry.name.length)
    .u16(extra)
    .u16(0)
    .u16(0)
    .u16(0)
    .u32(0)
    .u32(Math.min(entry.offset, max32))
    .raw(entry.name);
  if (extra > 0) {
    header.u16(0x0001).u16(8 * large.length);
    for (const value of large) header.u64(value);
  }
  return header.bytes;
}

/** The end records: ZIP64's record and locator first when the count, size or offset outgrow the classic one. */
function directoryEnd(count: number, size: number, offset: number): Uint8Array {
  const classic = new Fields(22)
    .u32(0x06054b50)
    .u16(0)
    .u16(0)
    .u16(Math.min(count, max16))
    .u16(Math.min(count, max16))
    .u32(Math.min(size, max32))
    .u32(Math.min(offset, max32))
    .u16(0).bytes;
  if (count < max16 && size < max32 && offset < max32) return classic;
  const zip64End = offset + size;
  return new Fields(56 + 20 + 22)
    .u32(0x06064b50)
    .u64(44)
    .u16(45)
    .u16(45)
    .u32(0)
    .u32(0)
    .u64(count)
    .u64(count)
    .u64(size)
    .u64(offset)
    .u32(0x07064b50)
    .u32(0)
    .u64(zip64End)
    .u32(1)
    .raw(classic).bytes;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The archive's bytes, a chunk at a time. */
async function* archiveChunks(entries: AsyncIterable<ZipEntry>, modified: Date): AsyncGenerator<Uint8Array> {
  const at = dosTime(modified);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const record: Written = {
      name: encoder.encode(entry.name),
      method: entry.compress ? deflated : stored,
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
    };
    const header = localHeader(record, at);
    offset += header.length;
    yield header;
    const out: Uint8Array[] = [];
    const deflate = entry.compress ? new Deflate({ level: 6 }, (chunk) => out.push(chunk)) : null;
    /** What the entry made so far, counted as it leaves. */
    const made = function* (): Generator<Uint8Array> {
      for (const chunk of out.splice(0)) {
        record.compressed += chunk.length;
        offset += chunk.length;
        yield chunk;
      }
    };
    for await (const piece of entry.chunks) {
      const bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
      record.crc = crc32(bytes, record.crc);
      record.size += bytes.length;
      if (deflate) deflate.push(bytes);
      else out.push(bytes);
      yield* made();
    }
    deflate?.push(new Uint8Array(0), true);
    yield* made();
    const descriptor = dataDescriptor(record);
    offset += descriptor.length;
    yield descriptor;
    written.push(record);
  }
  let directorySize = 0;
  for (let i = 0; i < written.length; i += directoryBatch) {
    const part = joined(written.slice(i, i + directoryBatch).map((entry) => centralHeader(entry, at)));
    directorySize += part.length;
    yield part;
  }
  yield directoryEnd(written.length, directorySize, offset);
}

export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): ReadableStream<Uint8Array> {
  const chunks = archiveChunks(entries, modified);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        // The reader went away: the sources stop (their finally blocks run).
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
