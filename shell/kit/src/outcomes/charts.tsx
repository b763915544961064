/**
 * The charts, drawn by recharts: one module, so that the charts' library arrives as one file when the first chart
 * is about to show (see ChartSlot), and never with a page.
 */
export { default as AttainmentChart } from './attainment-chart';
export { default as CheckInChart } from './check-in-chart';
