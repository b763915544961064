import { useId, useState, type FormEvent } from 'react';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  dayKey,
  sessionWhen,
  type AttendanceStatus,
} from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Dialog } from '@app/kit/panels';
import { Button, Label, Select, toast } from '@app/kit/ui';
import { useRecordPastSession } from '../../api/session-api';
import { TOASTS } from '../../messages';
import { SessionTimeFields, pickedStart, type LocalTime } from './SessionTimeFields';

/**
 * The coach records a session held outside the booking: its day and start time (passed) and its attendance. The
 * client is not e-mailed; the account counts it as any session with that attendance.
 */
export function RecordPastSessionDialog({ clientId, name, onClose }: { clientId: string; name: string; onClose: () => void }) {
  const record = useRecordPastSession();
  const attendanceId = useId();
  const [value, setValue] = useState<LocalTime>(() => ({ date: dayKey(new Date()), time: '' }));
  const [attendance, setAttendance] = useState<AttendanceStatus>('attended');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = pickedStart(value);
    if (!start) return;
    // Only a session that has started can be recorded; a future one is booked instead.
    if (start.getTime() > Date.now()) {
      toast(TOASTS.recordAhead);
      return;
    }
    try {
      await record.mutateAsync({ clientId, start: start.toISOString(), attendance });
      toast(TOASTS.sessionRecorded(name, sessionWhen(start.toISOString()), ATTENDANCE_LABELS[attendance]));
      onClose();
    } catch (error) {
      toast({ ...TOASTS.recordFailed, description: serverMessage(error, TOASTS.recordFailed.description) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Record a past session"
      description={`A session with ${name} held outside the booking. ${name} is not e-mailed.`}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <SessionTimeFields value={value} onChange={setValue} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={attendanceId}>Attendance</Label>
          <Select
            id={attendanceId}
            value={attendance}
            onChange={(event) => setAttendance(event.target.value as AttendanceStatus)}
          >
            {ATTENDANCE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ATTENDANCE_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record session'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
