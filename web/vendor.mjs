// Copies the ES modules the pages load from npm packages into app/vendor/,
// so the service serves them from its own binary (no Node at run time, no
// CDN). Run after `npm ci` when a vendored package's version changes;
// tests/web fails while the copy differs from the package.

import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Each vendored package: where its ES modules are, and where they go. */
export const VENDORED = [
  { from: path.join(here, 'node_modules/@fluent/bundle/esm'), to: path.join(here, 'app/vendor/fluent-bundle') },
];

/** The files copied: the modules and their type declarations. */
export const copied = (/** @type {string} */ name) => name.endsWith('.js') || name.endsWith('.d.ts');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { from, to } of VENDORED) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(to).filter(copied)) rmSync(path.join(to, name));
    for (const name of readdirSync(from).filter(copied)) copyFileSync(path.join(from, name), path.join(to, name));
  }
}
