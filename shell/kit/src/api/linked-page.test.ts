import { describe, expect, it } from 'vitest';
import { nextLinkTarget } from './linked-page';

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
    expect(nextLinkTarget('</page/9>; rel="nextish"')).toBeNull();
    expect(nextLinkTarget('not a link header')).toBeNull();
  });
});
