// Shared set-up of the sharing tests against dist/catchd: a diver with a key on the executable's
// database, a catch with a photo (drawn for the purpose: a fish on blue water), divers' pages
// opened to visitors so that strangers see it.
import { expect } from 'bun:test';
import { setPublicAreas } from '../../src/identity/settings';
import { upsertUser } from '../../src/identity/people';
import { rasterize } from '../../src/lib/share-card';
import { createApiKey } from '../../src/modules/developers/keys/service';
import type { RunningExecutable } from '../executable';

const photoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#3aa0c8"/><stop offset="1" stop-color="#0a3550"/></linearGradient></defs>' +
  '<rect width="1600" height="1200" fill="url(#w)"/><ellipse cx="800" cy="520" rx="420" ry="170" fill="#c9a36b"/>' +
  '<path d="M1180 520 L1420 360 L1380 520 L1420 680 Z" fill="#b08850"/><circle cx="520" cy="480" r="26" fill="#1b1b1b"/></svg>';

/** The PNG's width and height from its IHDR chunk (after the 8-byte signature). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A catch strangers may see on `catchd`, with a photo; answers its id. */
export async function sharedCatch(catchd: RunningExecutable, now = Math.floor(Date.now() / 1000)): Promise<string> {
  const { user } = await upsertUser(catchd.db, { email: 'ann@reef.test', role: 'diver', displayName: 'Ann' }, now);
  const { secret } = await createApiKey(
    catchd.db,
    { userId: user.id, role: 'diver', name: 'share', scopes: ['all'], expiresAt: null },
    now,
  );
  await setPublicAreas(catchd.db, ['divers', 'leaderboards'], now);
  const auth = { authorization: `Bearer ${secret}` };
  const created = await fetch(`${catchd.base}/v1/catches`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      species: 'Dentex dentex',
      weight_kg: 8.2,
      depth_m: 14,
      location: { lat: 42.11423, lon: 3.16561, name: 'Cala Montgó' },
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const form = new FormData();
  form.append('file', new File([await rasterize(photoSvg)], 'dentex.png', { type: 'image/png' }));
  expect((await fetch(`${catchd.base}/v1/catches/${id}/photos`, { method: 'POST', headers: auth, body: form })).status).toBe(201);
  return id;
}
