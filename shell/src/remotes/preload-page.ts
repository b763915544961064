import type { PageRef } from '../routing/pages.ts';

const asked = new Set<string>();

/** Adds a hint to the document's head, once per address. */
function hint(rel: 'modulepreload' | 'preload', href: string): void {
  if (asked.has(href)) return;
  asked.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') {
    link.as = 'fetch';
    // The kit reads with credentials included; a preload serves that fetch only when it asks the same.
    link.crossOrigin = 'use-credentials';
  }
  document.head.append(link);
}

/**
 * Asks the browser at once for every file of a signed-in page's code. The federation runtime discovers them one
 * after another (the remote's entry, the page, what the page imports, ...), a round trip each; hinted, they all
 * download together. The landing remote's pages are left out: '/' comes rendered by the server, and the others
 * are small.
 */
export async function preloadPage(ref: PageRef): Promise<void> {
  if (ref.remote === 'landing') return;
  let files: Record<string, string[]>;
  try {
    ({ default: files } = await import('virtual:page-files'));
  } catch {
    return; // Only a hint: the page still loads its files as it discovers them.
  }
  for (const href of files[`${ref.remote}/${ref.module}`] ?? []) hint('modulepreload', href);
}

/** Asks the browser at once for replies a page will read (GETs of the API, with the session's cookie). */
export function preloadReads(paths: readonly string[]): void {
  for (const path of paths) hint('preload', path);
}
