import { describe, expect, it } from 'vitest';
import { nextLinkTarget } from './link-header';

describe('nextLinkTarget', () => {
  it("reads the API's next-page link", () => {
    expect(nextLinkTarget('</api/consultation-requests?before=WzE3MzYsImFiIl0&limit=50>; rel="next"')).toBe(
      '/api/consultation-requests?before=WzE3MzYsImFiIl0&limit=50',
    );
  });

  it('is null without a header or without a next link', () => {
    expect(nextLinkTarget(null)).toBeNull();
    expect(nextLinkTarget('')).toBeNull();
    expect(nextLinkTarget('</page/1>; rel="prev"')).toBeNull();
    expect(nextLinkTarget('</page/1>; title="next"')).toBeNull();
    expect(nextLinkTarget('not a link header')).toBeNull();
  });

  it('finds next among several links, unquoted, in any case, or among several relation types', () => {
    expect(nextLinkTarget('</p/1>; rel="prev", </p/3>; rel="next"')).toBe('/p/3');
    expect(nextLinkTarget('</p/3>;rel=next')).toBe('/p/3');
    expect(nextLinkTarget('</p/3> ; REL="Next"')).toBe('/p/3');
    expect(nextLinkTarget('</p/3>; rel="last next"')).toBe('/p/3');
    expect(nextLinkTarget('</p/9>; rel="nextish"')).toBeNull();
  });

  it('keeps commas and semicolons inside the target and inside quoted values apart from the separators', () => {
    expect(nextLinkTarget('</p?a=1,2;b>; title="one, two; three", </p/3>; rel="next"')).toBe('/p/3');
    expect(nextLinkTarget('</p?a=1,2;b>; rel="next"; title="x, \\"y\\""')).toBe('/p?a=1,2;b');
  });

  it('counts only the first rel parameter of a link', () => {
    expect(nextLinkTarget('</p/1>; rel="prev"; rel="next"')).toBeNull();
  });
});
