// @simplewebauthn/server as the passkey service loads it, at the first ceremony. The package
// imports reflect-metadata (the Reflect API tsyringe needs, through @peculiar/x509) ahead of
// x509 itself, but Bun's bundler, reaching it through a dynamic import(), evaluates tsyringe
// first, and every ceremony of the executable failed. Imported here first, the polyfill is in
// place before the package is evaluated (test/e2e/lazy-libraries.test.ts runs a ceremony in
// dist/catchd).
import 'reflect-metadata';

export * from '@simplewebauthn/server';
