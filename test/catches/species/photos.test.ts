// Photo uploads (catch and species), serving and deletion, through real HTTP. Every bad
// input is a 4xx problem+json and leaves no file and no row behind.
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine, otherStore, testContext } from '../../support';
import { readImageInfo } from '../../../src/lib/image-info';
import { form, gpsMarker, jpeg, mpo, png, webpExtended, webpLossless, webpLossy } from './images';

const dataDir = mkdtempSync(join(tmpdir(), 'catchd-photos-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const maxPhotoBytes = 4096;
const ctx = testContext({ dataDir, maxPhotoBytes });
const diver = await ctx.user('diver@example.com', 'diver');
const other = await ctx.user('other@example.com', 'diver');
const admin = await ctx.user('admin@example.com', 'admin');

/** The photo ids whose bytes are stored: files beside SQLite, rows of photo_blobs on PostgreSQL. */
const storedFiles = async (): Promise<string[]> =>
  ctx.db.engine === 'postgres'
    ? (await ctx.db.all<{ photo_id: string }>('SELECT photo_id FROM photo_blobs')).map((row) => row.photo_id)
    : existsSync(join(dataDir, 'photos'))
      ? readdirSync(join(dataDir, 'photos'))
      : [];
const photoRows = async (): Promise<number> => (await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM photos'))!.n;

async function newCatch(key = diver.key): Promise<string> {
  const response = await ctx.request('POST', '/v1/catches', { key, body: { species: 'Dusky grouper', weight_lbs: 20, depth_ft: 40 } });
  return ((await response.json()) as { id: string }).id;
}

const upload = (catchId: string, body: FormData, key = diver.key) => ctx.request('POST', `/v1/catches/${catchId}/photos`, { key, body });

describe('catch photos', () => {
  test.each([
    ['fish.jpg', 'image/jpeg', jpeg(640, 480), 640, 480],
    ['fish.png', 'image/png', png(3, 2), 3, 2],
    ['fish.webp', 'image/webp', webpLossy(300, 200), 300, 200],
    ['fish.webp', 'image/webp', webpLossless(17, 9), 17, 9],
    ['fish.webp', 'image/webp', webpExtended(4000, 3000), 4000, 3000],
    ['upload', 'application/octet-stream', png(5, 5), 5, 5],
  ])('%s (%s) is stored and served back', async (name, type, bytes, width, height) => {
    const catchId = await newCatch();
    const response = await upload(catchId, form(bytes, name, type));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as { id: string; url: string; content_type: string; width: number; height: number };
    expect(photo).toMatchObject({ content_type: name === 'upload' ? 'image/png' : type, width, height });
    expect(photo.id).toStartWith('photo_');
    expect(photo.url).toBe(`http://catchd.test/v1/photos/${photo.id}`);

    const served = await ctx.request('GET', `/v1/photos/${photo.id}`); // public: no credential
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(photo.content_type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const etag = served.headers.get('etag')!;
    expect((await ctx.request('GET', `/v1/photos/${photo.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const view = (await (await ctx.request('GET', `/v1/catches/${catchId}`, { key: diver.key })).json()) as { photos: { id: string }[] };
    expect(view.photos.map((p) => p.id)).toEqual([photo.id]);
  });

  test.each([
    ['fish.jpg', jpeg(640, 480, { exif: true }), 'image/jpeg'],
    ['fish.png', png(30, 20, { exif: true }), 'image/png'],
    ['fish.webp', webpExtended(300, 200, { exif: true }), 'image/webp'],
  ])('%s: the GPS metadata a phone writes is not served back; the image still reads', async (name, bytes, type) => {
    expect(new TextDecoder('latin1').decode(bytes)).toContain(gpsMarker);
    const photo = (await (await upload(await newCatch(), form(bytes, name, type))).json()) as { id: string; width: number; height: number };
    const served = new Uint8Array(await (await ctx.request('GET', `/v1/photos/${photo.id}`)).arrayBuffer());
    expect(new TextDecoder('latin1').decode(served)).not.toContain(gpsMarker);
    expect(readImageInfo(served)).toEqual(readImageInfo(bytes));
    if (type === 'image/webp') {
      expect(new DataView(served.buffer).getUint32(4, true)).toBe(served.length - 8); // RIFF size
      expect(served[20] & 0x0c).toBe(0); // VP8X: no EXIF, no XMP
    }
  });

  test('a multi-picture JPEG (MPO): only the first picture is stored and served, without the MPF index, the second EXIF or the trailer', async () => {
    const { bytes, firstClean } = mpo(64, 48);
    const latin1 = (b: Uint8Array): string => new TextDecoder('latin1').decode(b);
    expect(latin1(bytes)).toContain('Exif');
    const response = await upload(await newCatch(), form(bytes, 'fish.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as { id: string; width: number; height: number };
    expect(photo).toMatchObject({ width: 64, height: 48 });
    const served = new Uint8Array(await (await ctx.request('GET', `/v1/photos/${photo.id}`)).arrayBuffer());
    expect(served).toEqual(firstClean);
    for (const left of [gpsMarker, 'Exif', 'MPF', 'SEFH']) expect(latin1(served)).not.toContain(left);
    expect(latin1(served).split('\xff\xd8').length - 1).toBe(1); // one start-of-image
    expect(latin1(served)).toContain('ICC_PROFILE'); // colours are kept
    const stored =
      ctx.db.engine === 'postgres'
        ? (await ctx.db.get<{ content: Uint8Array }>('SELECT content FROM photo_blobs WHERE photo_id = ?', photo.id))!.content
        : new Uint8Array(await Bun.file(join(dataDir, 'photos', photo.id)).arrayBuffer());
    expect(new Uint8Array(stored)).toEqual(firstClean);
  });

  const text = (s: string) => new TextEncoder().encode(s);
  const cases: [string, () => FormData, number][] = [
    ['zero bytes', () => form(new Uint8Array(0), 'empty.jpg', 'image/jpeg'), 422],
    ['text with a .jpg name', () => form(text('not an image at all'), 'fish.jpg', 'image/jpeg'), 415],
    ['html', () => form(text('<html><script>alert(1)</script></html>'), 'fish.html', 'text/html'), 415],
    ['gif', () => form(text('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'fish.gif', 'image/gif'), 415],
    ['a JPEG named .png', () => form(jpeg(10, 10), 'fish.png', 'application/octet-stream'), 415],
    ['a PNG named .jpeg', () => form(png(10, 10), 'fish.jpeg', 'image/png'), 415],
    ['JPEG with no frame header', () => form(jpeg(10, 10).slice(0, 20), 'fish.jpg', 'image/jpeg'), 422],
    ['PNG 30000 px wide', () => form(png(30000, 10), 'wide.png', 'image/png'), 422],
    ['PNG 10000 x 10000 (100 megapixels)', () => form(png(10000, 10000), 'big.png', 'image/png'), 422],
    ['WebP 16384 x 16384', () => form(webpExtended(16384, 16384), 'big.webp', 'image/webp'), 422],
    ['PNG with 4 GiB width', () => form(png(0xffffffff, 1), 'huge.png', 'image/png'), 422],
    [
      'file over the size limit',
      () => form(new Uint8Array([...png(10, 10), ...new Uint8Array(maxPhotoBytes)]), 'big.png', 'image/png'),
      413,
    ],
    [
      'no file field',
      () => {
        const f = new FormData();
        f.append('photo', 'x');
        return f;
      },
      422,
    ],
    [
      'a text field instead of a file',
      () => {
        const f = new FormData();
        f.append('file', 'hello');
        return f;
      },
      422,
    ],
    ['an extra field', () => form(png(2, 2), 'a.png', 'image/png', { caption: 'hi' }), 422],
  ];
  for (const [name, body, status] of cases)
    test(`${name} → ${status}, nothing stored`, async () => {
      const catchId = await newCatch();
      const [files, rows] = [(await storedFiles()).length, await photoRows()];
      const response = await upload(catchId, body());
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((await storedFiles()).length).toBe(files);
      expect(await photoRows()).toBe(rows);
    });

  test('a declared body over the limit is 413 before it is read', async () => {
    const catchId = await newCatch();
    const multipart = new Response(form(png(2, 2), 'a.png', 'image/png'));
    const response = await ctx.app.handle(
      new Request(`http://catchd.test/v1/catches/${catchId}/photos`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${diver.key}`,
          'content-type': multipart.headers.get('content-type')!,
          'content-length': String(maxPhotoBytes + 1024 * 1024),
        },
        body: await multipart.arrayBuffer(),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  test.each([
    ['application/json', '{"file":"x"}', 415],
    ['text/plain', 'hello', 415],
    ['multipart/form-data; boundary=zzz', 'not multipart', 400],
    ['multipart/form-data', '', 400],
  ])('a %s body is %d problem+json', async (type, body, status) => {
    const catchId = await newCatch();
    const response = await ctx.request('POST', `/v1/catches/${catchId}/photos`, {
      key: diver.key,
      body,
      headers: { 'content-type': type },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  test('only the owner attaches photos: others get 404, no credential 401', async () => {
    const catchId = await newCatch();
    expect((await upload(catchId, form(png(2, 2), 'a.png', 'image/png'), other.key)).status).toBe(404);
    expect((await upload(catchId, form(png(2, 2), 'a.png', 'image/png'), admin.key)).status).toBe(404);
    expect((await upload('catch_nonsense', form(png(2, 2), 'a.png', 'image/png'))).status).toBe(404);
    const anonymous = await ctx.app.handle(
      new Request(`http://catchd.test/v1/catches/${catchId}/photos`, { method: 'POST', body: form(png(2, 2), 'a.png', 'image/png') }),
    );
    expect(anonymous.status).toBe(401);
    const readOnly = await ctx.user('readonly@example.com', 'diver', ['catches:read']);
    expect((await upload(catchId, form(png(2, 2), 'a.png', 'image/png'), readOnly.key)).status).toBe(403);
  });

  test('a catch holds at most 20 photos; the 21st is 422 and stores nothing', async () => {
    const catchId = await newCatch();
    for (let i = 0; i < 20; i++) expect((await upload(catchId, form(png(2, 2), 'a.png', 'image/png'))).status).toBe(201);
    const [files, rows] = [(await storedFiles()).length, await photoRows()];
    const refused = await upload(catchId, form(png(2, 2), 'a.png', 'image/png'));
    expect(refused.status).toBe(422);
    expect([(await storedFiles()).length, await photoRows()]).toEqual([files, rows]);
  });

  test('deleting the catch deletes its photo files and records', async () => {
    const catchId = await newCatch();
    const photo = (await (await upload(catchId, form(png(4, 4), 'a.png', 'image/png'))).json()) as { id: string };
    expect(await storedFiles()).toContain(photo.id);
    expect((await ctx.request('DELETE', `/v1/catches/${catchId}`, { key: diver.key })).status).toBe(204);
    expect(await storedFiles()).not.toContain(photo.id);
    expect((await ctx.request('GET', `/v1/photos/${photo.id}`)).status).toBe(404);
  });

  test.each(['photo_nope', '..%2F..%2Fcatchd.db', 'photo_01jabcdefghjkmnpqrstvwxyz0'])('unknown photo %s is 404', async (id) => {
    const response = await ctx.request('GET', `/v1/photos/${id}`);
    expect(response.status).toBe(404);
  });
});

const speciesId = (await ctx.db.get<{ id: string }>("SELECT id FROM species WHERE scientific_name = 'Epinephelus marginatus'"))!.id;
describe('species photos', () => {
  const uploadSpecies = (body: FormData, key = admin.key) => ctx.request('POST', `/v1/species/${speciesId}/photos`, { key, body });

  test('admins upload with licence and author; the species shows them; delete removes the file', async () => {
    const response = await uploadSpecies(
      form(jpeg(800, 600), 'grouper.jpg', 'image/jpeg', { license: 'CC BY-SA 4.0', author: 'A. Diver' }),
    );
    expect(response.status).toBe(201);
    const photo = (await response.json()) as { id: string };
    const detail = (await (await ctx.request('GET', `/v1/species/${speciesId}`, { key: diver.key })).json()) as { photos: unknown[] };
    expect(detail.photos).toEqual([
      {
        id: photo.id,
        url: `http://catchd.test/v1/photos/${photo.id}`,
        license: 'CC BY-SA 4.0',
        author: 'A. Diver',
        content_type: 'image/jpeg',
        width: 800,
        height: 600,
      },
    ]);
    expect((await ctx.request('DELETE', `/v1/species/${speciesId}/photos/${photo.id}`, { key: diver.key })).status).toBe(403);
    expect((await ctx.request('DELETE', `/v1/species/${speciesId}/photos/${photo.id}`, { key: admin.key })).status).toBe(204);
    expect(await storedFiles()).not.toContain(photo.id);
    expect((await ctx.request('DELETE', `/v1/species/${speciesId}/photos/${photo.id}`, { key: admin.key })).status).toBe(404);
  });

  test.each([
    ['no licence', form(png(2, 2), 'a.png', 'image/png', { author: 'A. Diver' }), 422],
    ['no author', form(png(2, 2), 'a.png', 'image/png', { license: 'CC0' }), 422],
    ['not an image', form(new TextEncoder().encode('hello'), 'a.png', 'image/png', { license: 'CC0', author: 'x' }), 415],
  ])('%s → %d, nothing stored', async (_name, body, status) => {
    const [files, rows] = [(await storedFiles()).length, await photoRows()];
    expect((await uploadSpecies(body)).status).toBe(status);
    expect((await storedFiles()).length).toBe(files);
    expect(await photoRows()).toBe(rows);
  });

  test('divers cannot upload species photos', async () => {
    expect((await uploadSpecies(form(png(2, 2), 'a.png', 'image/png', { license: 'CC0', author: 'x' }), diver.key)).status).toBe(403);
  });
});

describe('photos with several instances', () => {
  // Another instance: another store on the same database and a data dir of its own (another machine).
  test.skipIf(engine !== 'postgres')('a photo uploaded through one instance is served by another, and deleted for both', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'catchd-photos-other-'));
    const second = testContext({ dataDir: elsewhere, maxPhotoBytes }, { db: otherStore(ctx.db) });
    try {
      const catchId = await newCatch();
      const bytes = png(5, 3);
      const photo = (await (await upload(catchId, form(bytes, 'b.png', 'image/png'))).json()) as { id: string };
      const served = await second.request('GET', `/v1/photos/${photo.id}`);
      expect(served.status).toBe(200);
      expect(readImageInfo(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 5, height: 3 });
      expect((await second.request('DELETE', `/v1/catches/${catchId}`, { key: diver.key })).status).toBe(204);
      expect((await ctx.request('GET', `/v1/photos/${photo.id}`)).status).toBe(404);
      expect(await storedFiles()).not.toContain(photo.id);
      expect(readdirSync(elsewhere)).not.toContain('photos');
    } finally {
      await second.db.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
