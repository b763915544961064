#!/usr/bin/env node
// The API's build: each source file (tests left out) to JavaScript and its source map under dist/, the layout
// Node runs (dist/start.js). It only transpiles: `npm run check` type-checks the API (tsc --noEmit), and tsc
// emitting the same files again took half a minute of the build.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SOURCE = 'src';

/** A source file the product runs: TypeScript, not a test, not a declaration, not a test helper. */
function isProductSource(path) {
  return path.endsWith('.ts') && !path.endsWith('.d.ts') && !path.endsWith('.test.ts') && !/(^|\/)test\//.test(path);
}

const entryPoints = readdirSync(SOURCE, { recursive: true })
  .map(String)
  .filter(isProductSource)
  .map((path) => join(SOURCE, path));

await build({
  entryPoints,
  outdir: 'dist',
  outbase: SOURCE,
  platform: 'node',
  format: 'esm',
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
});
