// The ceiling for HTTP benchmarks: a bare Bun.serve answering one fixed 2 KB JSON body.
const payload = JSON.stringify({ data: 'x'.repeat(2048 - '{"data":""}'.length) });
const server = Bun.serve({
  port: Number(process.env.PORT ?? 0),
  hostname: '127.0.0.1',
  fetch: () => new Response(payload, { headers: { 'content-type': 'application/json' } }),
});
console.log(`listening on ${server.port}`);
