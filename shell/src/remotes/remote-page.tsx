import { Suspense, use, useEffect, useState } from 'react';
import { PagePlaceholder } from '../page-placeholder.tsx';
import type { PageRef } from '../routing/pages.ts';
import { loadRemotePage, type PageModule } from './registry.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

const loads = new Map<string, Promise<PageModule>>();

let markPageShown!: () => void;
/** Resolves once the first page of this visit has rendered (its code loaded): start-up is over. */
export const firstPageShown = new Promise<void>((resolve) => (markPageShown = resolve));

/** One load per page and retry round: a settled failure stays failed, the next round requests afresh. */
function pageLoad(ref: PageRef, round: number): Promise<PageModule> {
  const key = `${ref.remote}/${ref.module}#${round}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemotePage(ref.remote, ref.module);
    loads.set(key, load);
  }
  return load;
}

function LoadedPage({ load }: { load: Promise<PageModule> }) {
  const { default: Page } = use(load);
  useEffect(() => markPageShown(), []);
  return <Page />;
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
