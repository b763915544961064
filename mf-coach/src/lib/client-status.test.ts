import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_FILTERS } from './client-status';

describe('CLIENT_STATUS_FILTERS', () => {
  it('offers all, the active and the inactive clients, in that order', () => {
    expect(CLIENT_STATUS_FILTERS).toEqual([
      { value: 'all', label: 'All clients' },
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ]);
  });
});
