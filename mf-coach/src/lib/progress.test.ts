import { describe, expect, it } from 'vitest';
import { categoryLabel } from './progress';

describe('categoryLabel', () => {
  it('names a category as the library does, and passes an unknown one through', () => {
    expect(categoryLabel('working_memory')).toBe('Working Memory');
    expect(categoryLabel('other')).toBe('other');
  });
});
