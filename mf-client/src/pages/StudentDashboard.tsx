import { AccountCard } from '../account/AccountCard';
import { CheckInCard } from '../checkins/CheckInCard';
import { ActivitiesSection } from '../dashboard/ActivitiesSection';
import { DashboardGreeting } from '../dashboard/DashboardGreeting';
import { GoalsCard } from '../dashboard/GoalsCard';
import { NextStepCard } from '../dashboard/NextStepCard';
import { OutcomesSection } from '../dashboard/OutcomesSection';
import { SavedPlansCard } from '../dashboard/SavedPlansCard';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import { SessionsSection } from '../sessions/SessionsSection';

/**
 * The student dashboard (/ and /dashboard): the next step, the quick check-in, progress over time, goals, saved
 * plans, sessions, the account (once anything was sold or paid), activity progress and the activity library.
 */
export default function StudentDashboard() {
  return (
    <StudentPage>
      <PageTitle
        title={<DashboardGreeting />}
        description="Your learning dashboard: your goals, your plans and the skill activities that build your executive-function toolkit."
      />
      <div className="flex flex-col gap-8">
        <NextStepCard />
        <CheckInCard />
        <OutcomesSection />
        <div className="grid gap-6 lg:grid-cols-2">
          <GoalsCard />
          <SavedPlansCard />
        </div>
        <SessionsSection />
        <AccountCard />
        <ActivitiesSection />
      </div>
    </StudentPage>
  );
}
