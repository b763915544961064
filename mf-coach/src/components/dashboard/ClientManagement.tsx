import { useId, useState } from 'react';
import { Input, Label } from '@app/kit/ui';
import { useCoachClients } from '../../api/coach-api';
import { filterClients } from '../../lib/client-search';
import { filterByStatus, type ClientStatusFilter } from '../../lib/client-status';
import { StatusFilter } from '../client-records/StatusFilter';
import { EmptyState } from '../EmptyState';
import { SearchIcon, UsersIcon } from '../icons';
import { LoadFailure, Loading } from '../LoadFailure';
import { ClientCard } from './ClientCard';

/** The Client Management tab: a search over name, grade and parent, and the matching client cards. */
export function ClientManagement() {
  const clients = useCoachClients();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatusFilter>('all');
  const searchId = useId();

  if (clients.isLoading) return <Loading what="clients" />;
  if (clients.isError || !clients.data)
    return <LoadFailure what="your clients" onRetry={() => void clients.refetch()} />;

  const all = clients.data;
  const shown = filterClients(filterByStatus(all, status), search);
  const searching = search.trim() !== '' || status !== 'all';
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">Client Management</h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={searchId}>Search clients</Label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              <SearchIcon />
            </span>
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Student name, grade level or parent name"
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <div>
        <p role="status" className="text-sm text-muted-foreground">
          {searching
            ? `${shown.length} of ${all.length} clients match`
            : `${all.length} ${all.length === 1 ? 'client' : 'clients'}`}
        </p>
      </div>
      {shown.length === 0 ? (
        searching ? (
          <EmptyState title="No clients found" icon={<SearchIcon className="h-8 w-8" />}>
            Try adjusting your search terms.
          </EmptyState>
        ) : (
          <EmptyState title="No clients yet" icon={<UsersIcon className="h-8 w-8" />}>
            Your clients will appear here once they create their profiles.
          </EmptyState>
        )
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Clients">
          {shown.map((client) => (
            <li key={client.id} className="flex">
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
