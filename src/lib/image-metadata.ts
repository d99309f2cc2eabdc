// Removing the metadata blocks where cameras and phones write GPS positions (EXIF, XMP,
// IPTC, and the further pictures of a multi-picture JPEG, each with its own EXIF): photos
// are served to anyone with the URL, and spearfishers guard their spots.
// Pixels are untouched; EXIF orientation goes too (a known cost of stripping EXIF).
import type { ImageType } from './image-info';

const u16be = (b: Uint8Array, i: number): number => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number): number => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const u32le = (b: Uint8Array, i: number): number => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + ((b[i + 3] << 24) >>> 0);
const fourCc = (b: Uint8Array, i: number): string => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const isRestart = (marker: number): boolean => marker >= 0xd0 && marker <= 0xd7;
const ascii = (b: Uint8Array, from: number, to: number): string => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/**
 * The JPEG segments kept: everything but APPn and COM, and of the APPn only JFIF (APP0), ICC
 * colour profiles (APP2 `ICC_PROFILE`) and Adobe's colour transform (APP14). Gone: EXIF and
 * XMP (APP1), MPF (APP2: the index of the pictures after the first), IPTC (APP13), makers' own.
 */
function keptJpegSegment(b: Uint8Array, marker: number, start: number): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  return marker === 0xe0 || marker === 0xee || (marker === 0xe2 && ascii(b, start + 4, start + 16) === 'ICC_PROFILE\0');
}

/** Where the entropy-coded data that starts at `i` ends: the next marker other than a stuffed 0xFF00 or a restart. */
function scanDataEnd(b: Uint8Array, i: number): number {
  for (; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] !== 0x00 && b[i + 1] !== 0xff && !isRestart(b[i + 1])) return i;
  return b.length;
}

/**
 * JPEG: the first picture only, up to its end-of-image marker, walking every segment and
 * scan (progressive files have several). A multi-picture file (MPO, phones' depth and
 * preview images) carries further pictures, each with its own EXIF, after that marker.
 */
function stripJpeg(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 1 < b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return join([...kept, b.subarray(i, i + 2)]);
    if (marker === 0x01 || isRestart(marker)) {
      kept.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 3 >= b.length) break;
    const end = Math.min(b.length, i + 2 + u16be(b, i + 2));
    if (keptJpegSegment(b, marker, i)) kept.push(b.subarray(i, end));
    i = end;
    if (marker === 0xda) {
      const dataEnd = scanDataEnd(b, i);
      kept.push(b.subarray(i, dataEnd));
      i = dataEnd;
    }
  }
  // No end-of-image marker (a truncated file): what was walked, nothing unread.
  return join(kept);
}

/** PNG: drop eXIf and the text chunks (tEXt, zTXt, iTXt: where XMP lives). */
function stripPng(b: Uint8Array): Uint8Array {
  const dropped = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  while (i + 8 <= b.length) {
    const end = i + 12 + u32be(b, i);
    if (!dropped.has(fourCc(b, i + 4))) kept.push(b.subarray(i, end));
    i = end;
  }
  return join(kept);
}

/** WebP: drop EXIF and XMP chunks, clear their VP8X flags, fix the RIFF size. */
function stripWebp(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const type = fourCc(b, i);
    const size = u32le(b, i + 4);
    const end = Math.min(b.length, i + 8 + size + (size % 2));
    if (type === 'VP8X') {
      const chunk = b.slice(i, end);
      chunk[8] &= ~(0x08 | 0x04); // EXIF and XMP present flags
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') kept.push(b.subarray(i, end));
    i = end;
  }
  const body = join(kept);
  const header = b.slice(0, 12);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return join([header, body]);
}

const strippers: Record<ImageType, (b: Uint8Array) => Uint8Array> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
};

export function stripLocationMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  return strippers[type](bytes);
}
