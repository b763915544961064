// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { materializeInShareMap } from './materialize-shares.ts';

/** A provider's entry and a consume-only one, as the federation plugin writes them into the share map. */
const SHARE_MAP = `
  const usedShared = {
    "@app/kit/ui": {
      name: "@app/kit/ui",
      version: "1.0.0",
      scope: ["default"],
      loaded: false,
      materialize: false,
      eager: false,
    },
    "@app/kit/query": {
      name: "@app/kit/query",
      version: "1.0.0",
      scope: ["default"],
      loaded: false,
      materialize: false,
      eager: false,
    },
    "react": __mfConsumeOnly("react", "19.2.0", "default", false, {singleton: true}),
  };
`;

describe('materializeInShareMap', () => {
  it('sets up the named shares at start, in both forms, and leaves the others as they were', () => {
    const out = materializeInShareMap(SHARE_MAP, ['@app/kit/ui', 'react']);
    expect(out).toContain(
      'name: "@app/kit/ui",\n      version: "1.0.0",\n      scope: ["default"],\n      loaded: false,\n      materialize: true,',
    );
    expect(out).toContain('__mfConsumeOnly("react", "19.2.0", "default", true,');
    expect(out).toContain(
      'name: "@app/kit/query",\n      version: "1.0.0",\n      scope: ["default"],\n      loaded: false,\n      materialize: false,',
    );
  });

  it('fails the build when a named share is not in the map', () => {
    expect(() => materializeInShareMap(SHARE_MAP, ['@app/kit/drafts'])).toThrow(
      'materialize-shares: @app/kit/drafts is not in the federation share map',
    );
  });
});
