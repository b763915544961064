/**
 * The charts' colours, each at least 4.5:1 on white (so marks and their labels read, and pass the 3:1 asked of
 * graphics). No series is told apart by colour alone: each also has its own shape or line style, and a label.
 */
export const CHART_COLOURS = {
  student: '#1d4ed8',
  coach: '#b45309',
  days: '#1d4ed8',
  ratio: '#b45309',
  onTime: '#047857',
  grid: '#cbd5e1',
  reference: '#475569',
  text: '#334155',
} as const;

/** Axis text: the app's small size, dark enough on white. */
export const TICK_STYLE = { fontSize: 12, fill: CHART_COLOURS.text } as const;
