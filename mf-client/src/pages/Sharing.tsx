import { formatDateTime, SHARING_PAUSED_AT_EIGHTEEN, SHARING_SECTION_TEXT, type GuardianView } from '@app/api/contract';
import { useSite } from '@app/kit/api';
import { Card } from '@app/kit/panels';
import { Link } from '@app/kit/router';
import { BriefList } from '../family/BriefList';
import { useMyBriefs, useSharing } from '../family/family-queries';
import { GuardianSharing } from '../family/GuardianSharing';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';

/** Who looked: each guardian's read, newest first, with the sections they saw. */
function WhoLooked({ views }: { views: readonly GuardianView[] }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-xl font-semibold">Who looked</h2>
      {views.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one in your family has looked yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {views.map((view, index) => (
            <li key={`${index} ${view.guardianId} ${view.at}`} className="flex flex-col gap-0.5 py-2">
              <span>
                <span className="font-medium">{view.guardianName}</span> looked {formatDateTime(view.at)}
              </span>
              <span className="text-muted-foreground">
                {view.sections.length === 0 ? 'Nothing shared' : `Saw: ${view.sections.map((section) => SHARING_SECTION_TEXT[section].label).join(', ')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The briefs the coach sent the family, exactly as they read them. */
function SentBriefs() {
  const briefs = useMyBriefs();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-xl font-semibold">What the coach told your family</h2>
      <p className="text-sm text-muted-foreground">Every brief the coach sent your family, word for word.</p>
      {briefs.isPending ? (
        <Loading label="Loading the briefs..." />
      ) : briefs.isError ? (
        <LoadFailed message="The briefs could not be loaded." onRetry={() => void briefs.refetch()} />
      ) : (
        <BriefList briefs={briefs.data} empty="The coach has not sent your family a brief yet." Heading="h3" />
      )}
    </Card>
  );
}

/**
 * Sharing (/sharing): the student decides, per guardian and section, what each sees; previews it exactly; sees who
 * looked when, and every brief the coach sent the family.
 */
export default function Sharing() {
  const sharing = useSharing();
  const site = useSite();
  return (
    <StudentPage className="max-w-3xl">
      <PageTitle
        title="Sharing with your family"
        description="You decide what each parent or guardian sees. They see only what you tick, and you can change it at any time."
      />
      <div className="flex flex-col gap-6">
        <p className="rounded-md bg-muted p-3 text-sm">
          {site.coachName}&apos;s private notes are never shared with your family: they are not on this list and no one but
          the coach reads them.
        </p>
        {sharing.isPending ? (
          <Loading label="Loading your sharing..." />
        ) : sharing.isError ? (
          <LoadFailed message="Your sharing could not be loaded." onRetry={() => void sharing.refetch()} />
        ) : sharing.data.guardians.length === 0 ? (
          <Card className="p-4 sm:p-6">
            <h2 className="text-xl font-semibold">No one yet</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              No parent or guardian is linked to you. {site.coachName} adds them, when you and your family agree; then each
              one shows here and sees only your sessions until you share more.
            </p>
          </Card>
        ) : (
          <>
            {sharing.data.pausedAtEighteen && (
              <p role="status" className="rounded-md border border-primary p-3 text-sm font-medium">
                {SHARING_PAUSED_AT_EIGHTEEN}
              </p>
            )}
            {sharing.data.guardians.map((guardian) => (
              <GuardianSharing key={guardian.id} guardian={guardian} />
            ))}
            <WhoLooked views={sharing.data.views} />
          </>
        )}
        <SentBriefs />
        <p className="text-sm">
          <Link to="/privacy/students" className="text-primary underline inline-flex min-h-11 items-center sm:min-h-0">
            How the practice handles your information (privacy notice for students)
          </Link>
        </p>
      </div>
    </StudentPage>
  );
}
