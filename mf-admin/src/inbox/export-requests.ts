import { API_PATHS, dayKey } from '@app/api/contract';
import { downloadFile } from '@app/kit/api';

/** The export's file name for a day in the viewer's local calendar: consultation-requests-YYYY-MM-DD.xlsx. */
export function exportFileName(now: Date = new Date()): string {
  return `consultation-requests-${dayKey(now)}.xlsx`;
}

/** The viewer's IANA time zone, so the sheet's dates match the local calendar. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The export URL for a time zone. */
export function exportUrl(timeZone: string): string {
  return `${API_PATHS.consultationExport}?${new URLSearchParams({ tz: timeZone })}`;
}

/**
 * Downloads every request as an .xlsx from GET /api/consultation-requests/export, with dates in the
 * viewer's zone and the file named after today's local date.
 */
export function downloadRequestsExport(): Promise<void> {
  return downloadFile(exportUrl(viewerTimeZone()), exportFileName());
}
