// Tiny but well-formed image files for upload tests (only the headers a reader needs).

function concat(...parts: (number[] | Uint8Array | string)[]): Uint8Array {
  const bytes = parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p]));
  return new Uint8Array(bytes);
}

const be16 = (n: number): number[] => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number): number[] => [...le24(n), (n >>> 24) & 0xff];

function pngChunk(type: string, data: number[]): Uint8Array {
  const body = concat(type, data);
  return concat(be32(data.length), body, be32(Bun.hash.crc32(body)));
}

export function png(width: number, height: number): Uint8Array {
  return concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], pngChunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]), pngChunk('IEND', []));
}

export function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...concat('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return concat([0xff, 0xd8], app0, sof0, [0xff, 0xd9]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const padded = payload.length % 2 ? [...payload, 0] : payload;
  return concat('RIFF', le32(4 + 8 + padded.length), 'WEBP', chunk, le32(payload.length), padded);
}

export function webpLossy(width: number, height: number): Uint8Array {
  return riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
}

export function webpLossless(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [0x2f, ...le32(bits), 0]);
}

export function webpExtended(width: number, height: number): Uint8Array {
  return riff('VP8X', [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

/** A multipart form with `file` (and any text fields). */
export function form(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('file', new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
