import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES, myStatementQuerySchema, statementPeriodSchema } from './statement.js';
import { monthPeriod, statementUrl } from './statementPeriods.js';

describe('monthPeriod', () => {
  it('gives this month up to today, and whole earlier months, across a new year and a leap day', () => {
    expect(monthPeriod('2025-03-17')).toEqual({ from: '2025-03-01', to: '2025-03-17' });
    expect(monthPeriod('2025-01-05', 1)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(monthPeriod('2024-03-31', 1)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('the statement period', () => {
  const problem = (value: unknown) =>
    statementPeriodSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes calendar days, the start first, up to 366 days', () => {
    expect(statementPeriodSchema.parse({ from: '2025-03-01', to: '2025-03-01' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-01',
    });
    expect(problem({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(problem({ from: '2024-01-01', to: '2025-01-01' })).toEqual([['to', STATEMENT_MESSAGES.span]]);
    expect(problem({ from: '2025-03-02', to: '2025-03-01' })).toEqual([['from', STATEMENT_MESSAGES.order]]);
    expect(problem({ from: '2025-02-29', to: '2025-03-01' })).toEqual([['from', STATEMENT_MESSAGES.from]]);
    expect(problem({ to: '2025-03-01' })).toEqual([['from', STATEMENT_MESSAGES.from]]);
  });

  it('lets a guardian name the student, and puts the period in the address', () => {
    expect(myStatementQuerySchema.parse({ from: '2025-03-01', to: '2025-03-31', student: 'abc' }).student).toBe('abc');
    expect(statementUrl('/api/my-account/statement', { from: '2025-03-01', to: '2025-03-31' })).toBe(
      '/api/my-account/statement?from=2025-03-01&to=2025-03-31',
    );
    expect(statementUrl('/x', { from: '2025-03-01', to: '2025-03-31' }, 'a&b')).toBe(
      '/x?from=2025-03-01&to=2025-03-31&student=a%26b',
    );
  });
});
