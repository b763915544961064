import type { CoachingSession } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Badge } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { useRecordAttendance } from '../../api/session-api';
import { TOASTS } from '../../messages';

/** A session's status as a badge: booked, attended, no-show. */
export function SessionStatusBadge({ session }: { session: CoachingSession }) {
  if (session.status === 'attended') return <Badge variant="success">Attended</Badge>;
  if (session.status === 'no-show') return <Badge variant="destructive">No-show</Badge>;
  return <Badge variant="secondary">Booked</Badge>;
}

/** Attended / No-show for a session that has started by `now` (the page's clock); the status alone before. */
export function AttendanceButtons({ session, label, now }: { session: CoachingSession; label: string; now: number }) {
  const record = useRecordAttendance();
  if (Date.parse(session.start) > now) return <SessionStatusBadge session={session} />;

  const mark = async (status: 'attended' | 'no-show') => {
    try {
      await record.mutateAsync({ id: session.id, status });
      toast(TOASTS.attendanceRecorded(label, status === 'attended'));
    } catch (error) {
      toast({ ...TOASTS.attendanceFailed, description: serverMessage(error, TOASTS.attendanceFailed.description) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SessionStatusBadge session={session} />
      {session.status !== 'attended' && (
        <Button
          size="sm"
          variant="outline"
          disabled={record.isPending}
          aria-label={`Mark ${label} attended`}
          onClick={() => void mark('attended')}
        >
          Attended
        </Button>
      )}
      {session.status !== 'no-show' && (
        <Button
          size="sm"
          variant="outline"
          disabled={record.isPending}
          aria-label={`Mark ${label} no-show`}
          onClick={() => void mark('no-show')}
        >
          No-show
        </Button>
      )}
    </div>
  );
}
