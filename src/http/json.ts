// Hot routes answer with a ready Response: Elysia then skips re-validating and re-encoding
// the body against its documented schema (the schema still documents it). The headers that
// plugins put in `set` (request id, security, CORS, rate limit) move into that Response:
// given a Response while `set` still holds headers, Elysia would copy it to merge them,
// which costs a sixth of a cached read.
type HeaderBag = { headers: Record<string, string | number> };

/** A Response of already serialized JSON, carrying the headers set so far. */
export function jsonTextResponse(
  set: HeaderBag,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
  status = 200,
): Response {
  const merged: Record<string, string> = {};
  for (const name in set.headers) {
    merged[name] = String(set.headers[name]);
    delete set.headers[name];
  }
  merged['content-type'] = 'application/json';
  return new Response(body, { status, headers: Object.assign(merged, headers) });
}

export function jsonResponse(set: HeaderBag, body: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return jsonTextResponse(set, JSON.stringify(body), headers, status);
}
