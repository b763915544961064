import { usePracticeProfile } from '../api/practice-profile';
import { PackagesSection } from '../components/account/PackagesSection';
import { CoachFrame } from '../components/CoachFrame';
import { LoadFailure, Loading } from '../components/LoadFailure';
import { FamilyAgreementSection } from '../components/practice-profile/FamilyAgreementSection';
import { PhotoField } from '../components/practice-profile/PhotoField';
import { ProfileForm } from '../components/practice-profile/ProfileForm';

/** /practice-profile: the coach edits what the public pages say about the practice, its packages, and the agreement for families. */
export default function PracticeProfile() {
  const query = usePracticeProfile();
  return (
    <CoachFrame>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Practice profile</h1>
          <p className="text-muted-foreground">
            What parents see on the public pages: changes show there as soon as you save, no restart needed.
          </p>
        </div>
        {query.isLoading ? (
          <Loading what="the practice profile" />
        ) : query.isError || !query.data ? (
          <LoadFailure what="the practice profile" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <div className="flex flex-col gap-8 rounded-lg border border-border bg-white p-5 sm:p-8">
              <PhotoField site={query.data} />
              <ProfileForm site={query.data} />
            </div>
            <PackagesSection />
            <FamilyAgreementSection site={query.data} />
          </>
        )}
      </main>
    </CoachFrame>
  );
}
