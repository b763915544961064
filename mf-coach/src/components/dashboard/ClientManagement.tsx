import { useEffect, useId, useRef, useState } from 'react';
import type { ClientStatus } from '@app/api/contract';
import { Button, FOCUS_RING, Input, Label, useFocusAppended } from '@app/kit/ui';
import { useClientPages, useCoachStats } from '../../api/coach-api';
import { useDebounced } from '../../lib/use-debounced';
import { StatusFilter } from '../client-records/StatusFilter';
import { EmptyState } from '../EmptyState';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { LoadFailure, Loading } from '../LoadFailure';
import { ClientCard } from './ClientCard';

/** How long typing rests before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** What the line above the cards says: how many are shown, and of how many when that is known. */
function countLine(shown: number, more: boolean, searching: boolean, total: number | undefined): string {
  const clients = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'client' : 'clients'}`;
  if (searching) return more ? `Showing the first ${clients(shown)} that match` : `${clients(shown)} match`;
  if (more)
    return total === undefined
      ? `Showing ${clients(shown)}`
      : `Showing ${shown.toLocaleString('en-US')} of ${clients(total)}`;
  return clients(shown);
}

/**
 * Loads the next page while the element is on screen (or near it): scrolling to the end of the list reads more.
 * Keyboard users have the "Load more clients" button beside it.
 */
function useLoadWhenSeen(onSeen: () => void, active: boolean) {
  // The element itself, not a ref object: a new element (the list drawn again) is observed in its turn.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, element]);
  return setElement;
}

/**
 * The Client Management tab: a search over full name, grade and parent name and a status filter, both answered
 * by the server, and the matching client cards, a page at a time.
 */
export function ClientManagement() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatus>('all');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const pages = useClientPages(query, status);
  const stats = useCoachStats();
  const searchId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const clients = pages.clients;
  const more = pages.hasNextPage;
  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError) void pages.fetchNextPage();
  };
  const sentinel = useLoadWhenSeen(loadMore, !!more);

  // Keyboard users continue at the first card the button loaded.
  const loadMoreFocused = useFocusAppended(listRef, clients);
  // A page already on its way (the list scrolled) is the one the button waits for.
  const loadMoreByButton = () => loadMoreFocused(() => pages.fetchNextPage({ cancelRefetch: false }));

  const searching = query !== '' || status !== 'all';
  const total = searching ? undefined : stats.data?.totalClients;
  let body;
  if (pages.isPending) body = <Loading what="clients" />;
  else if (pages.isError || !clients) body = <LoadFailure what="your clients" onRetry={() => void pages.refetch()} />;
  else if (clients.length === 0)
    body = searching ? (
      <EmptyState title="No clients found" icon={<Search className="h-8 w-8" />}>
        Try adjusting your search terms.
      </EmptyState>
    ) : (
      <EmptyState title="No clients yet" icon={<Users className="h-8 w-8" />}>
        Your clients will appear here once they create their profiles.
      </EmptyState>
    );
  else
    body = (
      <>
        <ul
          ref={listRef}
          className="grid gap-4 lg:grid-cols-2"
          aria-label="Clients"
          aria-busy={pages.isPlaceholderData || undefined}
        >
          {clients.map((client) => (
            <li key={client.id} tabIndex={-1} className={`flex rounded-lg ${FOCUS_RING}`}>
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
        {more && (
          <div ref={sentinel} className="flex flex-col items-center gap-2">
            {pages.isFetchNextPageError && (
              <p role="alert" className="text-sm text-destructive">
                Could not load more clients.
              </p>
            )}
            {/* Never disabled: a page coming in as the list scrolls must not take the keyboard's focus away. */}
            <Button
              variant="outline"
              onClick={() => void loadMoreByButton()}
              aria-busy={pages.isFetchingNextPage || undefined}
            >
              Load more clients
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">Client Management</h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={searchId}>Search clients</Label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              <Search className="h-4 w-4 shrink-0" />
            </span>
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Student name, grade level or parent name"
              className="pl-9"
              autoComplete="off"
              maxLength={100}
            />
          </div>
        </div>
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <div>
        <p role="status" className="text-sm text-muted-foreground">
          {clients && !pages.isPending ? countLine(clients.length, !!more, searching, total) : ''}
        </p>
      </div>
      {body}
    </div>
  );
}
