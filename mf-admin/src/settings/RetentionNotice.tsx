import { useConsultationRetentionDays } from './use-email-status';

/** How long consultation requests are kept (CONSULTATION_RETENTION_DAYS), as the server reports it. */
export function RetentionNotice() {
  const days = useConsultationRetentionDays();
  if (days === undefined) return null;
  return (
    <p data-retention-days={days}>
      Consultation requests are kept for {days} {days === 1 ? 'day' : 'days'} after they are submitted, then deleted
      automatically.
    </p>
  );
}
