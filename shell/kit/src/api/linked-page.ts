import { throwIfResNotOk } from './api-request';

/** One page of a list the API hands out page by page: its JSON and the next page's URL, if any. */
export interface LinkedPage<T> {
  data: T;
  /** The `rel="next"` target of the reply's Link header; null on the last page. */
  next: string | null;
}

/** The next page's URL from the Link header the API writes (`<url>; rel="next"`), or null on the last page. */
export function nextLinkTarget(header: string | null): string | null {
  return /<([^>]*)>\s*;\s*rel="?next"?\s*(?:[;,]|$)/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * GETs `url` as the app's default data loader does (cookies included, a non-OK reply thrown as
 * "<status>: <text>") and returns its JSON with the next page's URL from the Link header.
 */
export async function getLinkedPage<T>(url: string, signal?: AbortSignal): Promise<LinkedPage<T>> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return { data: (await res.json()) as T, next: nextLinkTarget(res.headers.get('Link')) };
}
