import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@app/api/contract';
import { lastTwelveMonths, periodOf } from './report-period';

describe('lastTwelveMonths', () => {
  it('ends with this month and starts eleven months before it, across a new year', () => {
    expect(lastTwelveMonths(new Date(2025, 2, 15))).toEqual({ fromMonth: '2024-04', toMonth: '2025-03' });
    expect(lastTwelveMonths(new Date(2025, 11, 31))).toEqual({ fromMonth: '2025-01', toMonth: '2025-12' });
  });
});

describe('periodOf', () => {
  it('covers the picked months from the first day of the one to the last day of the other', () => {
    expect(periodOf({ fromMonth: '2024-02', toMonth: '2024-02' })).toEqual({
      period: { from: '2024-02-01', to: '2024-02-29' },
    });
    expect(periodOf({ fromMonth: '2023-04', toMonth: '2024-03' })).toEqual({
      period: { from: '2023-04-01', to: '2024-03-31' },
    });
  });

  it('names what is wrong with a pick: an empty month, months backwards, more than five years', () => {
    expect(periodOf({ fromMonth: '', toMonth: '2024-03' })).toEqual({
      problem: { field: 'fromMonth', message: REPORT_MESSAGES.month },
    });
    expect(periodOf({ fromMonth: '2024-03', toMonth: '2024-13' })).toEqual({
      problem: { field: 'toMonth', message: REPORT_MESSAGES.month },
    });
    expect(periodOf({ fromMonth: '2024-04', toMonth: '2024-03' })).toEqual({
      problem: { field: 'toMonth', message: REPORT_MESSAGES.order },
    });
    expect(periodOf({ fromMonth: '2020-01', toMonth: '2025-01' })).toEqual({
      problem: { field: 'toMonth', message: REPORT_MESSAGES.span },
    });
    expect(periodOf({ fromMonth: '2020-01', toMonth: '2024-12' })).toEqual({
      period: { from: '2020-01-01', to: '2024-12-31' },
    });
  });
});
