import { afterAll, beforeAll, describe, expect, mock, test } from 'bun:test';
import { join } from 'node:path';
import {
  InvalidAddressError,
  checkWebhookUrl,
  isForbiddenAddress,
  parseIp,
  pinnedRequest,
  systemResolver,
} from '../../../src/modules/events/webhooks/ssrf';
import type { Resolver } from '../../../src/app-deps';

describe('parseIp', () => {
  const hex = (ip: string) => Buffer.from(parseIp(ip)!.toByteArray()).toString('hex');

  test.each([
    ['1.2.3.4', 4, '01020304'],
    ['0.0.0.0', 4, '00000000'],
    ['255.255.255.255', 4, 'ffffffff'],
    ['::', 6, '0'.repeat(32)],
    ['::1', 6, `${'0'.repeat(30)}01`],
    ['1::', 6, `0001${'0'.repeat(28)}`],
    ['1:2:3:4:5:6:7::', 6, '0001000200030004000500060007' + '0000'],
    ['::2:3:4:5:6:7:8', 6, '0000' + '0002000300040005000600070008'],
    ['2001:DB8::Ab:1', 6, '20010db8000000000000000000ab0001'],
    ['::ffff:1.2.3.4', 6, '00000000000000000000ffff01020304'],
    ['::ffff:7f00:1', 6, '00000000000000000000ffff7f000001'],
    ['64:ff9b::10.0.0.1', 6, '0064ff9b0000000000000000' + '0a000001'],
    ['1:2:3:4:5:6:1.2.3.4', 6, '000100020003000400050006' + '01020304'],
    ['fe80::1%eth0', 6, `fe80${'0'.repeat(26)}01`],
    ['fe80::1%br-1a2b', 6, `fe80${'0'.repeat(26)}01`],
    // IPv4-compatible, not IPv4-mapped (ipaddr.js alone reads it as ::ffff:1.2.3.4).
    ['::1.2.3.4', 6, `${'0'.repeat(24)}01020304`],
  ])('%s', (text, family, bytes) => {
    expect<string | undefined>(parseIp(text)?.kind()).toBe(`ipv${family}`);
    expect(hex(text)).toBe(bytes);
  });

  test.each([
    '',
    'localhost',
    'example.com',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.-1',
    '01.2.3.4', // leading zero: octal in some parsers, refuse the ambiguity
    '1.2.3.04',
    '0x7f.0.0.1',
    '1.2.3.4 ',
    '1.2.3.4:80',
    '[::1]',
    ':',
    ':::',
    ':::1',
    '::1::',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::', // `::` must stand for at least one group
    '1:2:3:4:5:6::1.2.3.4',
    '12345::',
    'g::1',
    '::ffff:1.2.3',
    '::ffff:1.2.3.4.5',
    '::1.2.3.4:5',
    'fe80::1%',
    '127.1',
    '::ffff:127.1',
    '::ffff:0x7f.0.0.1',
    '::ffff:017.0.0.1',
    '::ffff:2130706433',
  ])('rejects %p', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('isForbiddenAddress', () => {
  const forbidden: Array<[string, string]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.0.1', 'private 192.168/16'],
    ['192.168.255.255', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['254.1.2.3', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'TEST-NET-1'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['::1', 'IPv6 loopback'],
    ['0:0:0:0:0:0:0:1', 'IPv6 loopback, long form'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['febf:ffff::1', 'IPv6 link-local, top of fe80::/10'],
    ['fec0::1', 'IPv6 site-local (deprecated)'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['ff05::1:3', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::FFFF:7F00:0001', 'IPv4-mapped loopback, upper case'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, long form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex form'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated, never a real receiver)'],
    ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
    ['192.175.48.1', 'AS112 DNS sink'],
    ['192.52.193.1', 'AMT anycast'],
    ['2620:4f:8000::1', 'AS112 DNS sink (IPv6)'],
    ['64:ff9b::c0a8:101', 'NAT64 of 192.168.1.1, hex form'],
    ['64:ff9b::100.64.0.1', 'NAT64 of CGNAT'],
    ['64:ff9b:1::8.8.8.8', 'local-use NAT64, even of a public address'],
    ['2002:6440:1::', '6to4 of CGNAT 100.64.0.1'],
    ['2002:e000:1::', '6to4 of multicast'],
    ['2001:0:808:808::1', 'Teredo, even through a public server'],
    ['::ffff:169.254.169.254%eth0', 'IPv4-mapped metadata address with a zone'],
    ['fe80::1%br-1a2b', 'IPv6 link-local with a dashed zone'],
    ['::ffff:017.0.0.1', 'ambiguous leading zero in a mapped quad: fail closed'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2002:a9fe:a9fe::', '6to4 of the metadata address'],
    ['2002:0a00:0001:ffff::', '6to4 of 10.0.0.1'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation (RFC 9637)'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:10::1', 'ORCHID (IETF assignments)'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'SRv6 SIDs, outside global unicast'],
    ['4000::1', 'unallocated'],
    ['not-an-ip', 'not an address: fail closed'],
    ['', 'empty: fail closed'],
    ['01.2.3.4', 'ambiguous leading zero: fail closed'],
  ];
  const allowed: Array<[string, string]> = [
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.216.34', 'public'],
    ['11.0.0.1', 'just above 10/8'],
    ['9.255.255.255', 'just below 10/8'],
    ['126.255.255.255', 'just below 127/8'],
    ['128.0.0.1', 'just above 127/8'],
    ['100.63.255.255', 'just below CGNAT'],
    ['100.128.0.0', 'just above CGNAT'],
    ['172.15.255.255', 'just below 172.16/12'],
    ['172.32.0.0', 'just above 172.16/12'],
    ['192.167.255.255', 'just below 192.168/16'],
    ['192.169.0.0', 'just above 192.168/16'],
    ['169.253.255.255', 'just below link-local'],
    ['169.255.0.0', 'just above link-local'],
    ['198.17.255.255', 'just below benchmarking'],
    ['198.20.0.0', 'just above benchmarking'],
    ['192.0.1.1', 'between 192.0.0/24 and 192.0.2/24'],
    ['223.255.255.255', 'just below multicast'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['2001:4860:4860::8888', 'public IPv6'],
    ['2a00:1450:4001:81b::200e', 'public IPv6'],
    ['2001:200::1', 'just above 2001::/23'],
    ['2001:db9::1', 'just above 2001:db8::/32'],
    ['3ffe:ffff::1', 'just below 3fff::/20'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['::ffff:808:808', 'IPv4-mapped public, hex form'],
    ['64:ff9b::8.8.8.8', 'NAT64 of a public address'],
    ['2002:808:808::1', '6to4 of a public address'],
    ['64:ff9b::1.1.1.1', 'NAT64 of a public address, dotted'],
    ['2a01:4f8::1', 'public IPv6'],
  ];

  test.each(forbidden)('forbids %s (%s)', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });
  test.each(allowed)('allows %s (%s)', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

/** A resolver backed by a table; unknown names fail like getaddrinfo's ENOTFOUND. */
function fakeResolver(table: Record<string, string[]>) {
  return mock<Resolver>(async (hostname) => {
    const addresses = table[hostname];
    if (addresses === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses;
  });
}

const dns = {
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'hooks.example.com.': ['93.184.216.34'],
  'twice.example.com': ['93.184.216.34', '93.184.216.34'],
  'mixed.example.com': ['93.184.216.34', '10.0.0.7'],
  'mixed6.example.com': ['2606:4700:4700::1111', 'fe80::1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  localhost: ['127.0.0.1', '::1'],
  'lan.example.com': ['192.168.1.20'],
  'empty.example.com': [],
  'garbage.example.com': ['93.184.216.34', 'not-an-ip'],
};

describe('checkWebhookUrl', () => {
  const strict = () => ({ allowPrivate: false, resolve: fakeResolver(dns) });
  const lenient = () => ({ allowPrivate: true, resolve: fakeResolver(dns) });

  const refusals: Array<[url: string, reason: RegExp]> = [
    ['not a url', /not a valid absolute URL/],
    ['', /not a valid absolute URL/],
    ['/relative/path', /not a valid absolute URL/],
    ['http://hooks.example.com/in', /must use https\.$/],
    ['ftp://hooks.example.com/in', /must use https\.$/],
    ['file:///etc/passwd', /must use https\.$/],
    ['javascript:alert(1)', /must use https\.$/],
    ['https://user:pw@hooks.example.com/in', /user name or password/],
    ['https://user@hooks.example.com/in', /user name or password/],
    ['https://:pw@hooks.example.com/in', /user name or password/],
    ['https://nowhere.example.com/in', /could not be resolved/],
    ['https://empty.example.com/in', /could not be resolved/],
    ['https://garbage.example.com/in', /not an IP address/],
    ['https://mixed.example.com/in', /non-public address/],
    ['https://mixed6.example.com/in', /non-public address/],
    ['https://mapped.example.com/in', /non-public address/],
    ['https://metadata.example.com/latest/meta-data', /non-public address/],
    ['https://localhost/in', /non-public address/],
    ['https://LOCALHOST:8443/in', /non-public address/],
    ['https://lan.example.com/in', /non-public address/],
    ['https://127.0.0.1/in', /non-public address/],
    ['https://127.1/in', /non-public address/], // the URL parser turns these into 127.0.0.1
    ['https://0x7f.0.0.1/in', /non-public address/],
    ['https://2130706433/in', /non-public address/],
    ['https://0/in', /non-public address/],
    ['https://169.254.169.254/latest/meta-data', /non-public address/],
    ['https://[::1]/in', /non-public address/],
    ['https://[::ffff:127.0.0.1]/in', /non-public address/],
    ['https://[::ffff:7f00:1]/in', /non-public address/],
    ['https://[fe80::1]/in', /non-public address/],
    ['https://[64:ff9b::a9fe:a9fe]/in', /non-public address/],
  ];
  test.each(refusals)('refuses %p', async (url, reason) => {
    const result = await checkWebhookUrl(url, strict());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  test('reasons are sentences that never reveal the resolved address', async () => {
    for (const [url] of refusals) {
      const result = await checkWebhookUrl(url, strict());
      if (result.ok) throw new Error(`unexpectedly accepted ${url}`);
      expect(result.reason).toMatch(/^The webhook URL.*\.$/);
      expect(result.reason).not.toMatch(/10\.0\.0\.7|fe80|169\.254|127\.0\.0\.1/);
    }
  });

  test('accepts a public host and returns every resolved address', async () => {
    const opts = strict();
    const result = await checkWebhookUrl('https://hooks.example.com/in?x=1', opts);
    expect(result).toEqual({
      ok: true,
      url: new URL('https://hooks.example.com/in?x=1'),
      addresses: dns['hooks.example.com'],
    });
    expect(opts.resolve).toHaveBeenCalledTimes(1);
    expect(opts.resolve).toHaveBeenCalledWith('hooks.example.com');
  });

  test('removes duplicate addresses', async () => {
    const result = await checkWebhookUrl('https://twice.example.com/', strict());
    expect(result.ok && result.addresses).toEqual(['93.184.216.34']);
  });

  test('keeps a trailing dot for the resolver (an absolute name)', async () => {
    const result = await checkWebhookUrl('https://hooks.example.com./in', strict());
    expect(result.ok && result.addresses).toEqual(['93.184.216.34']);
  });

  test.each([
    ['https://8.8.8.8/in', ['8.8.8.8']],
    ['https://[2606:4700:4700::1111]:8443/in', ['2606:4700:4700::1111']],
  ])('an IP literal %s needs no DNS', async (url, addresses) => {
    const opts = strict();
    const result = await checkWebhookUrl(url, opts);
    expect(result.ok && result.addresses).toEqual(addresses);
    expect(opts.resolve).not.toHaveBeenCalled();
  });

  test('an IP literal that is forbidden is refused without DNS', async () => {
    const opts = strict();
    expect((await checkWebhookUrl('https://10.1.2.3/in', opts)).ok).toBe(false);
    expect(opts.resolve).not.toHaveBeenCalled();
  });

  test('http is refused before any DNS lookup', async () => {
    const opts = strict();
    await checkWebhookUrl('http://hooks.example.com/', opts);
    expect(opts.resolve).not.toHaveBeenCalled();
  });

  describe('with allowPrivate', () => {
    test.each([
      ['http://localhost:8080/in', ['127.0.0.1', '::1']],
      ['https://localhost/in', ['127.0.0.1', '::1']],
      ['http://lan.example.com/in', ['192.168.1.20']],
      ['http://mixed.example.com/in', ['93.184.216.34', '10.0.0.7']],
      ['http://127.0.0.1:3000/in', ['127.0.0.1']],
      ['http://[::1]:3000/in', ['::1']],
      ['https://hooks.example.com/in', dns['hooks.example.com']],
    ])('accepts %s', async (url, addresses) => {
      const result = await checkWebhookUrl(url, lenient());
      expect(result.ok && result.addresses).toEqual(addresses);
    });

    test.each([
      ['ftp://localhost/in', /must use http or https\./],
      ['ws://localhost/in', /must use http or https\./],
      ['http://user:pw@localhost/in', /user name or password/],
      ['http://nowhere.example.com/in', /could not be resolved/],
      ['http://garbage.example.com/in', /not an IP address/],
      ['not a url', /not a valid absolute URL/],
    ])('still refuses %s', async (url, reason) => {
      const result = await checkWebhookUrl(url, lenient());
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    });
  });

  test('the system resolver resolves localhost to loopback, which is refused', async () => {
    const addresses = await systemResolver('localhost');
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((a) => a === '127.0.0.1' || a === '::1')).toBe(true);
    const opts = { allowPrivate: false, resolve: systemResolver };
    const result = await checkWebhookUrl('https://localhost/in', opts);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/non-public address/) });
  });
});

describe('pinnedRequest', () => {
  test('https host name: connect to the address, speak to the name', () => {
    expect(pinnedRequest(new URL('https://hooks.example.com/in?x=1#frag'), '93.184.216.34')).toEqual({
      url: 'https://93.184.216.34/in?x=1',
      headers: { host: 'hooks.example.com' },
      tls: { serverName: 'hooks.example.com' },
      proxy: false,
      redirect: 'manual',
    });
  });

  test('keeps a non-default port in the URL and the Host header', () => {
    const p = pinnedRequest(new URL('https://hooks.example.com:8443/in'), '93.184.216.34');
    expect(p.url).toBe('https://93.184.216.34:8443/in');
    expect(p.headers).toEqual({ host: 'hooks.example.com:8443' });
  });

  test('drops the default port', () => {
    const p = pinnedRequest(new URL('https://hooks.example.com:443/in'), '93.184.216.34');
    expect(p.url).toBe('https://93.184.216.34/in');
    expect(p.headers).toEqual({ host: 'hooks.example.com' });
  });

  test('brackets an IPv6 address (and normalises it)', () => {
    const p = pinnedRequest(new URL('https://hooks.example.com/in'), '2606:2800:220:1:248:1893:25c8:1946');
    expect(p.url).toBe('https://[2606:2800:220:1:248:1893:25c8:1946]/in');
    expect(pinnedRequest(new URL('https://h.example.com/'), '2606:4700:0:0:0:0:0:1').url).toBe('https://[2606:4700::1]/');
  });

  test('drops an IPv6 zone id, which a URL cannot carry', () => {
    expect(pinnedRequest(new URL('http://printer.local/in'), 'fe80::1%eth0').url).toBe('http://[fe80::1]/in');
  });

  test('http: Host header only, no TLS options', () => {
    const p = pinnedRequest(new URL('http://lan.example.com:8080/in'), '192.168.1.20');
    expect(p).toEqual({
      url: 'http://192.168.1.20:8080/in',
      headers: { host: 'lan.example.com:8080' },
      proxy: false,
      redirect: 'manual',
    });
  });

  test('https to an IP literal: nothing to pin, no SNI', () => {
    const p = pinnedRequest(new URL('https://8.8.8.8/in'), '8.8.8.8');
    expect(p.url).toBe('https://8.8.8.8/in');
    expect(p.tls).toBeUndefined();
  });

  test('a trailing dot is dropped from the SNI name only', () => {
    const p = pinnedRequest(new URL('https://hooks.example.com./in'), '93.184.216.34');
    expect(p.tls).toEqual({ serverName: 'hooks.example.com' });
    expect(p.headers).toEqual({ host: 'hooks.example.com.' });
  });

  test.each(['', 'hooks.example.com', '1.2.3', '[::1]'])('refuses %p as an address', (address) => {
    expect(() => pinnedRequest(new URL('https://hooks.example.com/'), address)).toThrow(InvalidAddressError);
  });
});

// Real sockets. The host names below are under .test (RFC 6761), which never resolves in DNS: a
// request that reaches our server can only have gone to the pinned address.
describe('pinned requests against a real Bun.serve', () => {
  const fixtures = join(import.meta.dir, 'fixtures');
  const read = (name: string) => Bun.file(join(fixtures, name)).text();
  type Seen = { host: string | null; path: string; method: string; body: string; signature: string | null };
  const seen: Seen[] = [];
  const record = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    seen.push({
      host: req.headers.get('host'),
      path: url.pathname + url.search,
      method: req.method,
      body: await req.text(),
      signature: req.headers.get('webhook-signature'),
    });
    if (url.pathname === '/redirect') return Response.redirect('http://127.0.0.1:9/elsewhere', 302);
    return new Response(null, { status: 204 });
  };

  let http: ReturnType<typeof Bun.serve>;
  let https: ReturnType<typeof Bun.serve>;
  let ca: string;
  beforeAll(async () => {
    ca = await read('ca.crt');
    http = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: record });
    // The default certificate is for other.example.test; only a client that sends SNI
    // hook.example.test gets the hook.example.test one. So a successful verification against
    // hook.example.test proves that SNI carried that name.
    https = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      tls: [
        { cert: await read('other.crt'), key: await read('other.key') },
        { serverName: 'hook.example.test', cert: await read('hook.crt'), key: await read('hook.key') },
      ],
      fetch: record,
    });
  });
  afterAll(() => {
    http.stop(true);
    https.stop(true);
  });

  const resolveToLoopback: Resolver = async () => ['127.0.0.1'];

  async function send(url: string, extraTls: object = {}): Promise<Response> {
    const checked = await checkWebhookUrl(url, { allowPrivate: true, resolve: resolveToLoopback });
    if (!checked.ok) throw new Error(checked.reason);
    const p = pinnedRequest(checked.url, checked.addresses[0]!);
    return fetch(p.url, {
      ...p,
      tls: p.tls && { ...p.tls, ...extraTls },
      method: 'POST',
      headers: { ...p.headers, 'content-type': 'application/json', 'webhook-signature': 'v1,test' },
      body: '{"ok":true}',
    });
  }

  test('http: reaches the pinned address with the original Host', async () => {
    seen.length = 0;
    const res = await send(`http://hook.example.test:${http.port}/in?x=1`);
    expect(res.status).toBe(204);
    expect(seen).toEqual([
      {
        host: `hook.example.test:${http.port}`,
        path: '/in?x=1',
        method: 'POST',
        body: '{"ok":true}',
        signature: 'v1,test',
      },
    ]);
  });

  test('http: a redirect is returned, not followed', async () => {
    seen.length = 0;
    const res = await send(`http://hook.example.test:${http.port}/redirect`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:9/elsewhere');
    expect(seen).toHaveLength(1);
  });

  test('https: SNI and certificate check use the original name', async () => {
    seen.length = 0;
    const res = await send(`https://hook.example.test:${https.port}/in`, { ca });
    expect(res.status).toBe(204);
    expect(seen.map((s) => s.host)).toEqual([`hook.example.test:${https.port}`]);
  });

  test('https: without serverName the certificate is checked against the IP and fails', async () => {
    const p = pinnedRequest(new URL(`https://hook.example.test:${https.port}/in`), '127.0.0.1');
    const attempt = fetch(p.url, { headers: p.headers, proxy: false, tls: { ca } });
    await expect(attempt).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });

  test('https: a name the certificate does not cover fails, even on a warm connection pool', async () => {
    // Warm up a pooled connection to the same ip:port under a name that verifies...
    expect((await send(`https://hook.example.test:${https.port}/in`, { ca })).status).toBe(204);
    // ...then a different name must not reuse it.
    const attempt = send(`https://evil.example.test:${https.port}/in`, { ca });
    await expect(attempt).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });

  test('https: the certificate chain is still verified (unknown CA fails)', async () => {
    const attempt = send(`https://hook.example.test:${https.port}/in`);
    await expect(attempt).rejects.toMatchObject({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
  });

  test('https over IPv6 loopback (skipped when ::1 is unavailable)', async () => {
    let server6: ReturnType<typeof Bun.serve>;
    try {
      server6 = Bun.serve({
        hostname: '::1',
        port: 0,
        tls: { cert: await read('hook.crt'), key: await read('hook.key') },
        fetch: record,
      });
    } catch {
      return; // no IPv6 in this environment
    }
    try {
      seen.length = 0;
      const p = pinnedRequest(new URL(`https://hook.example.test:${server6.port}/v6`), '::1');
      expect(p.url).toBe(`https://[::1]:${server6.port}/v6`);
      const res = await fetch(p.url, { ...p, tls: { ...p.tls, ca } });
      expect(res.status).toBe(204);
      expect(seen.map((s) => s.host)).toEqual([`hook.example.test:${server6.port}`]);
    } finally {
      server6.stop(true);
    }
  });
});
