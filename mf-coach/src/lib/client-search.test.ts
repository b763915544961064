import { describe, expect, it } from 'vitest';
import { studentName } from './client-search';

describe('studentName', () => {
  it('joins first and last name', () => {
    expect(studentName({ studentFirstName: 'Maya', studentLastName: 'Okafor' })).toBe('Maya Okafor');
  });
});
