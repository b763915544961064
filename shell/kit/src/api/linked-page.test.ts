import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { nextLinkTarget } from './linked-page';

describe('nextLinkTarget', () => {
  it("reads the API's next-page link", () => {
    const next = `${API_PATHS.consultationRequests}?before=WzE3MzYsImFiIl0&limit=50`;
    expect(nextLinkTarget(`<${next}>; rel="next"`)).toBe(next);
  });

  it('is null without a header or without a next link', () => {
    expect(nextLinkTarget(null)).toBeNull();
    expect(nextLinkTarget('')).toBeNull();
    expect(nextLinkTarget('</page/1>; rel="prev"')).toBeNull();
    expect(nextLinkTarget('</page/9>; rel="nextish"')).toBeNull();
    expect(nextLinkTarget('not a link header')).toBeNull();
  });
});
