import { useQuery } from '@app/kit/query';
import { API_PATHS, reportFileName, type PracticeReport, type ReportMonths, type ReportQuery } from '@app/api/contract';
import { downloadFile, getJson } from '@app/kit/api';

/** A report path with its period: `?from=&to=`. */
export const reportUrl = (path: string, period: ReportQuery) => `${path}?${new URLSearchParams(period)}`;

/** A read of one of the report's paths for the period (nothing is asked while there is no period). */
function useReportRead<T>(path: string, period: ReportQuery | null) {
  return useQuery<T>({
    queryKey: [path, period?.from, period?.to],
    queryFn: async ({ signal }) => (await getJson<T>(reportUrl(path, period!), { on401: 'throw', signal }))!,
    enabled: period !== null,
    // While another period loads, the figures of the last one stay.
    placeholderData: (previous) => previous,
  });
}

/** The practice's figures over the period (GET /api/coach/report). */
export function usePracticeReport(period: ReportQuery | null) {
  return useReportRead<PracticeReport>(API_PATHS.coachReport, period);
}

/** The same figures month by month (GET /api/coach/report/months). */
export function useReportMonths(period: ReportQuery | null) {
  return useReportRead<ReportMonths>(API_PATHS.coachReportMonths, period);
}

/** Downloads the months and their total as an .xlsx (GET /api/coach/report/export). */
export function downloadReport(period: ReportQuery): Promise<void> {
  return downloadFile(reportUrl(API_PATHS.coachReportExport, period), reportFileName(period));
}
