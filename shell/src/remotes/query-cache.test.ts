// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remoteNames } from '@app/kit/remotes';
import { REMOTES_USING_QUERY_CACHE } from './query-cache.ts';

describe('REMOTES_USING_QUERY_CACHE', () => {
  it("wraps in the query cache's provider exactly the remotes that share @app/kit/query", async () => {
    const declaring = [];
    for (const remote of remoteNames) {
      const config = (await import(`../../../mf-${remote}/module-federation.config.ts`)) as {
        default: { shared: Record<string, unknown> };
      };
      if ('@app/kit/query' in config.default.shared) declaring.push(remote);
    }
    expect([...REMOTES_USING_QUERY_CACHE].sort()).toEqual(declaring.sort());
    expect(declaring).not.toContain('landing');
  });
});
