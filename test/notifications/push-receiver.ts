// A push service for the tests: Bun.serve on 127.0.0.1 taking what catchd posts, and a browser's
// side of a subscription (a P-256 key pair and an auth secret made with WebCrypto) that decrypts
// what arrives (RFC 8291 over RFC 8188's aes128gcm) and checks the VAPID token (RFC 8292).
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

export interface Received {
  path: string;
  headers: Headers;
  body: Uint8Array;
}

export interface PushReceiver {
  url: string;
  received: Received[];
  /** The status each path answers (200 unless set). */
  answers: Map<string, number>;
  stop(): Promise<void>;
}

export function pushReceiver(): PushReceiver {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      received.push({ path, headers: request.headers, body: new Uint8Array(await request.arrayBuffer()) });
      return new Response(null, { status: answers.get(path) ?? 201 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, received, answers, stop: () => server.stop(true) };
}

export interface BrowserSide {
  endpoint: string;
  /** As PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
  decrypt(body: Uint8Array): Promise<unknown>;
}

const b64 = (bytes: Uint8Array | ArrayBuffer): string => Buffer.from(new Uint8Array(bytes)).toString('base64url');
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.concat(parts));
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

async function hkdf(salt: Uint8Array, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array, bits: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info: new Uint8Array(info) }, key, bits),
  );
}

/** A browser's subscription at `endpoint`: its keys, and the decryption of what is pushed to it. */
export async function browserSide(endpoint: string): Promise<BrowserSide> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint,
    keys: { p256dh: b64(publicRaw), auth: b64(auth) },
    async decrypt(body) {
      // RFC 8188 header: salt (16), record size (4), key id length (1), key id (the sender's public key).
      const salt = body.slice(0, 16);
      const idLength = body[20]!;
      const senderRaw = body.slice(21, 21 + idLength);
      const sender = await crypto.subtle.importKey('raw', senderRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
      const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, pair.privateKey, 256));
      // RFC 8291 §3.4: the auth secret and both public keys make the input key material.
      const ikm = await hkdf(auth, shared, concat(text('WebPush: info\0'), publicRaw, senderRaw), 256);
      const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 128);
      const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 96);
      const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
      const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.slice(21 + idLength)));
      // One record: the data, the last record's delimiter 0x02, then padding zeros.
      let end = plain.length - 1;
      while (plain[end] === 0) end--;
      if (plain[end] !== 2) throw new Error('not the last record');
      return JSON.parse(new TextDecoder().decode(plain.slice(0, end)));
    },
  };
}

/** The VAPID `Authorization: vapid t=…, k=…` header checked: the token verifies (ES256) under k, and says who sent it to where. */
export async function verifiedVapid(authorization: string | null): Promise<{ key: string; claims: JWTPayload }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) }, 'ES256');
  const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'] });
  return { key: match[2]!, claims: payload };
}
