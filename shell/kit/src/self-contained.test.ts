// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe.each(['outcomes', 'account'])('"@app/kit/%s"', (entry) => {
  const folder = new URL(`${entry}/`, import.meta.url);
  // A remote bundles this module; an import of a shared kit entry from inside the kit is not taken from the shell,
  // so it would bring a second copy of the controls (and their class merging, toasts and stores) into the remote.
  it('imports no other part of the kit', () => {
    const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    const offending = sources.filter((name) =>
      /from\s+['"](@app\/kit|\.\.\/)/.test(readFileSync(new URL(name, folder), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
