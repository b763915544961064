import { describe, expect, it } from 'vitest';
import { categoryLabel, completionFigures } from './progress';

describe('completionFigures', () => {
  it('counts started and completed records and rounds the success rate', () => {
    expect(completionFigures([{ completed: true }, { completed: false }, { completed: false }])).toEqual({
      total: 3,
      completed: 1,
      successRate: 33,
    });
  });

  it('is all zero without records', () => {
    expect(completionFigures([])).toEqual({ total: 0, completed: 0, successRate: 0 });
  });
});

describe('categoryLabel', () => {
  it('names a category as the library does, and passes an unknown one through', () => {
    expect(categoryLabel('working_memory')).toBe('Working Memory');
    expect(categoryLabel('other')).toBe('other');
  });
});
