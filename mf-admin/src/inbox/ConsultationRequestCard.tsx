import Trash from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import {
  consultationGradeLabel,
  NO_PREFERENCES,
  NOT_PROVIDED,
  preferredTimeLabels,
  type ConsultationRequest,
} from '@app/api/contract';
import { Button } from '@app/kit/ui';
import { Badge, Card, CardContent, CardFooter, CardHeader } from '@app/kit/panels';
import { RequestStatusBadge } from '../triage/status-badge';
import { RequestTriageForm, type HidingList } from '../triage/RequestTriageForm';
import { InvitationControl } from '../invitations/InvitationControl';
import { formatSubmittedAt } from './request-format';

/** Props of {@link ConsultationRequestCard}. */
export interface ConsultationRequestCardProps {
  request: ConsultationRequest;
  /** True while any delete runs: every Delete button waits. */
  deleting: boolean;
  onDelete: (request: ConsultationRequest) => void;
  /** The list the card is in, which a saved status may take it out of. */
  list?: HidingList;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-sm font-medium text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** The phone and e-mail links: a 44 px touch target on phones. */
const CONTACT_LINK = 'inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline sm:min-h-0';

/** One consultation request: who the student is, when they can meet, and the request's id with Delete. */
export function ConsultationRequestCard({ request, deleting, onDelete, list }: ConsultationRequestCardProps) {
  const name = `${request.studentFirstName} ${request.studentLastName}`;
  const times = preferredTimeLabels(request);
  const headingId = `request-${request.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center gap-3 pb-4">
        <h2 id={headingId} className="text-xl font-semibold leading-tight">
          {name}
        </h2>
        <RequestStatusBadge status={request.status} />
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section aria-label="Student Information" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-primary">Student Information</h3>
          <dl className="flex flex-col gap-1.5">
            <Field label="Name">{name}</Field>
            <Field label="Grade Level">{consultationGradeLabel(request.gradeLevel)}</Field>
            <Field label="Parent/Guardian">{request.parentName || NOT_PROVIDED}</Field>
            <Field label="Phone">
              <a className={CONTACT_LINK} href={`tel:${request.phone}`}>
                {request.phone}
              </a>
            </Field>
            <Field label="Email">
              <a className={CONTACT_LINK} href={`mailto:${request.email}`}>
                {request.email}
              </a>
            </Field>
          </dl>
        </section>
        <section aria-label="Details & Availability" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-primary">Details &amp; Availability</h3>
          <dl className="flex flex-col gap-1.5">
            <Field label="Submitted">{formatSubmittedAt(request.createdAt)}</Field>
            <Field label="Preferred Times">
              {times.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Preferred times">
                  {times.map((label) => (
                    <li key={label}>
                      <Badge variant="secondary">{label}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">{NO_PREFERENCES}</span>
              )}
            </Field>
          </dl>
          {request.challenges && (
            <div className="mt-1 flex flex-col gap-1">
              <h4 className="text-sm font-medium text-muted-foreground">Challenges/Goals:</h4>
              <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm text-foreground">
                {request.challenges}
              </p>
            </div>
          )}
        </section>
        <div className="flex flex-col gap-3 md:col-span-2">
          <InvitationControl request={request} />
          <RequestTriageForm request={request} list={list} />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3 border-t border-border pt-4">
        <p className="min-w-0 break-all text-xs text-muted-foreground">
          Request ID: <span className="font-mono">{request.id}</span>
        </p>
        {/* Red, as a deletion is; the dialog asks first. */}
        <Button
          variant="destructive"
          size="sm"
          disabled={deleting}
          onClick={() => onDelete(request)}
          aria-label={`Delete the request for ${name}`}
        >
          <Trash className="h-4 w-4" />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
