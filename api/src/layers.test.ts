import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Folders import one way: routes → commands → models and services, with the contract beside all of them.
 * Production files only: tests (and their helpers under test/) may reach across layers to check them end to end.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every production TypeScript file under `folder`, as a path relative to src/ with forward slashes. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
        found.push(path.relative(SRC, full).split(path.sep).join('/'));
      }
    }
  };
  walk(path.join(SRC, folder));
  return found;
}

/** The files of src/ a file imports (static, re-exported, dynamic, type-only), relative to src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)));
}

const folderOf = (file: string) => file.split('/')[0]!;

/** Every import of the files under `folders` whose target's top folder is one of `forbidden`. */
function importsInto(folders: readonly string[], forbidden: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => forbidden.includes(folderOf(target)))
        .map((target) => `${file} imports ${target}`),
    ),
  );
}

/** The layers below the HTTP layer: they know nothing of requests and replies. */
const BELOW_HTTP = ['commands', 'services', 'models', 'presenters', 'policies', 'domain'];
const HTTP_LAYER = ['http', 'routes', 'middleware'];
/** The layers commands build on: they never call a command. */
const BELOW_COMMANDS = ['services', 'models', 'presenters', 'policies', 'domain'];

/** The folder of a file inside routes/: its route group (routes/ itself for the files that list them all). */
const groupOf = (file: string) => path.posix.dirname(file);

describe('layers', () => {
  it('keeps commands, services, models, presenters, policies and domain errors free of the HTTP layer', () => {
    expect(importsInto(BELOW_HTTP, HTTP_LAYER)).toEqual([]);
  });

  it('keeps services, models, presenters, policies and domain errors from calling commands', () => {
    expect(importsInto(BELOW_COMMANDS, ['commands'])).toEqual([]);
  });

  it('keeps the contract on its own: it imports nothing of the API outside contract/', () => {
    const outside = sourceFiles('contract').flatMap((file) =>
      importsOf(file)
        .filter((target) => folderOf(target) !== 'contract')
        .map((target) => `${file} imports ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps each route group to its own files and the groups below it', () => {
    const sideways = sourceFiles('routes').flatMap((file) =>
      importsOf(file)
        .filter((target) => folderOf(target) === 'routes')
        .filter((target) => {
          const from = groupOf(file);
          const to = groupOf(target);
          return to !== from && !to.startsWith(`${from}/`);
        })
        .map((target) => `${file} imports ${target}`),
    );
    expect(sideways).toEqual([]);
  });
});
