import { CalendarSubscribe } from '@app/kit/panels';
import { toast } from '@app/kit/ui';
import { BookSession } from './BookSession';
import { YourSessions } from './YourSessions';

/** The dashboard's sessions: the student's upcoming sessions, booking, and the calendar subscription. */
export function SessionsSection() {
  return (
    <section aria-label="Coaching sessions" className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <YourSessions />
        <CalendarSubscribe notify={toast} description="Your sessions appear in Google Calendar, Apple Calendar or Outlook and stay up to date." />
      </div>
      <BookSession />
    </section>
  );
}
