import { studentExportFileName, type MyDataExport, type StudentExport } from '../contract/index.js';
import type { AppContext } from './context.js';

/** Sends a student's export as a JSON attachment named after the student and the day. */
export function sendExport<Export extends StudentExport | MyDataExport>(ctx: AppContext, document: Export): Export {
  const name = studentExportFileName(document.profile.studentLastName, document.profile.studentFirstName);
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-store');
  return document;
}
