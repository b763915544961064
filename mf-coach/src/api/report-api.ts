import { useQuery } from '@app/kit/query';
import { API_PATHS, reportFileName, type ReportMonths, type ReportQuery } from '@app/api/contract';
import { downloadFile, getJson } from '@app/kit/api';

/** A report path with its period: `?from=&to=`. */
export const reportUrl = (path: string, period: ReportQuery) => `${path}?${new URLSearchParams(period)}`;

/**
 * The period's figures month by month and as a whole, in one read (GET /api/coach/report/months); nothing is asked
 * while there is no period.
 */
export function useReportMonths(period: ReportQuery | null) {
  const path = API_PATHS.coachReportMonths;
  return useQuery<ReportMonths>({
    queryKey: [path, period?.from, period?.to],
    queryFn: async ({ signal }) => (await getJson<ReportMonths>(reportUrl(path, period!), { on401: 'throw', signal }))!,
    enabled: period !== null,
    // While another period loads, the figures of the last one stay.
    placeholderData: (previous) => previous,
  });
}

/** Downloads the months and their total as an .xlsx (GET /api/coach/report/export). */
export function downloadReport(period: ReportQuery): Promise<void> {
  return downloadFile(reportUrl(API_PATHS.coachReportExport, period), reportFileName(period));
}
