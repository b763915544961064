import {
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  XAxis,
  YAxis,
} from 'recharts';
import { ATTAINMENT_SCORES, DAY_MS, type PlanOutcome, type Scorer } from '@app/api/contract';
import { CHART_COLOURS, TICK_STYLE } from './chart-colours';
import { shortDate } from './chart-format';

/** How each scorer's points are drawn: a shape and a line style of their own, so colour is not the only cue. */
const SERIES: Record<Scorer, { shape: 'circle' | 'diamond'; colour: string; dash?: string }> = {
  student: { shape: 'circle', colour: CHART_COLOURS.student },
  coach: { shape: 'diamond', colour: CHART_COLOURS.coach, dash: '5 4' },
};

/** The dates the chart spans, with a margin so the first and last points are not on its edges. */
function timeDomain(times: number[]): [number, number] {
  const first = Math.min(...times);
  const last = Math.max(...times);
  const margin = Math.max(DAY_MS, (last - first) * 0.05);
  return [first - margin, last + margin];
}

/**
 * A plan's scores over time (drawn by recharts, so loaded on its own): one point per score on the -2 to +2 scale,
 * the student's as circles on a solid line, the coach's as diamonds on a dashed one, 0 (the expected outcome)
 * marked. Hidden from screen readers, who get the same figures as a table.
 */
export default function AttainmentChart({
  plan,
  scoreText,
  scorerText,
}: {
  plan: PlanOutcome;
  /** How a score reads on the axis ("+1"). */
  scoreText: (score: number) => string;
  /** Who gave a score, as the legend names them. */
  scorerText: (by: Scorer) => string;
}) {
  const points = plan.scores.map((score) => ({ time: Date.parse(score.at), score: score.score, by: score.by }));
  const scorers = (Object.keys(SERIES) as Scorer[]).filter((by) => points.some((point) => point.by === by));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <ScatterChart accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey="time"
          scale="time"
          domain={timeDomain(points.map((point) => point.time))}
          tickFormatter={shortDate}
          tick={TICK_STYLE}
          tickCount={4}
          minTickGap={24}
        />
        <YAxis
          type="number"
          dataKey="score"
          domain={[-2, 2]}
          ticks={[...ATTAINMENT_SCORES]}
          tickFormatter={scoreText}
          tick={TICK_STYLE}
          width={48}
        />
        <ReferenceLine y={0} stroke={CHART_COLOURS.reference} />
        {scorers.map((by) => (
          <Scatter
            key={by}
            name={scorerText(by)}
            data={points.filter((point) => point.by === by)}
            shape={SERIES[by].shape}
            legendType={SERIES[by].shape}
            fill={SERIES[by].colour}
            line={{ stroke: SERIES[by].colour, strokeDasharray: SERIES[by].dash }}
            isAnimationActive={false}
          />
        ))}
        <Legend verticalAlign="bottom" itemSorter={null} wrapperStyle={{ fontSize: 13, color: CHART_COLOURS.text }} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
