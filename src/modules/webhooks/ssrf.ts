/**
 * SSRF guard for webhook URLs.
 *
 * A webhook URL is chosen by an API client, and the server then makes requests to it: without a
 * guard, anyone with a key could make catchd call its own admin port, the cloud metadata service
 * (169.254.169.254) or other machines on the LAN. So:
 *  1. `checkWebhookUrl` refuses non-https URLs, URLs with credentials, and hosts where ANY
 *     resolved address is non-public (one bad address is enough: the connection may pick it).
 *  2. `pinnedRequest` makes the actual request go to an address that was just checked, instead of
 *     letting fetch resolve the name again (DNS rebinding: a name can resolve to a public address
 *     for the check and to 127.0.0.1 a moment later for the connection).
 * At delivery time the dispatcher should run checkWebhookUrl again (DNS may have changed since
 * the endpoint was registered) and pin the request to one of the addresses it returns.
 *
 * `CATCHD_WEBHOOK_ALLOW_PRIVATE=1` (LAN installs, tests) turns off the address rule and allows http.
 */
import { lookup } from 'node:dns/promises';

// ---------------------------------------------------------------------------------------------
// IP address parsing. Hand-written (not regexes over the whole string, not node:net's BlockList)
// because we need the raw bytes to look inside IPv6 addresses that embed an IPv4 address
// (mapped, NAT64, 6to4), which BlockList does not do for NAT64 and 6to4.

export interface ParsedIp {
  family: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6. */
  bytes: Uint8Array;
}

/** Strict dotted quad: exactly four decimal parts 0..255, no leading zeros (octal ambiguity). */
function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (const [i, part] of parts.entries()) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    bytes[i] = n;
  }
  return bytes;
}

/** RFC 4291 text form: hex groups, at most one `::`, optional dotted-quad tail, optional %zone. */
function parseIpv6(input: string): Uint8Array | null {
  let text = input;
  const zone = text.indexOf('%');
  if (zone !== -1) {
    if (zone === text.length - 1) return null;
    text = text.slice(0, zone); // the zone only picks an interface; it does not change the address
  }
  const lastColon = text.lastIndexOf(':');
  if (lastColon === -1) return null;

  let v4Tail: Uint8Array | null = null;
  if (text.includes('.', lastColon)) {
    // `::ffff:1.2.3.4`: parse the quad, stand in two zero groups for it, patch the bytes at the end.
    v4Tail = parseIpv4(text.slice(lastColon + 1));
    if (v4Tail === null) return null;
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }

  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (s: string): number[] | null => {
    if (s === '') return [];
    const groups: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      groups.push(parseInt(g, 16));
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;

  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null; // `::` stands for at least one group
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    if (head.length !== 8) return null;
    groups = head;
  }

  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  if (v4Tail !== null) bytes.set(v4Tail, 12);
  return bytes;
}

/** Parse an IP address literal (no brackets). Null when it is not one. */
export function parseIp(text: string): ParsedIp | null {
  if (text.includes(':')) {
    const bytes = parseIpv6(text);
    return bytes && { family: 6, bytes };
  }
  const bytes = parseIpv4(text);
  return bytes && { family: 4, bytes };
}

// ---------------------------------------------------------------------------------------------
// Address classification.

type Cidr = readonly [base: Uint8Array, prefixLength: number];

function cidr(base: string, prefixLength: number): Cidr {
  const parsed = parseIp(base);
  if (parsed === null) throw new Error(`bad CIDR base ${base}`);
  return [parsed.bytes, prefixLength];
}

function inCidr(bytes: Uint8Array, [base, prefixLength]: Cidr): boolean {
  if (bytes.length !== base.length) return false;
  const fullBytes = prefixLength >> 3;
  for (let i = 0; i < fullBytes; i++) if (bytes[i] !== base[i]) return false;
  const rest = prefixLength & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((bytes[fullBytes] ?? 0) & mask) === ((base[fullBytes] ?? 0) & mask);
}

/**
 * IPv4 ranges that are not globally reachable unicast (IANA special-purpose registry, RFC 6890).
 * A webhook receiver on the public internet is never in one of them.
 */
const FORBIDDEN_V4: readonly Cidr[] = [
  cidr('0.0.0.0', 8), // "this network"; 0.0.0.0 reaches the local host on Linux
  cidr('10.0.0.0', 8), // private
  cidr('100.64.0.0', 10), // carrier-grade NAT (shared address space)
  cidr('127.0.0.0', 8), // loopback
  cidr('169.254.0.0', 16), // link-local, incl. the cloud metadata service 169.254.169.254
  cidr('172.16.0.0', 12), // private
  cidr('192.0.0.0', 24), // IETF protocol assignments
  cidr('192.0.2.0', 24), // documentation TEST-NET-1
  cidr('192.88.99.0', 24), // 6to4 relay anycast (deprecated)
  cidr('192.168.0.0', 16), // private
  cidr('198.18.0.0', 15), // benchmarking
  cidr('198.51.100.0', 24), // documentation TEST-NET-2
  cidr('203.0.113.0', 24), // documentation TEST-NET-3
  cidr('224.0.0.0', 4), // multicast
  cidr('240.0.0.0', 4), // reserved, incl. broadcast 255.255.255.255
];

const V4_MAPPED = cidr('::ffff:0:0', 96); // ::ffff:a.b.c.d, how dual-stack sockets write IPv4
const NAT64 = cidr('64:ff9b::', 96); // RFC 6052 well-known prefix; a NAT64 gateway forwards to the v4
const SIX_TO_FOUR = cidr('2002::', 16); // 2002:AABB:CCDD::/48 tunnels to v4 AA.BB.CC.DD

/** Inside global unicast 2000::/3, the parts that are still special (RFC 6890 and successors). */
const FORBIDDEN_V6_GLOBAL: readonly Cidr[] = [
  cidr('2001::', 23), // IETF protocol assignments, incl. Teredo 2001::/32
  cidr('2001:db8::', 32), // documentation
  cidr('3fff::', 20), // documentation (RFC 9637)
];

function isForbiddenV4(bytes: Uint8Array): boolean {
  return FORBIDDEN_V4.some((range) => inCidr(bytes, range));
}

function isForbiddenV6(bytes: Uint8Array): boolean {
  // Packets to these really go to the embedded IPv4 address, so judge that one.
  if (inCidr(bytes, V4_MAPPED) || inCidr(bytes, NAT64)) return isForbiddenV4(bytes.subarray(12, 16));
  if (inCidr(bytes, SIX_TO_FOUR)) return isForbiddenV4(bytes.subarray(2, 6));
  // Only 2000::/3 is global unicast. Everything outside is special: unspecified ::, loopback ::1,
  // IPv4-compatible ::/96 (deprecated, never a real receiver), discard 100::/64, local-use NAT64
  // 64:ff9b:1::/48, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast
  // ff00::/8, and whatever IANA has not allocated. An allow-list is safer than a deny-list here.
  if ((bytes[0]! & 0xe0) !== 0x20) return true;
  return FORBIDDEN_V6_GLOBAL.some((range) => inCidr(bytes, range));
}

/**
 * True when a webhook must not be delivered to this address: anything that is not public
 * unicast. Text that is not an IP address is forbidden too (fail closed).
 */
export function isForbiddenAddress(ip: string): boolean {
  const parsed = parseIp(ip);
  if (parsed === null) return true;
  return parsed.family === 4 ? isForbiddenV4(parsed.bytes) : isForbiddenV6(parsed.bytes);
}

// ---------------------------------------------------------------------------------------------
// URL check.

/** Resolves a host name to all its addresses (IPv4 and IPv6). Injected so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, so /etc/hosts counts), all addresses in the system's order. */
export const systemResolver: Resolver = async (hostname) => {
  const records = await lookup(hostname, { all: true, verbatim: true });
  return records.map((r) => r.address);
};

export interface CheckUrlOptions {
  /** CATCHD_WEBHOOK_ALLOW_PRIVATE: allow http and non-public addresses. */
  allowPrivate: boolean;
  resolve: Resolver;
}

export type UrlCheckResult =
  | { ok: true; url: URL; addresses: string[] }
  | { ok: false; reason: string };

/** URL.hostname keeps the brackets of an IPv6 literal; DNS and parseIp want the bare address. */
function bareHostname(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

/**
 * Check a webhook URL and resolve its host. Reasons are short sentences for a 422 `detail`. They
 * never echo the resolved address: that would let a client probe our internal DNS.
 */
export async function checkWebhookUrl(url: string, opts: CheckUrlOptions): Promise<UrlCheckResult> {
  const fail = (reason: string): UrlCheckResult => ({ ok: false, reason });

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail('The webhook URL is not a valid absolute URL.');
  }
  const schemeOk = parsed.protocol === 'https:' || (opts.allowPrivate && parsed.protocol === 'http:');
  if (!schemeOk) {
    const allowed = opts.allowPrivate ? 'http or https' : 'https';
    return fail(`The webhook URL must use ${allowed}.`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return fail('The webhook URL must not contain a user name or password.');
  }
  const host = bareHostname(parsed);
  if (host === '') return fail('The webhook URL has no host.');

  let addresses: string[];
  if (parseIp(host) !== null) {
    addresses = [host]; // an IP literal (the URL parser already normalised forms like 0x7f.1)
  } else {
    try {
      addresses = await opts.resolve(host);
    } catch {
      return fail("The webhook URL's host name could not be resolved.");
    }
    if (addresses.length === 0) return fail("The webhook URL's host name could not be resolved.");
  }
  addresses = [...new Set(addresses)];
  if (addresses.some((a) => parseIp(a) === null)) {
    return fail("The webhook URL's host name resolved to something that is not an IP address.");
  }
  if (!opts.allowPrivate && addresses.some(isForbiddenAddress)) {
    return fail(
      "The webhook URL's host is or resolves to a private, loopback, link-local " +
        'or otherwise non-public address.',
    );
  }
  return { ok: true, url: parsed, addresses };
}

// ---------------------------------------------------------------------------------------------
// Pinning the connection to a checked address.

export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

/** Spread into Bun's fetch init: `fetch(p.url, { ...p, method: 'POST', body, headers: {...} })`. */
export interface PinnedRequest {
  /** The original URL with its host replaced by the address literal. */
  url: string;
  /** `host`: the original host (with port if not the default), as the receiver expects. */
  headers: Record<string, string>;
  /** For https to a host name: SNI and certificate verification against the original name. */
  tls?: { serverName: string };
  /** Environment proxies would be judged against the address, not the name: connect directly. */
  proxy: false;
  /** A redirect target was never checked, and Host/serverName describe this origin only. */
  redirect: 'manual';
}

/**
 * Build the request that connects to `address` while speaking to `url`'s host.
 *
 * Verified with Bun 1.4.5 against a real `Bun.serve` with TLS (see test/webhooks/ssrf.test.ts,
 * which runs the same checks with fixture certificates of a private test CA):
 *  - `fetch('https://127.0.0.1:port/p', { headers: { host: 'hook.example.test:port' },
 *    tls: { serverName: 'hook.example.test' } })` connects to 127.0.0.1, sends SNI
 *    hook.example.test (a server holding a different default certificate answered with the
 *    hook.example.test one), verifies the certificate against hook.example.test, and the server
 *    sees `Host: hook.example.test:port`. Also works for an IPv6 literal URL (`https://[::1]:port`).
 *  - Without `serverName` the same request fails with ERR_TLS_CERT_ALTNAME_INVALID (verified
 *    against the IP), and with a `serverName` the certificate does not cover it fails the same way,
 *    even after successful requests to the same ip:port under another serverName (no reuse of a
 *    pooled connection across names). The Bun docs (runtime/networking/fetch.mdx, "Connecting to
 *    a specific address") describe exactly this, with `proxy: false` and `redirect: 'manual'`.
 *  - A custom `checkServerIdentity` is not needed: Bun's own check already uses `serverName`
 *    (the callback, when given, receives `serverName` as its hostname argument).
 *  - For plain http, the `host` header alone is enough.
 * If the URL's host is itself an IP literal there is nothing to pin and no serverName is set
 * (SNI carries names only; the certificate must then have that IP in its subjectAltName).
 */
export function pinnedRequest(url: URL, address: string): PinnedRequest {
  const ip = parseIp(address);
  if (ip === null) throw new InvalidAddressError(`not an IP address: ${address}`);
  const literal = address.split('%')[0]!; // a URL cannot carry an IPv6 zone id

  const target = new URL(url.href);
  target.hostname = ip.family === 6 ? `[${literal}]` : literal;
  target.hash = ''; // never sent anyway

  const request: PinnedRequest = {
    url: target.href,
    headers: { host: url.host },
    proxy: false,
    redirect: 'manual',
  };
  const host = bareHostname(url);
  if (url.protocol === 'https:' && parseIp(host) === null) {
    // "example.com." and "example.com" name the same host; certificates name the latter.
    request.tls = { serverName: host.replace(/\.$/, '') };
  }
  return request;
}
