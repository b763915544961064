import { describe, expect, it } from 'vitest';
import { formatDate, type AttentionItem } from '@app/api/contract';
import { attentionReasons } from './NeedsAttention';

const item = (reasons: Partial<AttentionItem>): AttentionItem => ({
  clientId: 'c1',
  studentName: 'Maya Okafor',
  overdueReassessment: null,
  inactiveSince: null,
  noCheckInSince: null,
  attainmentBelowExpected: null,
  ...reasons,
});

describe('attentionReasons', () => {
  it('says when the student last checked in, as the calendar day it was', () => {
    expect(attentionReasons(item({ noCheckInSince: '2025-03-04' }))).toEqual(['No check-in since Mar 4, 2025']);
  });

  it('names the goal whose latest two scores are below expected', () => {
    const below = { planId: 'p1', goal: 'Finish essays two days early', scores: [-1, -2] as [number, number] };
    expect(attentionReasons(item({ attainmentBelowExpected: below }))).toEqual([
      'Two scores below expected on "Finish essays two days early"',
    ]);
  });

  it('gives every reason at once, the new ones last', () => {
    const inactiveSince = '2025-02-01T12:00:00.000Z';
    expect(
      attentionReasons(
        item({
          overdueReassessment: { planId: 'p1', goal: 'Read nightly', date: '2025-02-20', daysOverdue: 1 },
          inactiveSince,
          noCheckInSince: '2025-02-10',
          attainmentBelowExpected: { planId: 'p2', goal: 'Plan Sundays', scores: [-2, -1] },
        }),
      ),
    ).toEqual([
      'Reassessment overdue by 1 day',
      `No saved work or activity for 14+ days (last: ${formatDate(inactiveSince)})`,
      'No check-in since Feb 10, 2025',
      'Two scores below expected on "Plan Sundays"',
    ]);
    expect(attentionReasons(item({}))).toEqual([]);
  });
});
