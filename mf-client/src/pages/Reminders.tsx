import { useId } from 'react';
import { Checkbox } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import { PushReminderCard } from '../reminders/PushReminderCard';
import { useReminderSettings, useSaveEmailReminders } from '../reminders/use-reminder-settings';

function EmailReminderCard({ email }: { email: boolean }) {
  const save = useSaveEmailReminders();
  const checkboxId = useId();
  const stateId = useId();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">E-mail</h2>
        <CardDescription>A short e-mail with a link to the plan.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={checkboxId}
            className="mt-0.5"
            checked={email}
            disabled={save.isPending}
            aria-describedby={stateId}
            onChange={() => save.mutate(!email)}
          />
          <label htmlFor={checkboxId} className="text-sm font-medium leading-tight">
            E-mail me reminders
          </label>
        </div>
        <p id={stateId} role="status" className="pl-7 text-sm text-foreground">
          {save.isPending ? 'Updating...' : email ? 'E-mail reminders are on.' : 'E-mail reminders are off.'}
        </p>
      </CardContent>
    </Card>
  );
}

/** /reminders: how the student is reminded when a plan's reassessment date arrives. */
export default function Reminders() {
  const settings = useReminderSettings();
  return (
    <StudentPage className="max-w-3xl">
      <PageTitle
        title="Reminders"
        description="When a plan's reassessment date arrives, we remind you once, with a link to the plan."
      />
      {settings.isPending ? (
        <Loading label="Loading your reminders..." />
      ) : settings.isError ? (
        <LoadFailed message="Your reminder settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <EmailReminderCard email={settings.data.email} />
          <PushReminderCard pushEndpoints={settings.data.pushEndpoints} />
          {settings.data.timeZone && (
            <p className="text-sm text-muted-foreground">
              Reminders wait out the night in your time zone: {settings.data.timeZone.replaceAll('_', ' ')}.
            </p>
          )}
        </div>
      )}
    </StudentPage>
  );
}
