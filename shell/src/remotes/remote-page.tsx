import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { PagePlaceholder } from '../page-placeholder.tsx';
import type { PageRef } from '../routing/pages.ts';
import { loadQueryCacheProvider, REMOTES_USING_QUERY_CACHE, type PageFrame } from './query-cache.ts';
import { preloadPage } from './preload-page.ts';
import { loadRemotePage } from './registry.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

/** A page's code, and the frame it renders in when its remote needs one. */
interface LoadedPageCode {
  Page: ComponentType;
  Frame?: PageFrame;
}

const loads = new Map<string, Promise<LoadedPageCode>>();

let markPageShown!: () => void;
/** Resolves once the first page of this visit has rendered (its code loaded): start-up is over. */
export const firstPageShown = new Promise<void>((resolve) => (markPageShown = resolve));

/** Loads a page and, at the same time, the query cache's provider when the page's remote uses it. */
async function loadPageCode(ref: PageRef): Promise<LoadedPageCode> {
  void preloadPage(ref);
  const [page, Frame] = await Promise.all([
    loadRemotePage(ref.remote, ref.module),
    REMOTES_USING_QUERY_CACHE.has(ref.remote) ? loadQueryCacheProvider() : undefined,
  ]);
  return { Page: page.default, Frame };
}

/** One load per page and retry round: a settled failure stays failed, the next round requests afresh. */
function pageLoad(ref: PageRef, round: number): Promise<LoadedPageCode> {
  const key = `${ref.remote}/${ref.module}#${round}`;
  let load = loads.get(key);
  if (!load) {
    load = loadPageCode(ref);
    loads.set(key, load);
  }
  return load;
}

/**
 * Loads a page's code ahead of its first render: rendered once its code is there, the page shows at once, without
 * the placeholder (and React's pause before replacing a placeholder) in between. Never fails: a failed load shows
 * when the page renders, with its 'Try again'.
 */
export function loadPageAhead(ref: PageRef): Promise<void> {
  return pageLoad(ref, 0).then(
    () => undefined,
    () => undefined,
  );
}

function LoadedPage({ load }: { load: Promise<LoadedPageCode> }) {
  const { Page, Frame } = use(load);
  useEffect(() => markPageShown(), []);
  return Frame ? (
    <Frame>
      <Page />
    </Frame>
  ) : (
    <Page />
  );
}

/**
 * Renders a remote's page: loaded on first use, a same-size placeholder meanwhile, and on failure a
 * message with a 'Try again' button that requests the remote again.
 */
export function RemotePage({ page }: { page: PageRef }) {
  const [round, setRound] = useState(0);
  return (
    <RemoteErrorBoundary key={`${page.remote}/${page.module}#${round}`} onRetry={() => setRound((n) => n + 1)}>
      <Suspense fallback={<PagePlaceholder />}>
        <div className="contents" data-remote={page.remote} data-page={page.module}>
          <LoadedPage load={pageLoad(page, round)} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
