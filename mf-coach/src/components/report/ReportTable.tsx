import { useId } from 'react';
import { REPORT_FIGURES, monthLabel, type PracticeReport, type ReportMonth } from '@app/api/contract';
import { FOCUS_RING_FLUSH } from '@app/kit/ui';
import { figureText } from './ReportCards';

const cellClass = 'border-b border-border px-3 py-2 text-right tabular-nums whitespace-nowrap';
const headClass = 'border-b border-border px-3 py-2 text-left font-semibold whitespace-nowrap';
/** The month column stays in view while the figures scroll sideways. */
const monthClass = `${headClass} sticky left-0 bg-white`;

/** One row of the table: its label, then each figure; the total's row in bold. */
function FigureRow({ label, figures, isTotal = false }: { label: string; figures: PracticeReport; isTotal?: boolean }) {
  return (
    <tr className={isTotal ? 'font-semibold' : undefined}>
      <th scope="row" className={isTotal ? monthClass : `${monthClass} font-normal`}>
        {label}
      </th>
      {REPORT_FIGURES.map((figure) => (
        <td key={figure.key} className={cellClass}>
          {figureText(figure, figures)}
        </td>
      ))}
    </tr>
  );
}

/**
 * The figures month by month, oldest first, and the period's total under them (its outstanding at the period's
 * end, its active clients counted once). On a narrow screen the table scrolls sideways in its own box, which the
 * keyboard can reach, the months staying in view.
 */
export function ReportTable({ months, total }: { months: ReportMonth[]; total: PracticeReport }) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        By month
      </h2>
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className={`overflow-x-auto rounded-lg border border-border bg-white ${FOCUS_RING_FLUSH}`}
      >
        <table aria-labelledby={titleId} className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={monthClass}>
                Month
              </th>
              {REPORT_FIGURES.map((figure) => (
                <th key={figure.key} scope="col" className={`${headClass} text-right`}>
                  {figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <FigureRow key={row.month} label={monthLabel(row.month)} figures={row} />
            ))}
          </tbody>
          <tfoot>
            <FigureRow label="Total" figures={total} isTotal />
          </tfoot>
        </table>
      </div>
    </div>
  );
}
