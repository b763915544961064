import type { ReactNode } from 'react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarX from 'lucide-react/icons/calendar-x';
import HandCoins from 'lucide-react/icons/hand-coins';
import Receipt from 'lucide-react/icons/receipt';
import UserPlus from 'lucide-react/icons/user-plus';
import UserX from 'lucide-react/icons/user-x';
import Users from 'lucide-react/icons/users';
import { REPORT_FIGURES, formatMoney, type PracticeReport } from '@app/api/contract';
import { StatCard } from '../dashboard/StatCards';

type Figure = (typeof REPORT_FIGURES)[number];

/** A figure as the report shows it: money as dollars and cents, counts as they are. */
export function figureText(figure: Figure, report: PracticeReport): string {
  const value = report[figure.key];
  return figure.money ? formatMoney(value) : String(value);
}

/** What each card counts, in a few words, and its icon. */
const CARDS: Record<Figure['key'], { caption: string; icon: ReactNode }> = {
  sessionsAttended: { caption: 'Sessions held', icon: <CalendarCheck className="h-4 w-4 shrink-0" /> },
  noShows: { caption: 'Sessions missed', icon: <UserX className="h-4 w-4 shrink-0" /> },
  lateCancels: { caption: 'Cancelled too late', icon: <CalendarX className="h-4 w-4 shrink-0" /> },
  income: { caption: 'Payments received', icon: <HandCoins className="h-4 w-4 shrink-0" /> },
  outstanding: { caption: 'Owed at the period’s end', icon: <Receipt className="h-4 w-4 shrink-0" /> },
  activeClients: { caption: 'Attended a session', icon: <Users className="h-4 w-4 shrink-0" /> },
  newClients: { caption: 'Joined in the period', icon: <UserPlus className="h-4 w-4 shrink-0" /> },
};

/** The period's seven figures as cards ('…' while they load, 'n/a' when they could not be read). */
export function ReportCards({ report, failed }: { report: PracticeReport | undefined; failed: boolean }) {
  return (
    <section
      aria-label="Figures for the period"
      aria-busy={!report && !failed}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {REPORT_FIGURES.map((figure) => (
        <StatCard
          key={figure.key}
          title={figure.label}
          value={report ? figureText(figure, report) : failed ? 'n/a' : '…'}
          caption={CARDS[figure.key].caption}
          icon={CARDS[figure.key].icon}
        />
      ))}
    </section>
  );
}
