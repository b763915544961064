import { describe, expect, it } from 'vitest';
import { filterByStatus } from './client-status';

describe('filterByStatus', () => {
  const clients = [
    { id: 'a', isActive: true },
    { id: 'b', isActive: false },
    { id: 'c', isActive: true },
  ];
  it('keeps all, only the active, or only the inactive clients', () => {
    expect(filterByStatus(clients, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(filterByStatus(clients, 'active').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterByStatus(clients, 'inactive').map((c) => c.id)).toEqual(['b']);
  });
});
