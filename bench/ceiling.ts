// This machine's ceiling: a bare Bun.serve answering a fixed 2 KB JSON document.
const port = Number(process.argv[2] ?? 4000);
const body = JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ id: `catch_${String(i).padStart(26, '0')}`, species: 'Mahi-mahi', weight_lbs: 20 + i, note: 'x'.repeat(20) })) });
Bun.serve({ port, hostname: '127.0.0.1', fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }) });
console.log(`ceiling on ${port}, ${body.length} bytes`);
