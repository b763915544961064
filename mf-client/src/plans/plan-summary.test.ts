import { describe, expect, it } from 'vitest';
import { readableNextReassessment } from './PlanSummary';

describe('readableNextReassessment', () => {
  it('reads the picked date and its note, and leaves older free text as written', () => {
    expect(readableNextReassessment('2026-04-03 after the chemistry test')).toBe('Apr 3, 2026 (after the chemistry test)');
    expect(readableNextReassessment('2026-04-03')).toBe('Apr 3, 2026');
    expect(readableNextReassessment('in two weeks')).toBe('in two weeks');
  });
});
