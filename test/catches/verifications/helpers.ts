// Shared helpers for the verification and leaderboard tests.
import { newId } from '../../../src/lib/ids';
import type { TestContext } from '../../support';

/** Inserts a photo row for a catch directly (the upload route is another module's). */
export async function addPhoto(ctx: TestContext, catchId: string): Promise<string> {
  const id = newId('photo');
  await ctx.db.run(
    `INSERT INTO photos (id, catch_pk, uploader_id, content_type, width, height, bytes, sha256, created_at)
     SELECT ?, c.pk, c.diver_id, 'image/jpeg', 800, 600, 1000, 'test', ? FROM catches c WHERE c.id = ?`,
    id,
    ctx.clock.now,
    catchId,
  );
  return id;
}

export async function json(response: Response): Promise<any> {
  return response.json();
}
