import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { remoteNames } from './remotes.js';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  workspaces: string[];
};

describe('remoteNames', () => {
  it('names each mf-<name> workspace the build scripts build, in their order', () => {
    const built = rootPackage.workspaces.filter((dir) => dir.startsWith('mf-')).map((dir) => dir.slice('mf-'.length));
    expect([...remoteNames]).toEqual(built);
  });
});
