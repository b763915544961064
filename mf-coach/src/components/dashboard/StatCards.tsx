import { useId, type ReactNode } from 'react';
import { Card } from '@app/kit/panels';
import { useCoachStats } from '../../api/coach-api';
import Calendar from 'lucide-react/icons/calendar';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';

/** One figure as a card: its title (the card's name), the figure, a caption saying what it counts, an icon. */
export function StatCard({
  title,
  value,
  caption,
  icon,
}: {
  title: string;
  value: ReactNode;
  caption: string;
  icon: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="p-4 sm:p-5">
      <div className="flex items-center justify-between text-muted-foreground">
        <h2 id={titleId} className="text-sm font-medium">
          {title}
        </h2>
        {icon}
      </div>
      <p className="mt-1 text-2xl font-bold text-foreground sm:mt-2 sm:text-3xl">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{caption}</p>
    </Card>
  );
}

/**
 * The three figures at the top of the dashboard, all from real data: active clients, the sessions
 * scheduled this week (Monday to Sunday, practice time), and the average completion rate across clients.
 */
export function StatCards() {
  const stats = useCoachStats();
  const show = (value: (data: NonNullable<typeof stats.data>) => ReactNode) =>
    stats.data ? value(stats.data) : stats.isError ? 'n/a' : '…';
  return (
    <section aria-label="Practice figures" aria-busy={stats.isLoading} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        title="Active Clients"
        value={show((data) => data.activeClients)}
        caption={stats.data ? `of ${stats.data.totalClients} with a profile` : 'Clients with an active profile'}
        icon={<Users className="h-4 w-4 shrink-0" />}
      />
      <StatCard
        title="This Week"
        value={show((data) => data.sessionsThisWeek)}
        caption="Scheduled sessions"
        icon={<Calendar className="h-4 w-4 shrink-0" />}
      />
      <StatCard
        title="Progress"
        value={show((data) => `${data.averageCompletionRate}%`)}
        caption="Average completion rate"
        icon={<TrendingUp className="h-4 w-4 shrink-0" />}
      />
    </section>
  );
}
