import { CoachFrame } from '../components/CoachFrame';
import { toast } from '@app/kit/ui';
import { CalendarSubscribe } from '@app/kit/panels';
import { useAvailability } from '../api/session-api';
import { BackToDashboard } from '../components/client-detail/BackToDashboard';
import { LoadFailure, Loading } from '../components/LoadFailure';
import { AvailabilityForm } from '../components/sessions/AvailabilityForm';

/** The coach's Availability page (/availability): weekly hours, dates off, booking window, calendar subscription. */
export default function Availability() {
  const availability = useAvailability();
  return (
    <CoachFrame>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
        <div className="flex flex-col gap-3">
          <BackToDashboard />
          <h1 className="text-2xl font-bold text-foreground sm:text-3xl">Availability</h1>
          <p className="text-muted-foreground">When students can book sessions with you.</p>
        </div>
        {availability.isLoading ? (
          <Loading what="availability" />
        ) : availability.isError || !availability.data ? (
          <LoadFailure what="your availability" onRetry={() => void availability.refetch()} />
        ) : (
          <AvailabilityForm initial={availability.data} />
        )}
        <CalendarSubscribe notify={toast} description="Every session appears in your calendar app, with students named by their initials only." />
      </main>
    </CoachFrame>
  );
}
