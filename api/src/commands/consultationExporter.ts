import type { Writable } from 'node:stream';
import { NEW_REQUEST_STATUS, requestStatusLabel } from '../contract/index.js';
import { ConsultationRequest, type ConsultationRequestRecord } from '../models/index.js';
import { NEWEST_FIRST } from './consultationList.js';

/** The export's sheet. */
export const EXPORT_SHEET_NAME = 'Consultation Requests';

/** The export's columns, in order, with their widths: the request's eleven, then triage. */
export const EXPORT_COLUMNS = [
  { header: 'Student Name', width: 20 },
  { header: 'Grade Level', width: 12 },
  { header: 'Parent Name', width: 20 },
  { header: 'Phone', width: 15 },
  { header: 'Email', width: 25 },
  { header: 'Challenges/Goals', width: 40 },
  { header: 'Weekday Morning', width: 12 },
  { header: 'Weekday Afternoon', width: 12 },
  { header: 'Weekday Evening', width: 12 },
  { header: 'Weekend', width: 12 },
  { header: 'Submitted Date', width: 15 },
  { header: 'Status', width: 20 },
  { header: 'Note', width: 40 },
] as const;

/** A date as the caller reads it in their time zone: M/D/YYYY. */
export function localDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** Today as YYYY-MM-DD in the caller's time zone, for the file name. */
export function isoDay(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The export's file name: consultation-requests-YYYY-MM-DD.xlsx. */
export function exportFileName(now: Date, timeZone: string): string {
  return `consultation-requests-${isoDay(now, timeZone)}.xlsx`;
}

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** One request as a row of the sheet. */
export function exportRow(request: ConsultationRequestRecord, timeZone: string): string[] {
  const created = request.createdAt ? new Date(request.createdAt) : null;
  return [
    `${request.studentFirstName} ${request.studentLastName}`,
    request.gradeLevel,
    request.parentName ?? '',
    request.phone,
    request.email,
    request.challenges ?? '',
    yesNo(request.weekdayMorning),
    yesNo(request.weekdayAfternoon),
    yesNo(request.weekdayEvening),
    yesNo(request.weekend),
    created && !Number.isNaN(created.getTime()) ? localDate(created, timeZone) : 'Unknown',
    requestStatusLabel(request.status ?? NEW_REQUEST_STATUS),
    request.note ?? '',
  ];
}

/**
 * Writes every consultation request, newest first, as an .xlsx to `output`, row by row from a
 * database cursor, so the export never holds the whole collection in memory.
 */
export async function exportConsultationRequests(output: Writable, timeZone: string): Promise<number> {
  // Loaded on the first export: exceljs is a fifth of the API's start-up, and most processes never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  const cursor = ConsultationRequest.find().sort(NEWEST_FIRST).lean().cursor({ batchSize: 1000 });
  for await (const request of cursor) {
    sheet.addRow(exportRow(request as ConsultationRequestRecord, timeZone)).commit();
    count += 1;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
