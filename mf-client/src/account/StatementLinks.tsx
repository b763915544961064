import { useId } from 'react';
import FileText from 'lucide-react/icons/file-text';
import { API_PATHS, dayKey, monthPeriod, statementUrl } from '@app/api/contract';
import { buttonClass } from '@app/kit/ui';

/** The months a statement is offered for: this one so far, and the one before. */
const MONTHS = [
  { label: 'This month’s statement', monthsBack: 0 },
  { label: 'Last month’s statement', monthsBack: 1 },
] as const;

/**
 * Links to the account's statement of this month and of last month, each a printable page in a new tab: the
 * student's own, or (`student`) the one of a student who shares their account with this guardian.
 */
export function StatementLinks({ student }: { student?: string }) {
  const today = dayKey(new Date());
  const id = useId();
  return (
    <div className="flex flex-col gap-2" data-statement-links>
      <p id={id} className="text-sm text-muted-foreground">
        Statements to print or save as PDF:
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={id}>
        {MONTHS.map(({ label, monthsBack }) => (
          <li key={monthsBack}>
            <a
              href={statementUrl(API_PATHS.myStatement, monthPeriod(today, monthsBack), student)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
