// What ships speaks the languages too: dist/catchd, asked in Spanish, answers a Spanish page
// with <html lang="es"> (the compiled messages are in the executable), and in Greek once a
// visitor picks it from the switch.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startExecutable, type RunningExecutable } from '../executable';

let catchd: RunningExecutable;
beforeAll(async () => {
  catchd = await startExecutable();
}, 600_000);
afterAll(async () => {
  await catchd?.stop();
});

test('the executable answers Accept-Language: es in Spanish, and a picked language over it', async () => {
  const spanish = await (await fetch(`${catchd.base}/sign-in`, { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } })).text();
  expect(spanish).toContain('<html lang="es"');
  expect(spanish).toContain('Usa tu correo y tu contraseña de catchd.');
  expect(spanish).not.toContain('Use your catchd email');
  const picked = await fetch(`${catchd.base}/language/el?back=%2Fsign-in`, { redirect: 'manual' });
  expect(picked.status).toBe(302);
  const cookie = picked.headers.get('set-cookie')!.split(';')[0]!;
  const greek = await (await fetch(`${catchd.base}/sign-in`, { headers: { 'accept-language': 'es', cookie } })).text();
  expect(greek).toContain('<html lang="el"');
  expect(greek).toContain('Σύνδεση');
});
