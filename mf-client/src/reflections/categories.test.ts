import { ORIENTATION_QUESTIONS } from '@app/api/contract';
import { describe, expect, it } from 'vitest';
import { categoryOf, countByFilter, filterReflections } from './categories';

describe('categoryOf', () => {
  it('groups by each category’s keywords, in their order of precedence', () => {
    expect(categoryOf('What does the HULL of your boat need?')).toBe('boat');
    expect(categoryOf('Where do you see the horizon?')).toBe('boat');
    expect(categoryOf('Which goal do you want to accomplish?')).toBe('goals');
    expect(categoryOf('What would you like to achieve?')).toBe('goals');
    expect(categoryOf('What is difficult for you?')).toBe('challenges');
    expect(categoryOf('Where do you struggle?')).toBe('challenges');
    expect(categoryOf('Name one barrier.')).toBe('challenges');
    expect(categoryOf('What are you good at?')).toBe('strengths');
    expect(categoryOf('Where do you excel?')).toBe('strengths');
    expect(categoryOf('What is your vision of the future?')).toBe('other');
    // A boat keyword wins over a goal keyword.
    expect(categoryOf('Which goal steers the helm?')).toBe('boat');
  });

  it('puts each orientation question in the category its wording implies', () => {
    const categories = Object.fromEntries(ORIENTATION_QUESTIONS.map((entry) => [entry.field, categoryOf(entry.question)]));
    expect(categories).toEqual({
      whoAreYou: 'strengths',
      whatAreYouInControl: 'challenges',
      whoDoYouFeelCalled: 'boat',
      visionOfFuture: 'other',
      goalOne: 'goals',
      goalTwo: 'goals',
      goalThree: 'goals',
    });
  });
});

describe('countByFilter and filterReflections', () => {
  const items = ORIENTATION_QUESTIONS.map((entry, index) => ({
    id: entry.field,
    question: entry.question,
    answer: `answer ${index}`,
    completedAt: '2030-01-01T00:00:00.000Z',
  }));

  it('counts every filter, with zero for a category without answers', () => {
    expect(countByFilter(items)).toEqual({ all: 7, boat: 1, goals: 3, challenges: 1, strengths: 1, other: 1 });
    expect(countByFilter(items.slice(4))).toEqual({ all: 3, boat: 0, goals: 3, challenges: 0, strengths: 0, other: 0 });
  });

  it('keeps the original order inside a category', () => {
    expect(filterReflections(items, 'goals').map((item) => item.id)).toEqual(['goalOne', 'goalTwo', 'goalThree']);
    expect(filterReflections(items, 'all')).toHaveLength(7);
  });
});
