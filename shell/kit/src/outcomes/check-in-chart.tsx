import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { CheckInWeek } from '@app/api/contract';
import { CHART_COLOURS, TICK_STYLE } from './chart-colours';
import { weekTick } from './chart-format';

const HEIGHT = 170;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** One small chart with its title above it. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-sm font-medium text-foreground">{title}</p>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The weeks along the bottom, by their Mondays. */
const weekAxis = <XAxis dataKey="weekStart" tickFormatter={weekTick} tick={TICK_STYLE} minTickGap={8} />;

/**
 * Weeks of check-ins (drawn by recharts, so loaded on its own), as three small charts side by side (stacked on a
 * phone): days checked in (0 to 7), the estimate ratio (1.00 = on estimate, marked), and the share of check-ins
 * started on time. A week without check-ins has no ratio and no share. Hidden from screen readers, who get the
 * same figures as a table.
 */
export default function CheckInChart({ weeks }: { weeks: readonly CheckInWeek[] }) {
  const data = weeks.map((week) => ({
    ...week,
    onTimePercent: week.startedOnTime === null ? null : Math.round(week.startedOnTime * 100),
  }));
  const highestRatio = Math.max(2, ...weeks.map((week) => Math.ceil(week.estimateRatio ?? 0)));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Panel title="Days checked in (of 7)">
        <BarChart data={data} accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis domain={[0, 7]} ticks={[0, 1, 2, 3, 4, 5, 6, 7]} tick={TICK_STYLE} allowDecimals={false} width={28} />
          <Bar dataKey="days" fill={CHART_COLOURS.days} isAnimationActive={false} />
        </BarChart>
      </Panel>
      <Panel title="Estimate ratio (1.00 = on estimate)">
        <LineChart data={data} accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis
            domain={[0, highestRatio]}
            tick={TICK_STYLE}
            tickFormatter={(value: number) => value.toFixed(1)}
            width={36}
          />
          <ReferenceLine y={1} stroke={CHART_COLOURS.reference} strokeDasharray="4 3" />
          <Line
            dataKey="estimateRatio"
            stroke={CHART_COLOURS.ratio}
            strokeWidth={2}
            dot={{ r: 4, fill: CHART_COLOURS.ratio }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </Panel>
      <Panel title="Started on time">
        <BarChart data={data} accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          {weekAxis}
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={TICK_STYLE} unit="%" width={44} />
          <Bar dataKey="onTimePercent" fill={CHART_COLOURS.onTime} isAnimationActive={false} />
        </BarChart>
      </Panel>
    </div>
  );
}
