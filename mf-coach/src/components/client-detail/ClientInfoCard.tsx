import { formatCalendarDate, formatDate, type CoachClientDetail } from '@app/api/contract';
import { Card, CardContent, CardHeader } from '@app/kit/panels';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex gap-3">
      <dt className="w-16 shrink-0 text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-foreground">{value?.trim() || 'Not provided'}</dd>
    </div>
  );
}

/** The client's facts: grade, date of birth, parent, e-mail, phone and the day the profile was created. */
export function ClientInfoCard({ client }: { client: CoachClientDetail }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold text-foreground">Client Information</h2>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Row label="Grade" value={client.gradeLevel} />
          <Row label="Born" value={formatCalendarDate(client.dateOfBirth)} />
          <Row label="Parent" value={client.parentName} />
          <Row label="Email" value={client.email} />
          <Row label="Phone" value={client.phone} />
          <Row label="Joined" value={formatDate(client.createdAt)} />
        </dl>
      </CardContent>
    </Card>
  );
}
