import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES } from '../contract/index.js';
import { ACTIVITY_LIBRARY, formatInstructions } from './activityLibrary.js';

describe('the activity library', () => {
  it('holds at least 25 activities with unique titles', () => {
    expect(ACTIVITY_LIBRARY.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACTIVITY_LIBRARY.map((activity) => activity.title)).size).toBe(ACTIVITY_LIBRARY.length);
  });

  it('covers every category at every difficulty', () => {
    for (const { value } of ACTIVITY_CATEGORIES) {
      for (const difficulty of ACTIVITY_DIFFICULTIES) {
        const found = ACTIVITY_LIBRARY.filter((a) => a.category === value && a.difficulty === difficulty);
        expect(found.length, `${value} ${difficulty}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives each activity a real description and at least five concrete steps', () => {
    for (const activity of ACTIVITY_LIBRARY) {
      expect(activity.description.length, activity.title).toBeGreaterThan(100);
      expect(activity.steps.length, activity.title).toBeGreaterThanOrEqual(5);
      for (const step of activity.steps) expect(step.length, activity.title).toBeGreaterThan(15);
    }
  });
});

describe('formatInstructions', () => {
  it('numbers the steps one per line', () => {
    expect(formatInstructions(['Open the planner.', 'Write the due date.'])).toBe(
      '1. Open the planner.\n2. Write the due date.',
    );
  });
});
