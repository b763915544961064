import { useRef } from 'react';
import type { CoachClientDetail } from '@app/api/contract';
import { Card, CardContent } from '@app/kit/panels';
import { Link } from '@app/kit/router';
import { FOCUS_RING } from '@app/kit/ui';
import { useBriefs, useFamilyAgreement, useGuardians } from '../../api/family-api';
import { LoadFailure, Loading } from '../LoadFailure';
import { AddGuardianForm } from './AddGuardianForm';
import { BriefsPanel } from './BriefsPanel';
import { GuardianList } from './GuardianList';

/** The guardians part: the list (or why it is empty), then the form adding one. */
function Guardians({ client }: { client: CoachClientDetail }) {
  const guardians = useGuardians(client.id);
  const agreement = useFamilyAgreement();
  const firstName = client.studentFirstName;
  const list = guardians.data;
  // The parent named on the profile is offered while no guardian carries that name.
  const parentName = list?.some((guardian) => guardian.name === client.parentName) ? '' : client.parentName;
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <div className="flex flex-col gap-1">
          <h3 ref={headingRef} tabIndex={-1} className={`text-base font-semibold text-foreground ${FOCUS_RING}`}>
            Guardians
          </h3>
          <p className="text-sm text-muted-foreground">
            Parents or guardians see only what {firstName} chooses to share with each of them, after accepting the
            agreement for families. Only {firstName} changes what is shared.
          </p>
          <Link
            to="/practice-profile"
            className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline underline-offset-4 sm:min-h-0"
          >
            The agreement for families
          </Link>
        </div>
        {guardians.isLoading ? (
          <Loading what="guardians" />
        ) : guardians.isError || !list ? (
          <LoadFailure what="the guardians" onRetry={() => void guardians.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            No guardian linked to {firstName} yet.
          </p>
        ) : (
          <GuardianList
            clientId={client.id}
            firstName={firstName}
            guardians={list}
            agreementVersion={agreement.data?.version ?? 0}
            heading={headingRef}
          />
        )}
        {list && (
          <div className="border-t border-border pt-5">
            <AddGuardianForm key={parentName} clientId={client.id} parentName={parentName} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The weekly brief part: the composer, the drafts and the briefs sent. */
function Briefs({ client }: { client: CoachClientDetail }) {
  const briefs = useBriefs(client.id);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-foreground">Weekly brief</h3>
          <p className="text-sm text-muted-foreground">
            A short note on {client.studentFirstName}’s week for the family, e-mailed to each guardian who has accepted
            the agreement.
          </p>
        </div>
        {briefs.isLoading ? (
          <Loading what="briefs" />
        ) : briefs.isError || !briefs.data ? (
          <LoadFailure what="the briefs" onRetry={() => void briefs.refetch()} />
        ) : (
          <BriefsPanel
            clientId={client.id}
            firstName={client.studentFirstName}
            briefs={briefs.data.briefs}
            suggestedText={briefs.data.suggestedText}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The Family tab: the student's guardians and the weekly brief to them. */
export function FamilyTab({ client }: { client: CoachClientDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <Guardians client={client} />
      <Briefs client={client} />
    </div>
  );
}
