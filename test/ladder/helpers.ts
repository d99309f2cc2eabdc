// Shared helpers for the verification and leaderboard tests.
import { newId } from '../../src/lib/ids';
import type { TestContext } from '../support';

/** Inserts a photo row for a catch directly (the upload route is another module's). */
export function addPhoto(ctx: TestContext, catchId: string): string {
  const id = newId('photo');
  ctx.db.sqlite
    .query(
      `INSERT INTO photos (id, catch_pk, uploader_id, content_type, width, height, bytes, sha256, created_at)
       SELECT ?, c.pk, c.diver_id, 'image/jpeg', 800, 600, 1000, 'test', ? FROM catches c WHERE c.id = ?`,
    )
    .run(id, ctx.clock.now, catchId);
  return id;
}

export async function json(response: Response): Promise<any> {
  return response.json();
}
