import { reportFileName, type PracticeReport, type ReportMonths, type ReportQuery } from '../../../contract/index.js';
import { exportReport } from '../../../commands/reportExporter.js';
import { readReportFigures } from '../../../commands/reportReader.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';

type Input = RouteInput<undefined, undefined, ReportQuery>;

const figuresOf = (ctx: AppContext, query: ReportQuery) =>
  readReportFigures(query, ctx.config.practiceTimeZone, ctx.config.site);

/** GET /api/coach/report?from=&to=: the practice's figures over the period. */
export async function getReport(ctx: AppContext, { query }: Input): Promise<PracticeReport> {
  ctx.set('Cache-Control', 'no-store');
  return (await figuresOf(ctx, query)).total;
}

/** GET /api/coach/report/months?from=&to=: the figures of each month of the period, and of the whole period. */
export async function getReportMonths(ctx: AppContext, { query }: Input): Promise<ReportMonths> {
  ctx.set('Cache-Control', 'no-store');
  return figuresOf(ctx, query);
}

/** GET /api/coach/report/export?from=&to=: the months and their total as an .xlsx attachment. */
export async function getReportExport(ctx: AppContext, { query }: Input): Promise<void> {
  const workbook = await exportReport(query, ctx.config.practiceTimeZone, ctx.config.site);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${reportFileName(query)}"`);
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.body = workbook;
}
