import { formatDateTime, type Brief } from '@app/api/contract';

/** The coach's briefs to the family, newest first, each exactly as sent with the time it was sent. */
export function BriefList({ briefs, empty, Heading = 'h4' }: { briefs: readonly Brief[]; empty: string; Heading?: 'h3' | 'h4' | 'h5' }) {
  const sent = briefs
    .filter((brief) => brief.status === 'sent')
    .sort((a, b) => Date.parse(b.sentAt ?? b.createdAt) - Date.parse(a.sentAt ?? a.createdAt));
  if (sent.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {sent.map((brief) => (
        <li key={brief.id}>
          <article className="rounded-md border border-border bg-white p-4">
            <Heading className="text-sm font-semibold text-muted-foreground">
              Sent {formatDateTime(brief.sentAt ?? brief.createdAt)}
            </Heading>
            <p className="mt-2 whitespace-pre-line break-words text-sm">{brief.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
