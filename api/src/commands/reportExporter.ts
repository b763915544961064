import { REPORT_FIGURES, monthLabel, type PracticeReport, type ReportQuery, type SiteInfo } from '../contract/index.js';
import { readReportFigures } from './reportReader.js';

/** The report's sheet. */
export const REPORT_SHEET_NAME = 'Practice Report';

/** The label of the last row: the period's own figures. */
export const REPORT_TOTAL_LABEL = 'Total';

/** How money shows in the sheet: dollars and cents, kept as numbers so they add up. */
const MONEY_FORMAT = '"$"#,##0.00';

/** The sheet's columns: the month, then the report's seven figures. */
export const REPORT_COLUMNS = [
  { header: 'Month', width: 12 },
  ...REPORT_FIGURES.map((figure) => ({ header: figure.label, width: Math.max(12, figure.label.length + 2) })),
];

const rowOf = (label: string, figures: PracticeReport) => [
  label,
  ...REPORT_FIGURES.map((figure) => figures[figure.key]),
];

/**
 * The report as an .xlsx: a header row, one row per month the period touches, and a total row holding the period's
 * own figures: the counts and income add up the months; outstanding is at the period's end, as in its last month;
 * active clients are counted once however many months they attended in.
 */
export async function exportReport(query: ReportQuery, timeZone: string, site: SiteInfo): Promise<Buffer> {
  // Loaded on the first export: exceljs is a fifth of the API's start-up, and most processes never export.
  const { default: ExcelJS } = await import('exceljs');
  const { months, total } = await readReportFigures(query, timeZone, site);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME);
  sheet.columns = REPORT_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const { month, ...figures } of months) sheet.addRow(rowOf(monthLabel(month), figures));
  sheet.addRow(rowOf(REPORT_TOTAL_LABEL, total)).font = { bold: true };
  REPORT_FIGURES.forEach((figure, index) => {
    if (figure.money) sheet.getColumn(index + 2).numFmt = MONEY_FORMAT;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
