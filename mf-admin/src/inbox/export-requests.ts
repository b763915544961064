import { API_PATHS, dayKey } from '@app/api/contract';
import { throwIfResNotOk } from '@app/kit/api';

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
export async function downloadRequestsExport(): Promise<void> {
  const res = await fetch(exportUrl(viewerTimeZone()), { credentials: 'include' });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName();
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click hands the blob to the download manager synchronously; a short delay keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
