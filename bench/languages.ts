// What a language costs a page: the home page of dist/catchd rendered in English and in
// Spanish, each request varied (its own query string, one of several Accept-Language headers
// of the language, as browsers send them), in alternating rounds (which goes first alternates
// too). Prints each language's median time per request and es/en; the target is at most 1.10.
// Usage: bun bench/languages.ts [binary=dist/catchd] [requests per round=2000] [rounds=6]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startServer } from './lib';

const [binary = 'dist/catchd', requestsText = '2000', roundsText = '6'] = process.argv.slice(2);
const requests = Number(requestsText);
const headers: Record<'en' | 'es', string[]> = {
  en: ['en', 'en-GB,en;q=0.9', 'en-US,en;q=0.8,es;q=0.2', 'en-AU;q=0.9, fr;q=0.1'],
  es: ['es', 'es-ES,es;q=0.9', 'es-MX,es;q=0.8,en;q=0.2', 'es-AR;q=0.9, fr;q=0.1'],
};

const dataDir = mkdtempSync(join(tmpdir(), 'catchd-languages-'));
const server = await startServer([binary, 'serve'], { CATCHD_DATA_DIR: dataDir, CATCHD_BASE_URL: 'http://127.0.0.1' });

/** Milliseconds per request over `requests` varied requests of one language. */
async function round(language: 'en' | 'es'): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const answer = await fetch(`${server.url}/?v=${i}`, { headers: { 'accept-language': headers[language][i % 4]! } });
    const page = await answer.text();
    if (!page.includes(`<html lang="${language}"`)) throw new Error(`the home page is not in ${language}`);
  }
  return (performance.now() - started) / requests;
}

try {
  for (const language of ['en', 'es'] as const) await round(language); // warm-up
  const times: Record<'en' | 'es', number[]> = { en: [], es: [] };
  for (let r = 0; r < Number(roundsText); r++)
    for (const language of r % 2 === 0 ? (['en', 'es'] as const) : (['es', 'en'] as const)) times[language].push(await round(language));
  const en = median(times.en);
  const es = median(times.es);
  console.log(`home page, ${requests} requests a round: en ${en.toFixed(3)} ms, es ${es.toFixed(3)} ms, es/en ${(es / en).toFixed(3)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
