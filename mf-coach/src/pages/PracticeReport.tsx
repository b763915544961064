import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import { Button, toast } from '@app/kit/ui';
import { downloadReport, useReportMonths } from '../api/report-api';
import { CoachFrame } from '../components/CoachFrame';
import { LoadFailure, Loading } from '../components/LoadFailure';
import { PeriodPicker } from '../components/report/PeriodPicker';
import { ReportCards } from '../components/report/ReportCards';
import { ReportTable } from '../components/report/ReportTable';
import { lastTwelveMonths, periodOf } from '../lib/report-period';
import { TOASTS } from '../messages';

/**
 * The practice's report (/report): the figures of the picked months (the last 12 by default) as cards, the same
 * month by month in a table with the period's total, and the table as an Excel file.
 */
export default function PracticeReport() {
  const [range, setRange] = useState(lastTwelveMonths);
  const [downloading, setDownloading] = useState(false);
  const checked = periodOf(range);
  const period = 'period' in checked ? checked.period : null;
  const report = useReportMonths(period);

  const onDownload = async () => {
    if (!period) return;
    setDownloading(true);
    try {
      await downloadReport(period);
    } catch {
      toast(TOASTS.practiceReportDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <CoachFrame>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Report</h1>
          <p className="text-muted-foreground">
            Sessions, income and clients over the months you pick, counted on the practice’s calendar.
          </p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <PeriodPicker range={range} problem={'problem' in checked ? checked.problem : null} onChange={setRange} />
          <Button
            onClick={() => void onDownload()}
            disabled={!period || downloading}
            aria-busy={downloading || undefined}
            className="sm:mt-6"
          >
            <Download className="h-4 w-4 shrink-0" />
            Download Excel
          </Button>
        </div>
        <ReportCards report={report.data?.total} failed={report.isError} />
        {report.isError ? (
          <LoadFailure what="the report" onRetry={() => void report.refetch()} />
        ) : report.data ? (
          <ReportTable months={report.data.months} total={report.data.total} />
        ) : (
          period && <Loading what="the months" />
        )}
      </main>
    </CoachFrame>
  );
}
