import type { CoachClientDetail } from '@app/api/contract';
import { Card, CardContent } from '@app/kit/panels';
import { ClientPlans } from '../ClientPlans';

function TextBlock({ title, text, empty }: { title: string; text: string | null | undefined; empty: string }) {
  return (
    <section>
      <h3 className="text-base font-semibold text-foreground">{title}</h3>
      {text?.trim() ? (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-foreground">{text}</p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The Overview tab: the challenges and goals from the profile, then orientation goals and plans. */
export function OverviewTab({ client }: { client: CoachClientDetail }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <TextBlock title="Challenges" text={client.challenges} empty="No challenges described" />
        <TextBlock title="Goals" text={client.goals} empty="No goals described" />
        <ClientPlans client={client} headingLevel="h3" />
      </CardContent>
    </Card>
  );
}
