// Hot read routes answer with a ready Response: Elysia then skips re-validating and
// re-encoding the body against its documented schema (the schema still documents it).
export function jsonResponse(body: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
