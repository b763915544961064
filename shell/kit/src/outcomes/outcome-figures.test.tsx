import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, type CheckInWeek, type PlanOutcome as PlanOutcomeData } from '@app/api/contract';
import { AttainmentHistory, AttainmentLevelsList, CheckInHistory } from './outcome-figures';
import { PlanOutcome } from './plan-outcome';
import { levelText, ratioText, shareText, signedScore } from './outcome-text';

const LEVELS = {
  '-2': 'No lab report on time',
  '-1': 'One or two on time',
  '0': 'Three of four on time',
  '1': 'Every one on time',
  '2': 'Every one on time, one early',
};

const PLAN: PlanOutcomeData = {
  planId: 'p1',
  goal: 'Hand in lab reports on time',
  levels: LEVELS,
  scores: [
    { at: '2025-03-03T15:00:00.000Z', score: -1, by: 'student', note: 'Slow start' },
    { at: '2025-03-10T15:00:00.000Z', score: 0, by: 'coach', note: null },
    { at: '2025-03-17T15:00:00.000Z', score: 2, by: 'student', note: null },
  ],
};

const week = (
  weekStart: string,
  days: number,
  estimateRatio: number | null,
  startedOnTime: number | null,
): CheckInWeek => ({
  weekStart,
  days,
  estimateRatio,
  startedOnTime,
});

const WEEKS: CheckInWeek[] = [
  week('2025-03-03', 0, null, null),
  week('2025-03-10', 3, 1.25, 0.33),
  week('2025-03-17', 7, 0.9, 1),
];

/** The rows of a table as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// No chart is drawn here: an IntersectionObserver that never reports keeps each chart's code from loading.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('the text alternative of a plan’s score history', () => {
  it('is a table with the date, score and its level, scorer and note of every score, hidden from sight, the chart from screen readers', () => {
    const { container } = render(<AttainmentHistory plan={PLAN} />);
    const table = screen.getByRole('table', { name: 'Attainment scores for the goal: Hand in lab reports on time' });
    expect(table.parentElement!.className).toContain('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Score', 'Scored by', 'Note']);
    expect(rowsOf(table)).toEqual([
      [formatDate(PLAN.scores[0]!.at), '-1: One or two on time', 'Student', 'Slow start'],
      [formatDate(PLAN.scores[1]!.at), '0: Three of four on time', 'Coach', '—'],
      [formatDate(PLAN.scores[2]!.at), '+2: Every one on time, one early', 'Student', '—'],
    ]);
    const chart = container.querySelector('[data-chart]')!;
    expect(chart.getAttribute('aria-hidden')).toBe('true');
  });

  it('is shown when asked (the printed report), and a plan without scores says so instead', () => {
    render(<AttainmentHistory plan={PLAN} report />);
    expect(screen.getByRole('table').parentElement!.className).not.toContain('sr-only');
    render(<AttainmentHistory plan={{ ...PLAN, scores: [] }} />);
    expect(screen.getByText('No scores yet.')).toBeTruthy();
  });

  it('reads a score of a plan without levels by the scale’s general meaning', () => {
    render(<AttainmentHistory plan={{ ...PLAN, levels: null }} />);
    expect(rowsOf(screen.getByRole('table')).map((row) => row[1])).toEqual([
      '-1: Less than expected',
      '0: Expected outcome',
      '+2: Much more than expected',
    ]);
  });
});

describe('the text alternative of the weeks of check-ins', () => {
  it('is a table of each week’s days checked in of 7, estimate ratio and share started on time', () => {
    render(<CheckInHistory weeks={WEEKS} />);
    const table = screen.getByRole('table', { name: 'Check-ins per week, the last 3 weeks' });
    expect(table.parentElement!.className).toContain('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Days checked in', 'Estimate ratio (1.00 = on estimate)', 'Started on time']);
    expect(rowsOf(table)).toEqual([
      ['Mar 3, 2025', '0 of 7', '—', '—'],
      ['Mar 10, 2025', '3 of 7', '1.25', '33%'],
      ['Mar 17, 2025', '7 of 7', '0.90', '100%'],
    ]);
  });

  it('gives way to one line when no week had a check-in', () => {
    render(<CheckInHistory weeks={[week('2025-03-03', 0, null, null)]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No check-ins in the last 1 weeks.')).toBeTruthy();
  });
});

describe('a plan’s levels', () => {
  it('list the five levels from +2 down to -2 with the plan’s words', () => {
    const { container } = render(<AttainmentLevelsList levels={LEVELS} />);
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const texts = [...container.querySelectorAll('dd')].map((text) => text.textContent);
    expect(terms).toEqual(['+2', '+1', '0', '-1', '-2']);
    expect(texts).toEqual([LEVELS['2'], LEVELS['1'], LEVELS['0'], LEVELS['-1'], LEVELS['-2']]);
  });

  it('are said to be missing on a plan without them', () => {
    render(<PlanOutcome plan={{ ...PLAN, levels: null, scores: [] }} />);
    expect(screen.getByRole('heading', { level: 3, name: PLAN.goal })).toBeTruthy();
    expect(screen.getByText('This plan describes no levels of attainment.')).toBeTruthy();
  });
});

describe('the figures in words', () => {
  it('sign scores, give ratios two decimals and shares whole percentages, and dash what a week lacks', () => {
    expect([-2, -1, 0, 1, 2].map(signedScore)).toEqual(['-2', '-1', '0', '+1', '+2']);
    expect(levelText(LEVELS, 1)).toBe('Every one on time');
    expect([ratioText(1), ratioText(1.5), ratioText(null)]).toEqual(['1.00', '1.50', '—']);
    expect([shareText(0.33), shareText(1), shareText(0), shareText(null)]).toEqual(['33%', '100%', '0%', '—']);
  });
});
