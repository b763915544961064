import { describe, expect, it } from 'vitest';
import { progressSummary } from './progressSummarizer.js';

describe('progressSummary', () => {
  it('gives both figures: completed of the library and completed of started, rounded', () => {
    expect(progressSummary(4, 3, 30)).toEqual({
      started: 4,
      completed: 3,
      totalActivities: 30,
      percent: 10,
      percentOfStarted: 75,
      sessionsAttended: 0,
      sessionsMissed: 0,
    });
    expect(progressSummary(4, 3, 30, { attended: 5, missed: 1 })).toMatchObject({
      sessionsAttended: 5,
      sessionsMissed: 1,
    });
    expect(progressSummary(3, 1, 30).percentOfStarted).toBe(33);
  });

  it('is zero, not a division by zero, when nothing is started or the library is empty', () => {
    expect(progressSummary(0, 0, 0)).toEqual({
      started: 0,
      completed: 0,
      totalActivities: 0,
      percent: 0,
      percentOfStarted: 0,
      sessionsAttended: 0,
      sessionsMissed: 0,
    });
  });
});
