import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { StudentExport } from '@app/api/contract';
import { Button, toast } from '@app/kit/ui';
import { loadExport } from './records-api';
import { StudentReport } from './StudentReport';
import { TOASTS } from '../../messages';

/** While a report is printed, everything on the page but the report is left off the paper. */
const PRINTING_CLASS = 'print:[&>*:not([data-student-report])]:hidden';

/**
 * 'Print report': loads the student's export and opens the browser's print dialog on it, laid out
 * as a report (StudentReport). On screen nothing changes; the report leaves the page after printing.
 */
export function PrintReportButton({ clientId }: { clientId: string }) {
  const [report, setReport] = useState<StudentExport | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!report) return;
    const body = document.body;
    const done = () => setReport(null);
    body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      body.classList.remove(PRINTING_CLASS);
    };
  }, [report]);

  const print = async () => {
    setLoading(true);
    try {
      setReport(await loadExport(clientId));
    } catch {
      toast(TOASTS.reportFailed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void print()} disabled={loading}>
        {loading ? 'Preparing...' : 'Print report'}
      </Button>
      {report &&
        createPortal(
          <div data-student-report="" className="hidden print:block">
            <StudentReport data={report} />
          </div>,
          document.body,
        )}
    </>
  );
}
