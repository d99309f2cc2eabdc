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
import { IPv4, IPv6 } from 'ipaddr.js';
import type { Resolver } from '../../../app-deps';

// ---------------------------------------------------------------------------------------------
// IP addresses, parsed and classified by ipaddr.js (it knows the special-purpose ranges, with the
// IPv4-mapped, NAT64 and 6to4 prefixes that carry an IPv4 address inside an IPv6 one).

/**
 * An IP address literal (no brackets; an IPv6 zone allowed), or null when it is not one. Dotted
 * quads are strict: four decimal parts without leading zeros (octal in some parsers), where
 * ipaddr.js alone would read `0x7f`, `017` or `127.1`.
 */
export function parseIp(text: string): IPv4 | IPv6 | null {
  if (IPv4.isValidFourPartDecimal(text)) return IPv4.parse(text);
  if (!text.includes(':')) return null;
  // A zone only picks an interface (any name: eth0, br-1a2b): it does not change the address.
  const [address = '', zone] = text.split('%', 2);
  if (zone === '') return null;
  const lastColon = address.lastIndexOf(':');
  const quad = address.slice(lastColon + 1);
  let groups = address;
  if (quad.includes('.')) {
    // Written as the two groups it stands for: ipaddr.js reads `::a.b.c.d` (IPv4-compatible) as
    // `::ffff:a.b.c.d` (IPv4-mapped), another address.
    if (!IPv4.isValidFourPartDecimal(quad)) return null;
    const [a, b, c, d] = IPv4.parse(quad).octets as [number, number, number, number];
    groups = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  return IPv6.isValid(groups) ? IPv6.parse(groups) : null;
}

/** Only 2000::/3 is global unicast: ipaddr.js names the special ranges, and calls the rest (unallocated too) unicast. */
const globalUnicast = IPv6.parseCIDR('2000::/3');
/** RFC 6052's well-known prefix: a NAT64 gateway forwards to the IPv4 address in the last 32 bits. */
const nat64 = IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address that packets to `ip` really go to: IPv4-mapped, NAT64 (well-known prefix), 6to4 (2002:AABB:CCDD::/48). */
function embeddedIpv4(ip: IPv6): IPv4 | null {
  const bytes = ip.toByteArray();
  if (ip.isIPv4MappedAddress() || ip.match(nat64)) return new IPv4(bytes.slice(12, 16));
  if (ip.range() === '6to4') return new IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Public unicast: an IPv4 address in no special-purpose range (IANA registry, RFC 6890), an
 * IPv6 one in global unicast and no special range, or one that carries a public IPv4 address.
 * Teredo (2001::/32, within the IETF's 2001::/23), local-use NAT64 64:ff9b:1::/48 and every
 * other special range are not: a webhook receiver on the public internet is never there.
 */
function isPublic(ip: IPv4 | IPv6): boolean {
  if (ip instanceof IPv4) return ip.range() === 'unicast';
  const embedded = embeddedIpv4(ip);
  if (embedded !== null) return embedded.range() === 'unicast';
  return ip.range() === 'unicast' && ip.match(globalUnicast);
}

/**
 * True when a webhook must not be delivered to this address: anything that is not public
 * unicast. Text that is not an IP address is forbidden too (fail closed).
 */
export function isForbiddenAddress(text: string): boolean {
  const ip = parseIp(text);
  return ip === null || !isPublic(ip);
}

// ---------------------------------------------------------------------------------------------
// URL check.

/** The system resolver (getaddrinfo, so /etc/hosts counts), all addresses in the system's order. */
export const systemResolver: Resolver = async (hostname) => {
  const records = await lookup(hostname, { all: true, verbatim: true });
  return records.map((r) => r.address);
};

interface CheckUrlOptions {
  /** CATCHD_WEBHOOK_ALLOW_PRIVATE: allow http and non-public addresses. */
  allowPrivate: boolean;
  resolve: Resolver;
  /** What the reasons call the URL: `webhook URL` unless said (push endpoints are checked the same way). */
  label?: string;
}

type UrlCheckResult = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

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
  const name = `The ${opts.label ?? 'webhook URL'}`;

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(`${name} is not a valid absolute URL.`);
  }
  const schemeOk = parsed.protocol === 'https:' || (opts.allowPrivate && parsed.protocol === 'http:');
  if (!schemeOk) {
    const allowed = opts.allowPrivate ? 'http or https' : 'https';
    return fail(`${name} must use ${allowed}.`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return fail(`${name} must not contain a user name or password.`);
  }
  const host = bareHostname(parsed);
  if (host === '') return fail(`${name} has no host.`);

  let addresses: string[];
  if (parseIp(host) !== null) {
    addresses = [host]; // an IP literal (the URL parser already normalised forms like 0x7f.1)
  } else {
    try {
      addresses = await opts.resolve(host);
    } catch {
      return fail(`${name}'s host name could not be resolved.`);
    }
    if (addresses.length === 0) return fail(`${name}'s host name could not be resolved.`);
  }
  addresses = [...new Set(addresses)];
  if (addresses.some((a) => parseIp(a) === null)) {
    return fail(`${name}'s host name resolved to something that is not an IP address.`);
  }
  if (!opts.allowPrivate && addresses.some(isForbiddenAddress)) {
    return fail(`${name}'s host is or resolves to a private, loopback, link-local or otherwise non-public address.`);
  }
  return { ok: true, url: parsed, addresses };
}

// ---------------------------------------------------------------------------------------------
// Pinning the connection to a checked address.

export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

/** Spread into Bun's fetch init: `fetch(p.url, { ...p, method: 'POST', body, headers: {...} })`. */
interface PinnedRequest {
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
 * Verified with Bun 1.4.5 against a real `Bun.serve` with TLS (see test/events/webhooks/ssrf.test.ts,
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
  target.hostname = ip instanceof IPv6 ? `[${literal}]` : literal;
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
