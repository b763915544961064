import { describe, expect, it } from 'vitest';
import { nextReassessmentLabel } from './dates';

describe('nextReassessmentLabel', () => {
  it('shows the reassessment date', () => {
    expect(nextReassessmentLabel({ reassessmentDate: '2025-03-04T00:00:00.000Z', nextReassessment: null })).toBe(
      'Mar 4, 2025',
    );
  });

  it("prefers a reassessment's free text that names no date", () => {
    expect(
      nextReassessmentLabel({ reassessmentDate: '2025-03-04T00:00:00.000Z', nextReassessment: 'In two weeks' }),
    ).toBe('In two weeks');
  });

  it('reads a picked day with its note as the student reads it', () => {
    expect(
      nextReassessmentLabel({ reassessmentDate: '2025-04-01T00:00:00.000Z', nextReassessment: '2025-04-01' }),
    ).toBe('Apr 1, 2025');
    expect(
      nextReassessmentLabel({ reassessmentDate: '2025-04-01T00:00:00.000Z', nextReassessment: '2025-04-01 after the test' }),
    ).toBe('Apr 1, 2025 (after the test)');
  });

  it("says 'Not set' without either", () => {
    expect(nextReassessmentLabel({ reassessmentDate: null, nextReassessment: null })).toBe('Not set');
  });
});
