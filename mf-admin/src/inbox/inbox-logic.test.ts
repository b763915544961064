import { describe, expect, it } from 'vitest';
import { deleteQuestion } from './DeleteRequestDialog';
import { exportFileName, exportUrl } from './export-requests';
import { API_PATHS, consultationGradeLabel, NO_PREFERENCES, preferredTimeLabels } from '@app/api/contract';
import { formatSubmittedAt, UNKNOWN_DATE } from './request-format';

const none = { weekdayMorning: false, weekdayAfternoon: false, weekdayEvening: false, weekend: false };

describe('preferredTimeLabels', () => {
  it('names each chosen time with its badge wording, in order', () => {
    expect(
      preferredTimeLabels({ weekdayMorning: true, weekdayAfternoon: true, weekdayEvening: true, weekend: true }),
    ).toEqual(['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends']);
    expect(preferredTimeLabels({ ...none, weekend: true })).toEqual(['Weekends']);
  });

  it('is empty when nothing is chosen, which the card shows as one sentence', () => {
    expect(preferredTimeLabels(none)).toEqual([]);
    expect(NO_PREFERENCES).toBe('No preferences specified');
  });
});

describe('formatSubmittedAt', () => {
  it("shows the time in the viewer's zone", () => {
    expect(formatSubmittedAt('2025-03-04T23:30:00.000Z', 'en-US', 'America/New_York')).toBe('Mar 4, 2025, 6:30 PM');
    expect(formatSubmittedAt('2025-03-04T23:30:00.000Z', 'en-US', 'Asia/Tokyo')).toBe('Mar 5, 2025, 8:30 AM');
  });

  it("says 'Unknown' for a missing or broken time", () => {
    expect(formatSubmittedAt(null)).toBe(UNKNOWN_DATE);
    expect(formatSubmittedAt(undefined)).toBe('Unknown');
    expect(formatSubmittedAt('not a date')).toBe('Unknown');
  });
});

describe('consultationGradeLabel', () => {
  it("reads the form's label for a stored value, and keeps unknown values", () => {
    expect(consultationGradeLabel('college-junior')).toBe('College Junior');
    expect(consultationGradeLabel('9th')).toBe('9th Grade');
    expect(consultationGradeLabel('Young Adult')).toBe('Young Adult');
  });
});

describe('export', () => {
  it('names the file after the local calendar day', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('consultation-requests-2025-01-05.xlsx');
    expect(exportFileName(new Date(2025, 11, 31, 0, 0))).toBe('consultation-requests-2025-12-31.xlsx');
  });

  it('asks for dates in the given zone', () => {
    expect(exportUrl('America/New_York')).toBe(`${API_PATHS.consultationExport}?tz=America%2FNew_York`);
  });
});

describe('deleteQuestion', () => {
  it('asks the confirmation question with the student name', () => {
    expect(deleteQuestion({ studentFirstName: 'Ana', studentLastName: 'Ruiz' })).toBe(
      'Are you sure you want to delete the consultation request for Ana Ruiz?',
    );
  });
});
