import { describe, expect, it } from 'vitest';
import { ORIENTATION_QUESTIONS } from '../contract/index.js';
import { presentReflections } from './orientationResponse.js';

const record = {
  _id: 'rec1',
  clientId: 'profile-a',
  whoAreYou: 'A curious builder',
  whatAreYouInControl: '   ',
  whoDoYouFeelCalled: '',
  visionOfFuture: 'Engineer',
  goalOne: 'Finish my robotics project',
  goalTwo: '',
  goalThree: '',
  createdAt: new Date('2025-01-01T10:00:00Z'),
  updatedAt: new Date('2025-01-02T10:00:00Z'),
};

describe('presentReflections', () => {
  it('lists one item per answered question with its full question text, in order', () => {
    const items = presentReflections(record);
    expect(items).toEqual([
      {
        id: 'rec1-whoAreYou',
        question: ORIENTATION_QUESTIONS[0].question,
        answer: 'A curious builder',
        completedAt: '2025-01-02T10:00:00.000Z',
      },
      {
        id: 'rec1-visionOfFuture',
        question: ORIENTATION_QUESTIONS[3].question,
        answer: 'Engineer',
        completedAt: '2025-01-02T10:00:00.000Z',
      },
      {
        id: 'rec1-goalOne',
        question: ORIENTATION_QUESTIONS[4].question,
        answer: 'Finish my robotics project',
        completedAt: '2025-01-02T10:00:00.000Z',
      },
    ]);
  });

  it('is empty without a record', () => {
    expect(presentReflections(null)).toEqual([]);
  });
});
