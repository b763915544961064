import { lazy } from 'react';
import type { AttainmentLevels, CheckInWeek, PlanOutcome } from '@app/api/contract';
import { ChartSlot } from './chart-slot';
import { AttainmentTable, CheckInTable } from './outcome-tables';
import { SCORES_HIGH_FIRST, levelText, scorerName, signedScore } from './outcome-text';

// The charts' code (recharts) is fetched only when a chart is about to show: never with a page.
const AttainmentChart = /* @__PURE__ */ lazy(() =>
  import('./charts').then((charts) => ({ default: charts.AttainmentChart })),
);
const CheckInChart = /* @__PURE__ */ lazy(() =>
  import('./charts').then((charts) => ({ default: charts.CheckInChart })),
);

/** The table under a chart: visually hidden (a text alternative) unless shown, as in a report or in the chart's place. */
const tableClass = (shown: boolean) => (shown ? 'mt-4' : 'sr-only');

/**
 * How a figure is laid out: on a screen, its chart is drawn when scrolled to and its table is read by screen
 * readers only; in a `report` (to print), the chart is drawn at once and the table shown under it.
 */
interface Layout {
  report?: boolean;
}

/** A plan's five levels of attainment, +2 first, each with what it means for this plan. */
export function AttainmentLevelsList({ levels, className = '' }: { levels: AttainmentLevels; className?: string }) {
  return (
    <dl className={`grid grid-cols-[2.5rem_1fr] gap-x-3 gap-y-1 text-sm ${className}`}>
      {SCORES_HIGH_FIRST.map((score) => (
        <div key={score} className="contents">
          <dt className="font-semibold tabular-nums">{signedScore(score)}</dt>
          <dd className="min-w-0 break-words">{levelText(levels, score)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plan's score history: a chart of its scores over time with the same figures as a table; a line when it has none. */
export function AttainmentHistory({ plan, report = false }: { plan: PlanOutcome } & Layout) {
  if (plan.scores.length === 0) return <p className="text-sm text-muted-foreground">No scores yet.</p>;
  return (
    <ChartSlot
      placeholderClass="h-60"
      chart={<AttainmentChart plan={plan} scoreText={signedScore} scorerText={scorerName} />}
      atOnce={report}
      alternative={(visible) => <AttainmentTable plan={plan} className={tableClass(report || visible)} />}
    />
  );
}

/**
 * Weeks of check-ins: charts of the days checked in, the estimate ratio and the share started on time, with the
 * same figures as a table; a line when there were none.
 */
export function CheckInHistory({ weeks, report = false }: { weeks: readonly CheckInWeek[] } & Layout) {
  if (weeks.every((week) => week.days === 0)) {
    return <p className="text-sm text-muted-foreground">No check-ins in the last {weeks.length} weeks.</p>;
  }
  return (
    <ChartSlot
      placeholderClass="h-[38rem] md:h-48"
      chart={<CheckInChart weeks={weeks} />}
      atOnce={report}
      alternative={(visible) => <CheckInTable weeks={weeks} className={tableClass(report || visible)} />}
    />
  );
}
