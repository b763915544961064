import type { PageRef } from '../routing/pages.ts';

const asked = new Set<string>();

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
  for (const href of files[`${ref.remote}/${ref.module}`] ?? []) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
