// The pure image header reader: type from magic bytes, size from the format's header.
import { describe, expect, test } from 'bun:test';
import { readImageInfo } from '../../../src/lib/image-info';
import { stripLocationMetadata } from '../../../src/lib/image-metadata';
import { gpsMarker, jpeg, mpo, png, webpExtended, webpLossless, webpLossy } from './images';

describe('readImageInfo', () => {
  const table: [string, Uint8Array, ReturnType<typeof readImageInfo>][] = [
    ['jpeg', jpeg(640, 480), { kind: 'image', contentType: 'image/jpeg', width: 640, height: 480 }],
    ['png', png(3, 2), { kind: 'image', contentType: 'image/png', width: 3, height: 2 }],
    ['webp VP8', webpLossy(300, 200), { kind: 'image', contentType: 'image/webp', width: 300, height: 200 }],
    ['webp VP8L', webpLossless(1000, 16383), { kind: 'image', contentType: 'image/webp', width: 1000, height: 16383 }],
    ['webp VP8X', webpExtended(70000, 3), { kind: 'image', contentType: 'image/webp', width: 70000, height: 3 }],
    ['png 4 GiB wide', png(0xffffffff, 1), { kind: 'image', contentType: 'image/png', width: 0xffffffff, height: 1 }],
    ['jpeg without a frame header', jpeg(1, 1).slice(0, 20), { kind: 'malformed', contentType: 'image/jpeg' }],
    ['png cut short', png(3, 2).slice(0, 16), { kind: 'malformed', contentType: 'image/png' }],
    ['png zero width', png(0, 5), { kind: 'malformed', contentType: 'image/png' }],
    ['gif', new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), { kind: 'unsupported' }],
    ['html', new TextEncoder().encode('<html><script>alert(1)</script>'), { kind: 'unsupported' }],
    ['empty', new Uint8Array(0), { kind: 'unsupported' }],
  ];
  for (const [name, bytes, expected] of table) test(name, () => expect(readImageInfo(bytes)).toEqual(expected));
});

describe('hostile bytes', () => {
  // A fixed-seed generator: the same mutations on every run.
  let seed = 42;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const samples = [
    jpeg(64, 48, { exif: true }),
    mpo(64, 48).bytes,
    png(30, 20, { exif: true }),
    webpExtended(300, 200, { exif: true }),
    webpLossy(8, 8),
  ];

  test('truncated and corrupted headers never throw from the reader or the metadata stripper', () => {
    for (let round = 0; round < 2000; round++) {
      const sample = samples[round % samples.length];
      const bytes = sample.slice(0, 1 + random(sample.length));
      for (let k = random(4); k > 0; k--) bytes[random(bytes.length)] = random(256);
      const info = readImageInfo(bytes);
      if (info.kind === 'image') expect(() => stripLocationMetadata(bytes, info.contentType)).not.toThrow();
    }
  });
});

describe('stripLocationMetadata', () => {
  const latin1 = (b: Uint8Array): string => new TextDecoder('latin1').decode(b);

  test('JPEG: the first picture up to its end-of-image marker, every scan of it kept, no APPn but JFIF, ICC and Adobe', () => {
    const { bytes, firstClean } = mpo(64, 48);
    expect(stripLocationMetadata(bytes, 'image/jpeg')).toEqual(firstClean);
    expect(stripLocationMetadata(firstClean, 'image/jpeg')).toEqual(firstClean);
    const plain = jpeg(640, 480);
    expect(stripLocationMetadata(plain, 'image/jpeg')).toEqual(plain);
  });

  test('JPEG without an end-of-image marker: the walked segments and scan, with no metadata', () => {
    const truncated = mpo(64, 48).bytes;
    const cut = truncated.subarray(0, latin1(truncated).indexOf('\xff\xd9'));
    const stripped = stripLocationMetadata(cut, 'image/jpeg');
    expect(latin1(stripped)).not.toContain(gpsMarker);
    expect(latin1(stripped)).not.toContain('MPF');
    expect(readImageInfo(stripped)).toEqual(readImageInfo(cut));
  });

  test.each([
    ['png', png(30, 20, { exif: true }), png(30, 20), 'image/png'],
    ['webp', webpExtended(300, 200, { exif: true }), webpExtended(300, 200), 'image/webp'],
  ] as const)('%s: metadata chunks dropped, the rest byte for byte', (_, withGps, without, type) => {
    const stripped = stripLocationMetadata(withGps, type);
    expect(latin1(stripped)).not.toContain(gpsMarker);
    expect(stripped).toEqual(without);
    expect(stripLocationMetadata(without, type)).toEqual(without);
  });
});
