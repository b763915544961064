import { Link } from '@app/kit/router';
import { formatDate, type CoachClientCard } from '@app/api/contract';
import { buttonClass } from '@app/kit/ui';
import { Badge, Card } from '@app/kit/panels';
import { studentName } from '../../lib/client-search';
import { ClientPlans } from '../ClientPlans';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm text-foreground">{value?.trim() || 'Not provided'}</dd>
    </div>
  );
}

/** One client on the dashboard: who they are, how to reach them, what they work on, and a link to their progress. */
export function ClientCard({ client }: { client: CoachClientCard }) {
  const name = studentName(client);
  return (
    <Card className="flex w-full flex-col">
      <article aria-label={name} className="flex flex-1 flex-col gap-4 p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="break-words text-lg font-semibold text-foreground">{name}</h3>
            <p className="text-sm text-muted-foreground">{client.gradeLevel}</p>
          </div>
          {client.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
        </header>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label="Parent" value={client.parentName} />
          <Detail label="Email" value={client.email} />
          <Detail label="Phone" value={client.phone} />
        </dl>
        {client.challenges?.trim() && (
          <div>
            <h4 className="text-sm font-semibold text-foreground">Challenges</h4>
            <p className="line-clamp-3 break-words text-sm text-foreground">{client.challenges}</p>
          </div>
        )}
        {client.goals?.trim() && (
          <div>
            <h4 className="text-sm font-semibold text-foreground">Goals</h4>
            <p className="line-clamp-2 break-words text-sm text-foreground" title={client.goals}>
              {client.goals}
            </p>
          </div>
        )}
        <ClientPlans client={client} />
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">Joined {formatDate(client.createdAt)}</p>
          <Link
            to={`/client/${encodeURIComponent(client.id)}`}
            className={buttonClass({ size: 'sm' })}
            aria-label={`View Progress of ${name}`}
          >
            View Progress
          </Link>
        </footer>
      </article>
    </Card>
  );
}
