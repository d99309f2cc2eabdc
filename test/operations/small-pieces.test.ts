// Small pure pieces of the HTTP layer and the server's logging.
import { describe, expect, test } from 'bun:test';
import { pathOf } from '../../src/http/operations';
import { batchedLineWriter } from '../../src/lib/line-writer';

describe('pathOf', () => {
  test.each([
    ['http://x.test/v1/catches?species=Wahoo', '/v1/catches'],
    ['http://x.test/v1/catches#top', '/v1/catches'],
    ['http://x.test:3000/', '/'],
    ['http://x.test', '/'],
    ['https://x.test/api/v1/leaderboards/heaviest?page=2&q=/x', '/api/v1/leaderboards/heaviest'],
  ])('%s -> %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
    if (url.includes('/', 'https://'.length)) expect(pathOf(url)).toBe(new URL(url).pathname);
  });
});

describe('batched log lines', () => {
  test('lines wait for the batch; urgent lines and flush write everything in order', async () => {
    const written: string[] = [];
    const writer = batchedLineWriter((text) => written.push(text), 20);
    writer.write('a');
    writer.write('b');
    expect(written).toEqual([]);
    await Bun.sleep(40);
    expect(written).toEqual(['a\nb\n']);
    writer.write('c');
    writer.write('error', true);
    expect(written).toEqual(['a\nb\n', 'c\nerror\n']);
    writer.write('d');
    writer.flush();
    expect(written.at(-1)).toBe('d\n');
  });
});
