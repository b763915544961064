import type { ReactNode } from 'react';
import { formatDate, type CheckInWeek, type PlanOutcome } from '@app/api/contract';
import { daysText, levelText, ratioText, scorerName, shareText, signedScore, weekDate } from './outcome-text';

const cellClass = 'border-b border-border px-2 py-1.5 text-left align-top';

/**
 * A table of figures with a caption and column headers, in a box given `className`: shown, or read by screen
 * readers only (`sr-only` on the box: a table itself grows to fit its text whatever its width, so hidden that way
 * it would still widen the page).
 */
function FigureTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReactNode[][];
  className?: string;
}) {
  return (
    <div className={className}>
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={`${cellClass} whitespace-nowrap font-normal`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} className={`${cellClass} break-words`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column headers of a plan's score history. */
export const SCORE_COLUMNS = ['Date', 'Score', 'Scored by', 'Note'] as const;

/** A score with what its level reads for the plan: "-1: One or two on time". */
const scoreWithLevel = (plan: PlanOutcome, score: number) => `${signedScore(score)}: ${levelText(plan.levels, score)}`;

/**
 * A plan's scores as a table, oldest first: the date, the score (-2 to +2) with what that level reads for the
 * plan, who gave it, and the note.
 */
export function AttainmentTable({ plan, className }: { plan: PlanOutcome; className?: string }) {
  return (
    <FigureTable
      caption={`Attainment scores for the goal: ${plan.goal}`}
      columns={SCORE_COLUMNS}
      rows={plan.scores.map((score) => [
        formatDate(score.at),
        scoreWithLevel(plan, score.score),
        scorerName(score.by),
        score.note ?? '—',
      ])}
      className={className}
    />
  );
}

/** The column headers of the weeks of check-ins. */
export const WEEK_COLUMNS = [
  'Week of',
  'Days checked in',
  'Estimate ratio (1.00 = on estimate)',
  'Started on time',
] as const;

/** Weeks of check-ins as a table, oldest first: days checked in of 7, the estimate ratio, the share started on time. */
export function CheckInTable({ weeks, className }: { weeks: readonly CheckInWeek[]; className?: string }) {
  return (
    <FigureTable
      caption={`Check-ins per week, the last ${weeks.length} weeks`}
      columns={WEEK_COLUMNS}
      rows={weeks.map((week) => [
        weekDate(week.weekStart),
        daysText(week.days),
        ratioText(week.estimateRatio),
        shareText(week.startedOnTime),
      ])}
      className={className}
    />
  );
}
