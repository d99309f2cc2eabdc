// Share cards rasterised on a thread of their own (share-card.ts; a separate entry point of the
// executable's build, scripts/build.ts): resvg decodes and scales a catch's photo, seconds of CPU
// for a 12-megapixel one, which on the server's thread would hold every request behind it.
// The wasm and DejaVu Sans (resvg-wasm sees no system fonts; DejaVu covers Latin and Greek) are
// files embedded in the executable, read at the first card.
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import wasmPath from '@resvg/resvg-wasm/index_bg.wasm' with { type: 'file' };
import sansPath from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' with { type: 'file' };
import boldPath from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' with { type: 'file' };
import { lazy } from './lazy';

/** What share-card.ts sends: an SVG to draw. */
export interface CardJob {
  id: number;
  svg: string;
}

/** What the worker answers to each job. */
export type CardResult = { id: number; png: Uint8Array<ArrayBuffer> } | { id: number; failed: string };

declare const self: Worker;

const fonts = lazy(async () => {
  await initWasm(Bun.file(wasmPath).arrayBuffer());
  return Promise.all([sansPath, boldPath].map(async (path) => new Uint8Array(await Bun.file(path).arrayBuffer())));
});

async function draw(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = new Resvg(svg, { font: { fontBuffers: await fonts(), defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    // A copy out of the wasm memory (wasm-bindgen slices it), on an ArrayBuffer of its own.
    const png = image.asPng() as Uint8Array<ArrayBuffer>;
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}

self.onmessage = async ({ data }: MessageEvent<CardJob>): Promise<void> => {
  try {
    const png = await draw(data.svg);
    self.postMessage({ id: data.id, png } satisfies CardResult, [png.buffer]);
  } catch (error) {
    self.postMessage({ id: data.id, failed: String(error) } satisfies CardResult);
  }
};
