import { describe, expect, it } from 'vitest';
import type { CoachClient } from '@app/api/contract';
import { filterClients, studentName } from './client-search';

const client = (id: string, first: string, last: string, grade: string, parent: string) =>
  ({ id, studentFirstName: first, studentLastName: last, gradeLevel: grade, parentName: parent }) as CoachClient;

const clients = [
  client('a', 'Maya', 'Okafor', '11th Grade', 'Grace Okafor'),
  client('b', 'Leo', 'Brandt', 'College Freshman', ''),
];

describe('filterClients', () => {
  it('keeps every client for a blank search', () => {
    expect(filterClients(clients, '   ').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('matches the full student name across first and last, ignoring case', () => {
    expect(filterClients(clients, 'maya oka').map((c) => c.id)).toEqual(['a']);
    expect(filterClients(clients, 'BRANDT').map((c) => c.id)).toEqual(['b']);
  });

  it('matches the grade level and the parent name', () => {
    expect(filterClients(clients, 'college').map((c) => c.id)).toEqual(['b']);
    expect(filterClients(clients, 'grace').map((c) => c.id)).toEqual(['a']);
  });

  it('returns nothing when no field matches', () => {
    expect(filterClients(clients, 'zebra')).toEqual([]);
  });
});

describe('studentName', () => {
  it('joins first and last name', () => {
    expect(studentName(clients[0]!)).toBe('Maya Okafor');
  });
});
