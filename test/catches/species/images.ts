// Tiny but well-formed image files for upload tests (only the headers a reader needs).

function concat(...parts: (number[] | Uint8Array | string)[]): Uint8Array<ArrayBuffer> {
  const bytes = parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p]));
  return new Uint8Array(bytes);
}

const be16 = (n: number): number[] => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number): number[] => [...le24(n), (n >>> 24) & 0xff];

function pngChunk(type: string, data: number[]): Uint8Array<ArrayBuffer> {
  const body = concat(type, data);
  return concat(be32(data.length), body, be32(Bun.hash.crc32(body)));
}

export function png(width: number, height: number, options: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const metadata = options.exif ? [pngChunk('eXIf', [...concat(gpsMarker)]), pngChunk('tEXt', [...concat(`Comment\0${gpsMarker}`)])] : [];
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...metadata,
    pngChunk('IDAT', [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]),
    pngChunk('IEND', []),
  );
}

/** Where a phone would write the spot: found by tests in what the server serves back. */
export const gpsMarker = 'GPSLatitude 43.123456 GPSLongitude 5.987654';

export function jpeg(width: number, height: number, options: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...be16(16), ...concat('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const exif = concat('Exif\0\0', gpsMarker);
  const app1 = options.exif ? [0xff, 0xe1, ...be16(exif.length + 2), ...exif] : [];
  const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  const scan = [0xff, 0xda, ...be16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0x12, 0x34, 0x56];
  return concat([0xff, 0xd8], app0, app1, sof0, scan, [0xff, 0xd9]);
}

const jpegSegment = (marker: number, ...data: (number[] | Uint8Array | string)[]): Uint8Array<ArrayBuffer> => {
  const body = concat(...data);
  return concat([0xff, marker], be16(body.length + 2), body);
};

/**
 * A multi-picture JPEG (MPO) as phones write them: the first picture (an APP2 MPF index, an
 * ICC profile, a scan holding stuffed 0xFF00 bytes and a restart marker, then a second scan
 * as progressive files have), a second whole JPEG with its own EXIF and GPS, then a maker's
 * trailer. `firstClean` is the first picture without its MPF segment: what may be served.
 */
export function mpo(width: number, height: number): { bytes: Uint8Array<ArrayBuffer>; firstClean: Uint8Array<ArrayBuffer> } {
  const app0 = jpegSegment(0xe0, 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const mpf = jpegSegment(0xe2, 'MPF\0', 'MM', [0, 0x2a, 0, 0, 0, 8], gpsMarker);
  const icc = jpegSegment(0xe2, 'ICC_PROFILE\0', [1, 1], 'profile bytes');
  const sof2 = jpegSegment(0xc2, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]);
  const dht = jpegSegment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]);
  const sos = jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]);
  const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0x00, 0x78];
  const first = (...extra: Uint8Array[]) => concat([0xff, 0xd8], app0, ...extra, icc, sof2, dht, sos, data, dht, sos, [0x9a], [0xff, 0xd9]);
  const trailer = concat('SEFH', gpsMarker);
  return { bytes: concat(first(mpf), jpeg(width, height, { exif: true }), trailer), firstClean: first() };
}

function riffChunk(type: string, payload: number[]): Uint8Array<ArrayBuffer> {
  return concat(type, le32(payload.length), payload.length % 2 ? [...payload, 0] : payload);
}

function riff(...chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = concat(...chunks);
  return concat('RIFF', le32(4 + body.length), 'WEBP', body);
}

export function webpLossy(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff(riffChunk('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]));
}

export function webpLossless(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff(riffChunk('VP8L', [0x2f, ...le32(bits), 0]));
}

export function webpExtended(width: number, height: number, options: { exif?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const flags = options.exif ? 0x08 | 0x04 : 0;
  const image = riffChunk('VP8L', [0x2f, ...le32((Math.min(width, 16384) - 1) | ((Math.min(height, 16384) - 1) << 14)), 0]);
  const metadata = options.exif ? [riffChunk('EXIF', [...concat(gpsMarker)]), riffChunk('XMP ', [...concat(`<x>${gpsMarker}</x>`)])] : [];
  return riff(riffChunk('VP8X', [flags, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]), image, ...metadata);
}

/** A multipart form with `file` (and any text fields). */
export function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('file', new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
