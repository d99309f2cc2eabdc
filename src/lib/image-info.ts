// What an uploaded image really is, read from its bytes (never from its name or declared
// type): the format from the magic bytes, the pixel size from the format's own header.

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

type ImageInfo =
  | { kind: 'image'; contentType: ImageType; width: number; height: number }
  /** The magic bytes name a supported format, but no pixel size could be read. */
  | { kind: 'malformed'; contentType: ImageType }
  | { kind: 'unsupported' };

const u16be = (b: Uint8Array, i: number): number => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number): number => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const ascii = (b: Uint8Array, i: number, text: string): boolean =>
  b.length >= i + text.length && [...text].every((c, k) => b[i + k] === c.charCodeAt(0));

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && pngSignature.every((v, i) => bytes[i] === v)) return 'image/png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame header
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return i + 8 < b.length ? { height: u16be(b, i + 5), width: u16be(b, i + 7) } : null;
    i += 2 + length;
  }
  return null;
}

function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null; // key frame start code
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25) {
    if (b[20] !== 0x2f) return null; // lossless signature
    return { width: 1 + (b[21] | ((b[22] & 0x3f) << 8)), height: 1 + ((b[22] >> 6) | (b[23] << 2) | ((b[24] & 0x0f) << 10)) };
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

const readers: Record<ImageType, (b: Uint8Array) => { width: number; height: number } | null> = {
  'image/jpeg': jpegSize,
  'image/png': pngSize,
  'image/webp': webpSize,
};

export function readImageInfo(bytes: Uint8Array): ImageInfo {
  const contentType = sniffImageType(bytes);
  if (contentType === null) return { kind: 'unsupported' };
  const size = readers[contentType](bytes);
  if (!size || size.width <= 0 || size.height <= 0) return { kind: 'malformed', contentType };
  return { kind: 'image', contentType, ...size };
}

/** The type a file name's extension claims, if it names one of ours. */
export function typeFromFileName(name: string): ImageType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg' || extension === 'jfif') return 'image/jpeg';
  if (extension === 'png') return 'image/png';
  if (extension === 'webp') return 'image/webp';
  return null;
}
