// Preview cards for chat apps: a 1200×630 PNG (the size Open Graph readers show large), drawn
// as SVG from plain text and an optional photo, then rasterised by resvg compiled to
// WebAssembly on a thread of its own (share-card-worker.ts), started at the first card: a
// server that never draws one never loads resvg and its fonts (2.5 MB). One thread draws one
// card at a time, so drawing never takes more than one core.
// This file knows nothing of catches or boards: callers compose a Card of words.
import type { CardJob, CardResult } from './share-card-worker';

export const cardWidth = 1200;
export const cardHeight = 630;

export interface CardPhoto {
  bytes: Uint8Array;
  /** image/jpeg, image/png or image/webp. */
  contentType: string;
}

/** What a card says, top to bottom; `footer` names whose card it is (the club). */
export interface Card {
  title: string;
  subtitle?: string;
  /** Up to four further lines (a podium, a status). */
  lines?: string[];
  footer: string;
  /** Covers the whole card, darkened under the words; without one the card is plain sea blue. */
  photo?: CardPhoto | null;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * `text` cut to what fits `width` pixels at `size`, with an ellipsis where cut. The widths are
 * DejaVu Sans' widest average a character over Latin and Greek capitals and small letters: about
 * 0.72 em in bold, 0.62 em in regular.
 */
function fit(text: string, size: number, weight: 'bold' | 'normal', width = cardWidth - 2 * margin): string {
  const max = Math.floor(width / (size * (weight === 'bold' ? 0.72 : 0.62)));
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const margin = 64;
const sea = '#0b3d5c';

/** The card as an SVG document: every text escaped, nothing but what `card` holds. */
export function cardSvg(card: Card): string {
  const lines = (card.lines ?? []).slice(0, 4);
  const photo = card.photo ? `data:${card.photo.contentType};base64,${Buffer.from(card.photo.bytes).toString('base64')}` : null;
  // The words stand at the bottom over a photo (the fish shows above them), from the top on a plain card.
  const block = 76 + (card.subtitle ? 60 : 0) + lines.length * 50;
  let y = photo ? cardHeight - 120 - block + 64 : 150;
  const text: string[] = [];
  const line = (words: string, size: number, weight: 'bold' | 'normal', step: number) => {
    text.push(
      `<text x="${margin}" y="${y}" font-size="${size}" font-weight="${weight}" fill="#ffffff">${escapeXml(fit(words, size, weight))}</text>`,
    );
    y += step;
  };
  line(card.title, 64, 'bold', card.subtitle ? 64 : 58);
  if (card.subtitle) line(card.subtitle, 44, 'bold', 56);
  for (const words of lines) line(words, 36, 'normal', 50);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}" font-family="DejaVu Sans">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.45" stop-color="#000000" stop-opacity="0.25"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.8"/></linearGradient></defs>',
    `<rect width="${cardWidth}" height="${cardHeight}" fill="${sea}"/>`,
    photo
      ? `<image href="${photo}" x="0" y="0" width="${cardWidth}" height="${cardHeight}" preserveAspectRatio="xMidYMid slice"/><rect width="${cardWidth}" height="${cardHeight}" fill="url(#shade)"/>`
      : `<path d="M0 520 C 300 470 500 580 800 530 S 1100 480 1200 500 L 1200 630 L 0 630 Z" fill="#14557d"/>`,
    ...text,
    `<text x="${margin}" y="${cardHeight - 44}" font-size="30" fill="#d6e8f3">${escapeXml(fit(card.footer, 30, 'normal'))}</text>`,
    '</svg>',
  ].join('');
}

/** The worker's script. In the executable: the entry point the build makes of it, named by its path under src/ (scripts/build.ts). */
const workerScript = Bun.isStandaloneExecutable ? './lib/share-card-worker.ts' : new URL('./share-card-worker.ts', import.meta.url).href;

/**
 * How long the cards' thread outlives its last card: the wasm memory that decoded a large photo
 * (tens of megabytes) never shrinks, so an idle thread is ended and the next card starts another.
 */
const drawerIdleMs = 60_000;

type Drawer = (svg: string) => Promise<Uint8Array<ArrayBuffer>>;
let drawer: Drawer | null = null;

function startDrawer(): Drawer {
  const waiting = new Map<number, { resolve: (png: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }>();
  let next = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const worker = new Worker(workerScript, { smol: true });
  // An idle drawer keeps no process alive (a command, a test run).
  (worker as Worker & { unref(): void }).unref();
  const end = () => {
    worker.terminate();
    if (drawer === draw) drawer = null;
  };
  worker.onmessage = ({ data }: MessageEvent<CardResult>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if ('png' in data) job?.resolve(data.png);
    else job?.reject(new Error(`drawing a share card failed: ${data.failed}`));
    if (waiting.size === 0) {
      idle = setTimeout(end, drawerIdleMs);
      idle.unref();
    }
  };
  worker.onerror = (event) => {
    for (const job of waiting.values()) job.reject(new Error(`the share cards' thread stopped: ${event.message}`));
    waiting.clear();
    end();
  };
  const draw: Drawer = (svg) =>
    new Promise((resolve, reject) => {
      clearTimeout(idle);
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, svg } satisfies CardJob);
    });
  return draw;
}

/** The SVG as PNG bytes, drawn on the cards' thread (started at the first call, ended when idle). */
export function rasterize(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  drawer ??= startDrawer();
  return drawer(svg);
}

export interface RenderedCard {
  png: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * Cards by name and version (an object's id and what changes with it): a chat app fetches the
 * same card many times, and each drawing costs tens of milliseconds of the one thread. At most
 * `limit` are kept (the oldest goes first); a card asked for while it is drawn is drawn once.
 */
export function cardCache(limit: number) {
  const kept = new Map<string, Promise<RenderedCard>>();
  let drawn = 0;
  return {
    /** How many cards were drawn (not served from the cache). */
    get drawn() {
      return drawn;
    },
    get(etag: string, svg: () => Promise<string>): Promise<RenderedCard> {
      const hit = kept.get(etag);
      if (hit) {
        kept.delete(etag);
        kept.set(etag, hit);
        return hit;
      }
      const made = (async () => {
        drawn += 1;
        return { png: await rasterize(await svg()), etag };
      })();
      kept.set(etag, made);
      made.catch(() => kept.delete(etag));
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return made;
    },
  };
}
