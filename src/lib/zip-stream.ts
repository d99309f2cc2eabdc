// A zip archive written while it is read: entries one after another, each from an async
// source of chunks, pulled only as fast as the reader takes them, so an archive of any size
// holds a chunk or two in memory. fflate writes the format (and deflates the text).
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive. */
  name: string;
  /** Text is deflated; photos are compressed already and are stored as they are. */
  compress: boolean;
  chunks: AsyncIterable<Uint8Array | string>;
}

const encoder = new TextEncoder();

export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  /** Writes the archive a chunk per step: each step leaves what it made in `ready`. */
  async function* steps(): AsyncGenerator<void> {
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = modified;
      zip.add(file);
      for await (const chunk of entry.chunks) {
        file.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  const writer = steps();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (ready.length === 0) {
          const step = await writer.next();
          if (failure) throw failure;
          if (step.done) {
            for (const chunk of ready.splice(0)) controller.enqueue(chunk);
            controller.close();
            return;
          }
        }
        for (const chunk of ready.splice(0)) controller.enqueue(chunk);
      },
      async cancel() {
        // The reader went away: the sources stop (their finally blocks run).
        await writer.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
