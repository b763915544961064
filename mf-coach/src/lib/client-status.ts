import type { CoachClient } from '@app/api/contract';

/** The coach's filter of the client list by whether a client is active. */
export const CLIENT_STATUS_FILTERS = [
  { value: 'all', label: 'All clients' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number]['value'];

/** The clients the status filter keeps. */
export function filterByStatus<T extends Pick<CoachClient, 'isActive'>>(
  clients: readonly T[],
  status: ClientStatusFilter,
): T[] {
  if (status === 'all') return [...clients];
  return clients.filter((client) => client.isActive === (status === 'active'));
}
