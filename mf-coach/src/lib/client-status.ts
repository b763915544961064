import { CLIENT_STATUSES, type ClientStatus } from '@app/api/contract';

const LABELS: Record<ClientStatus, string> = { all: 'All clients', active: 'Active', inactive: 'Inactive' };

/** The coach's filter of the client list by whether a client is active (the server applies it). */
export const CLIENT_STATUS_FILTERS = CLIENT_STATUSES.map((value) => ({ value, label: LABELS[value] }));
