import { useParams } from '@app/kit/router';
import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/kit/panels';
import { PageSkeleton } from '@app/kit/ui';
import { useCoachClient } from '../api/coach-api';
import { CoachFrame } from '../components/CoachFrame';
import { AccountTab } from '../components/account/AccountTab';
import { ActivitiesTab } from '../components/client-detail/ActivitiesTab';
import { BackToDashboard } from '../components/client-detail/BackToDashboard';
import { ClientInfoCard } from '../components/client-detail/ClientInfoCard';
import { ClientNotFound } from '../components/client-detail/ClientNotFound';
import { NotesTab } from '../components/client-detail/NotesTab';
import { OverviewTab } from '../components/client-detail/OverviewTab';
import { ProgressOverview } from '../components/client-detail/ProgressOverview';
import { ProgressTab } from '../components/client-detail/ProgressTab';
import { AccessLogTab } from '../components/client-records/AccessLogTab';
import { ClientRecordActions } from '../components/client-records/ClientRecordActions';
import { WorkTab } from '../components/client-detail/WorkTab';
import { FamilyTab } from '../components/family/FamilyTab';
import { LoadFailure } from '../components/LoadFailure';
import { ClientSessions } from '../components/sessions/ClientSessions';
import { studentName } from '../lib/client-search';
import { failureStatus } from '../lib/server-message';

const DETAIL_TABS = [
  ['overview', 'Overview'],
  ['work', 'Work'],
  ['activities', 'Activities'],
  ['notes', 'Notes'],
  ['family', 'Family'],
  ['account', 'Account'],
  ['progress', 'Progress'],
  ['access-log', 'Access Log'],
] as const;

/** The coach's view of one client (/client/{id}): facts, progress, activities, private notes, family and account. */
export default function ClientDetail() {
  const { id = '' } = useParams();
  const query = useCoachClient(id);

  if (query.isLoading) {
    return (
      <CoachFrame>
        <PageSkeleton />
      </CoachFrame>
    );
  }
  if (query.isError || !query.data) {
    // A malformed id is refused (400) and an unknown one is missing (404): either way there is no such client.
    const status = failureStatus(query.error);
    if (status === 404 || status === 400) {
      return (
        <CoachFrame>
          <ClientNotFound />
        </CoachFrame>
      );
    }
    return (
      <CoachFrame>
        <main id="main" tabIndex={-1} className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
          <BackToDashboard />
          <LoadFailure what="this client" onRetry={() => void query.refetch()} />
        </main>
      </CoachFrame>
    );
  }

  const client = query.data;
  return (
    <CoachFrame>
      <main id="main" tabIndex={-1} className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3 lg:col-span-3">
          <BackToDashboard />
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-bold text-foreground sm:text-3xl">{studentName(client)}</h1>
            {client.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
          </div>
          <p className="text-muted-foreground">{client.gradeLevel}</p>
          <ClientRecordActions client={client} />
        </div>
        <div className="flex flex-col gap-6">
          <ClientInfoCard client={client} />
          <ProgressOverview client={client} />
          <ClientSessions clientId={client.id} name={studentName(client)} />
        </div>
        <Tabs defaultValue="overview" className="min-w-0 lg:col-span-2">
          <TabsList aria-label="Client details" className="w-full justify-start overflow-x-auto sm:w-auto">
            {DETAIL_TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="shrink-0 whitespace-nowrap px-2 sm:px-3">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab client={client} />
          </TabsContent>
          <TabsContent value="work">
            <WorkTab clientId={client.id} />
          </TabsContent>
          <TabsContent value="activities">
            <ActivitiesTab client={client} />
          </TabsContent>
          {/* Kept mounted: notes being edited survive a look at another tab. */}
          <TabsContent value="notes" keepMounted>
            <NotesTab client={client} />
          </TabsContent>
          <TabsContent value="family">
            <FamilyTab client={client} />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab client={client} />
          </TabsContent>
          <TabsContent value="progress">
            <ProgressTab client={client} />
          </TabsContent>
          <TabsContent value="access-log">
            <AccessLogTab clientId={client.id} />
          </TabsContent>
        </Tabs>
      </main>
    </CoachFrame>
  );
}
