// The admin page says when a newer signed release exists: the server looks at most once a day
// (one instance for all), believes only a release signed by the key it trusts, and shows
// nothing when the look is turned off or the release is not newer.
import { afterAll, describe, expect, test } from 'bun:test';
import { createHash, randomBytes } from 'node:crypto';
import { buildInfo, type BuildInfo } from '../../src/build-info';
import { generateKeys, parseSecretKey, signDetached } from '../../src/lib/minisign';
import { lookForNewerRelease, newerRelease, updateCheckEverySeconds } from '../../src/modules/update/notice';
import { UpdateRefused } from '../../src/modules/update/service';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { otherStore, testContext, testNow } from '../support';

const keys = generateKeys(randomBytes(8));
const running: BuildInfo = { ...buildInfo, version: '1.0.0', releaseKey: keys.publicKey };
let requests = 0;
let offered = '1.2.0';
let signingKey = keys.secretKey;

function releaseFiles(): Map<string, string> {
  const manifest = JSON.stringify({ version: offered, commit: 'abc', builtAt: 'now', schema: { sqlite: 1, postgres: 1 }, files: {} });
  const sums = `${createHash('sha256').update(manifest).digest('hex')}  release.json\n`;
  return new Map([
    ['release.json', manifest],
    ['SHA256SUMS', sums],
    ['SHA256SUMS.minisig', signDetached(Buffer.from(sums), parseSecretKey(signingKey), 'test')],
  ]);
}

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(request) {
    requests += 1;
    const body = releaseFiles().get(new URL(request.url).pathname.slice(1));
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  },
});
const url = server.url.href;
afterAll(() => server.stop(true));

describe('looking for a newer release', () => {
  test('at most once a day, whichever instance asks, and the admin page says what it found', async () => {
    const ctx = testContext();
    await ctx.db.get('SELECT 1'); // the database exists before a second connection opens it
    const second = otherStore(ctx.db);
    requests = 0;
    const found = await Promise.all([
      lookForNewerRelease(ctx.db, url, running, testNow),
      lookForNewerRelease(second, url, running, testNow + 1),
    ]);
    // One instance looked (three files); the other read what it stored, or nothing yet.
    expect(requests).toBe(3);
    expect(found).toContain('1.2.0');
    expect(await newerRelease(second, '1.0.0')).toBe('1.2.0');
    expect(await newerRelease(ctx.db, '1.2.0')).toBeNull();

    offered = '1.3.0';
    expect(await lookForNewerRelease(ctx.db, url, running, testNow + 3600)).toBe('1.2.0');
    expect(requests).toBe(3);
    expect(await lookForNewerRelease(second, url, running, testNow + updateCheckEverySeconds + 1)).toBe('1.3.0');
    expect(requests).toBe(6);
    await second.close();
  });

  test('the admin page shows the newer version only while the look is on', async () => {
    const on = testContext();
    offered = '9.0.0';
    await lookForNewerRelease(on.db, url, { ...running, version: buildInfo.version }, testNow);
    await userWithPassword(on, 'admin@club.test', 'admin');
    const browser = new FormBrowser(on);
    await browser.signIn('admin@club.test');
    expect(await (await browser.send('GET', '/admin')).text()).toContain(
      `catchd 9.0.0 is available (this server runs ${buildInfo.version})`,
    );

    const off = testContext({ updateCheck: false }, { db: on.db });
    const offBrowser = new FormBrowser(off);
    await offBrowser.signIn('admin@club.test');
    expect(await (await offBrowser.send('GET', '/admin')).text()).not.toContain('is available');
  });

  test('a release signed by another key is not believed, and stores nothing', async () => {
    const ctx = testContext();
    signingKey = generateKeys(randomBytes(8)).secretKey;
    try {
      await expect(lookForNewerRelease(ctx.db, url, running, testNow)).rejects.toBeInstanceOf(UpdateRefused);
      expect(await newerRelease(ctx.db, '1.0.0')).toBeNull();
    } finally {
      signingKey = keys.secretKey;
    }
  });
});
