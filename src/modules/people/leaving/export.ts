// Everything a person keeps here, as one zip archive (contract §8a): their catches as JSON
// (as the API shows them to their owner) and as CSV, verifications, photos, API keys,
// OAuth apps and webhook endpoints without secrets, passkeys without key material. Read a page at a time while the
// archive is sent: an export of any size holds one page of catches in memory.
import type { Sql } from '../../../db/store';
import type { ZipEntry } from '../../../lib/zip-stream';
import { toIso } from '../../../lib/time';
import { csvLine } from '../../../lib/csv';
import { fromCanonical, round4, type MeasureKind } from '../../../lib/units';
import {
  catchesOfDiver,
  photosFor,
  verificationColumns,
  type CatchRecord,
  type DiverCatchCursor,
  type VerificationRow,
} from '../../catches/read';
import { presentCatch, presentVerification, visibleVerification, type CatchView } from '../../catches/present';
import type { Viewer } from '../../../identity/person';
import { listApiKeys, presentKey } from '../../developers/keys/service';
import { listOAuthApps, presentApps } from '../../developers/apps/service';
import { listPasskeys, presentPasskey } from '../passkeys/service';
import { listEndpoints, presentEndpoint } from '../../events/webhooks/service';
import type { PhotoStorage } from '../../catches/photos/storage';
import type { UserRow } from '../../../identity/person';

/** Catches (and photos, and verifications) read per query. */
const pageSize = 500;

interface ExportDeps {
  db: Sql;
  photos: PhotoStorage;
  photoUrl: (photoId: string) => string;
}

const readme = `Your data from catchd.

account.json              your account
catches.json              your catches, as the API shows them to you
catches.csv               the same catches, one line each, each measure in both units
verifications.json        every verifier decision on your catches (catch_id names the catch)
verifications-given.json  the decisions you made as a verifier
photos/                   the photos of your catches, named by photo id (catches.json lists them)
api-keys.json             your API keys (never their secrets)
oauth-apps.json           the OAuth apps you registered (never their secrets)
webhook-endpoints.json    your webhook endpoints (never their signing secrets)
passkeys.json             your passkeys: name, when added, when last used (never key material)
`;

/** The archive's name for a download: the site-neutral date of the export. */
export function exportFileName(now: number): string {
  return `catchd-export-${toIso(now).slice(0, 10)}.zip`;
}

/** The entries of a person's export, in the order the archive holds them. */
export async function* exportEntries(deps: ExportDeps, user: UserRow, now: number): AsyncGenerator<ZipEntry> {
  const text = (name: string, content: string): ZipEntry => ({ name, compress: true, chunks: once(content) });
  yield text('README.txt', readme);
  yield text(
    'account.json',
    json({
      id: user.id,
      email: user.email,
      display_name: user.displayName,
      role: user.role,
      created_at: toIso(user.createdAt),
      exported_at: toIso(now),
    }),
  );
  yield {
    name: 'catches.json',
    compress: true,
    chunks: jsonArray(mapPages(catchPages(deps, user.id), (page) => page.map((view) => JSON.stringify(view)))),
  };
  yield {
    name: 'catches.csv',
    compress: true,
    chunks: prepend(
      csvLine(csvColumns),
      mapPages(catchPages(deps, user.id), (page) => page.map((view) => csvLine(csvRow(view))).join('')),
    ),
  };
  const viewer: Viewer = { userId: user.id, role: user.role };
  yield { name: 'verifications.json', compress: true, chunks: jsonArray(verificationPages(deps.db, 'c.diver_id = ?', viewer)) };
  yield { name: 'verifications-given.json', compress: true, chunks: jsonArray(verificationPages(deps.db, 'v.verifier_id = ?', viewer)) };
  for await (const page of photoPages(deps.db, user.id))
    for (const photo of page) {
      const bytes = await deps.photos.get(photo.id);
      if (bytes) yield { name: `photos/${photo.id}.${extensionOf(photo.content_type)}`, compress: false, chunks: bytes.stream() };
    }
  yield text('api-keys.json', json((await listApiKeys(deps.db, user.id)).map(presentKey)));
  yield text('oauth-apps.json', json(await presentApps(deps.db, await listOAuthApps(deps.db, user.id))));
  yield text('webhook-endpoints.json', json((await listEndpoints(deps.db, user.id)).map(presentEndpoint)));
  yield text('passkeys.json', json((await listPasskeys(deps.db, user.id)).map(presentPasskey)));
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

async function* once(content: string): AsyncGenerator<string> {
  yield content;
}

async function* prepend(first: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  yield first;
  yield* rest;
}

/** Pages of already-serialized items as one JSON array, a page per chunk. */
async function* jsonArray(pages: AsyncIterable<string[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${page.join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* mapPages<T>(pages: AsyncIterable<CatchView[]>, render: (page: CatchView[]) => T): AsyncGenerator<T> {
  for await (const page of pages) yield render(page);
}

/** A diver's catches as their owner sees them, a page at a time, in the order they were logged. */
async function* catchPages(deps: ExportDeps, diverId: string): AsyncGenerator<CatchView[]> {
  let after: DiverCatchCursor | null = null;
  for (;;) {
    const records: CatchRecord[] = await catchesOfDiver(deps.db, diverId, after, pageSize);
    if (records.length === 0) return;
    const photos = await photosFor(
      deps.db,
      records.map((r) => r.pk),
      deps.photoUrl,
    );
    const owner: Viewer = { userId: diverId, role: 'diver' };
    yield records.map((r) => presentCatch(r, owner, photos.get(r.pk) ?? []));
    if (records.length < pageSize) return;
    const last = records[records.length - 1];
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * Verifications matching `where` (over `verifications v JOIN catches c`, `?` the viewer's id),
 * serialized as the viewer may see them now (a former verifier no longer sees witnesses' contacts on
 * others' catches), a page at a time by pk.
 */
async function* verificationPages(db: Sql, where: string, viewer: Viewer): AsyncGenerator<string[]> {
  let afterPk = 0;
  for (;;) {
    const rows = await db.all<VerificationRow & { pk: number; catch_id: string; diver_id: string }>(
      `SELECT v.pk, c.id AS catch_id, c.diver_id, ${verificationColumns} FROM verifications v
       JOIN catches c ON c.pk = v.catch_pk JOIN users vu ON vu.id = v.verifier_id
       WHERE ${where} AND v.pk > ? ORDER BY v.pk LIMIT ?`,
      viewer.userId,
      afterPk,
      pageSize,
    );
    if (rows.length === 0) return;
    yield rows.map(({ pk: _pk, catch_id, diver_id, ...row }) =>
      JSON.stringify({ catch_id, ...visibleVerification(presentVerification(row), viewer, diver_id) }),
    );
    if (rows.length < pageSize) return;
    afterPk = rows[rows.length - 1].pk;
  }
}

async function* photoPages(db: Sql, diverId: string): AsyncGenerator<{ id: string; content_type: string }[]> {
  let afterPk = 0;
  for (;;) {
    const rows = await db.all<{ pk: number; id: string; content_type: string }>(
      `SELECT p.pk, p.id, p.content_type FROM photos p JOIN catches c ON c.pk = p.catch_pk
       WHERE c.diver_id = ? AND p.pk > ? ORDER BY p.pk LIMIT ?`,
      diverId,
      afterPk,
      pageSize,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    afterPk = rows[rows.length - 1].pk;
  }
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
const extensionOf = (contentType: string): string => extensions[contentType] ?? 'bin';

/** Each measure in both systems (contract §8b): the API's canonical one, then its metric twin. */
const csvColumns = [
  'id',
  'caught_at',
  'time_zone',
  'species',
  'scientific_name',
  'species_id',
  'weight_lbs',
  'weight_kg',
  'depth_ft',
  'depth_m',
  'length_in',
  'length_cm',
  'dive_type',
  'gear',
  'verification_tier',
  'lat',
  'lon',
  'location_name',
  'notes',
  'photos',
  'created_at',
  'updated_at',
];

function csvRow(view: CatchView): (string | number | null)[] {
  const metric = (kind: MeasureKind, canonical: number): number => round4(fromCanonical(kind, canonical, 'metric'));
  return [
    view.id,
    view.caught_at,
    view.time_zone,
    view.species,
    view.scientific_name,
    view.species_id,
    view.weight_lbs,
    metric('weight', view.weight_lbs),
    view.depth_ft,
    metric('depth', view.depth_ft),
    view.length_in,
    view.length_in === null ? null : metric('length', view.length_in),
    view.dive_type,
    view.gear,
    view.verification_tier,
    view.location?.lat ?? null,
    view.location?.lon ?? null,
    view.location?.name ?? null,
    view.notes,
    view.photos.map((p) => p.id).join(' '),
    view.created_at,
    view.updated_at,
  ];
}
