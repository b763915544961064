import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/kit/panels';
import { CoachFrame } from '../components/CoachFrame';
import { ClientManagement } from '../components/dashboard/ClientManagement';
import { DashboardHeader } from '../components/dashboard/DashboardHeader';
import { NeedsAttention } from '../components/dashboard/NeedsAttention';
import { PlatformAccess } from '../components/dashboard/PlatformAccess';
import { SessionAgenda } from '../components/sessions/SessionAgenda';
import { StatCards } from '../components/dashboard/StatCards';

/** The coach dashboard (/coach-dashboard and / for a coach): figures, clients and Platform Access. */
export default function CoachDashboard() {
  return (
    <CoachFrame>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
        <DashboardHeader />
        <StatCards />
        <NeedsAttention />
        <SessionAgenda />
        <Tabs defaultValue="clients">
          <TabsList aria-label="Coach workspace" className="w-full sm:w-auto">
            <TabsTrigger value="clients" className="flex-1 sm:flex-none">
              Client Management
            </TabsTrigger>
            <TabsTrigger value="access" className="flex-1 sm:flex-none">
              Platform Access
            </TabsTrigger>
          </TabsList>
          <TabsContent value="clients">
            <ClientManagement />
          </TabsContent>
          <TabsContent value="access">
            <PlatformAccess />
          </TabsContent>
        </Tabs>
      </main>
    </CoachFrame>
  );
}
