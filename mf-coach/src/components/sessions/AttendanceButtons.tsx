import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceStatus, type CoachingSession } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Badge, type BadgeVariant } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { useRecordAttendance } from '../../api/session-api';
import { TOASTS } from '../../messages';

const BADGE_VARIANTS: Record<AttendanceStatus, BadgeVariant> = {
  attended: 'success',
  'no-show': 'destructive',
  'late-cancel': 'warning',
};

const isAttendance = (status: string): status is AttendanceStatus => status in BADGE_VARIANTS;

/** A session's status as a badge: booked, or its attendance (attended, no-show, late cancel). */
export function SessionStatusBadge({ session }: { session: CoachingSession }) {
  if (isAttendance(session.status)) {
    return <Badge variant={BADGE_VARIANTS[session.status]}>{ATTENDANCE_LABELS[session.status]}</Badge>;
  }
  return <Badge variant="secondary">Booked</Badge>;
}

/**
 * Attended / No-show / Late cancel for a session that has started by `now` (the page's clock), each but the one
 * recorded; the status alone before.
 */
export function AttendanceButtons({ session, label, now }: { session: CoachingSession; label: string; now: number }) {
  const record = useRecordAttendance();
  if (Date.parse(session.start) > now) return <SessionStatusBadge session={session} />;

  const mark = async (status: AttendanceStatus) => {
    try {
      await record.mutateAsync({ id: session.id, status });
      toast(TOASTS.attendanceRecorded(label, ATTENDANCE_LABELS[status]));
    } catch (error) {
      toast({ ...TOASTS.attendanceFailed, description: serverMessage(error, TOASTS.attendanceFailed.description) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SessionStatusBadge session={session} />
      {ATTENDANCE_STATUSES.filter((status) => status !== session.status).map((status) => (
        <Button
          key={status}
          size="sm"
          variant="outline"
          disabled={record.isPending}
          aria-label={`Mark ${label} ${ATTENDANCE_LABELS[status].toLowerCase()}`}
          onClick={() => void mark(status)}
        >
          {ATTENDANCE_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}
