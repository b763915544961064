import { requestStatusLabel, type RequestStatus } from '@app/api/contract';
import { Badge, type BadgeVariant } from '@app/kit/panels';

/** Each triage status's colour: waiting ones stand out, finished ones recede. */
const STATUS_VARIANT: Record<RequestStatus, BadgeVariant> = {
  new: 'warning',
  contacted: 'secondary',
  consultation_booked: 'default',
  invited: 'secondary',
  joined: 'success',
  closed: 'outline',
};

/** A consultation request's triage status as a badge. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-request-status={status}>
      {requestStatusLabel(status)}
    </Badge>
  );
}
