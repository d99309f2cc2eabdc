// The ceiling for HTTP benchmarks: a bare Bun.serve answering one fixed 2 KB JSON body on
// $PORT, at /healthz too (benchmarks wait for it there), like a cached API answer.
const payload = JSON.stringify({ data: 'x'.repeat(2048 - '{"data":""}'.length) });
Bun.serve({
  port: Number(process.env.PORT ?? 4000),
  hostname: '127.0.0.1',
  fetch: () => new Response(payload, { headers: { 'content-type': 'application/json' } }),
});
