// Before the browser tests: build whatever is stale, then freeze that build in a temporary copy which
// every test file's server runs from.
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- the build script is plain JavaScript without type declarations
import { build } from '../../scripts/build.mjs';
import { removeRelease, snapshotRelease } from './release.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    releaseDir: string;
  }
}

const ATTEMPTS = 3;

/** Vitest global set-up: returns the teardown that removes the snapshot. */
export default async function setup(project: TestProject): Promise<() => void> {
  for (let attempt = 1; ; attempt++) {
    const built: boolean = await build({ onlyStale: true });
    if (!built) throw new Error('The build failed: browser tests cannot run.');
    try {
      const releaseDir = snapshotRelease();
      project.provide('releaseDir', releaseDir);
      return () => removeRelease(releaseDir);
    } catch (error) {
      // Another build in this working tree rewrote a dist folder meanwhile: build what it left stale, copy again.
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; rebuilding`);
    }
  }
}
